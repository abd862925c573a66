#!/usr/bin/env bash
# Installs what building and testing boardlab needs, and only what is
# missing, so every make target can run it first. Safe to run again.
# On a fresh machine each step says what it installs and about how long it
# takes (timed on the 2-core CI machine); a later run finds everything and
# says nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

# What a step installs, and for how long the user will wait.
step() {
    echo "setup: $*"
}

# Root runs apt-get directly; anyone else goes through sudo.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    step "adding Rust's wasm32-unknown-unknown target (a download, about a minute, once)"
    rustup target add wasm32-unknown-unknown
fi

# The CLI must match the wasm-bindgen crate that Cargo.lock pins.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$bindgen_version" ]; then
    echo "setup: no wasm-bindgen in Cargo.lock" >&2
    exit 1
fi
export PATH="$HOME/.cargo/bin:$PATH"
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]; then
    step "installing wasm-bindgen-cli $bindgen_version, which turns the engine into the page's WebAssembly:" \
        "it is compiled from source, about 11 minutes on 2 cores, once (later runs skip it)"
    cargo install wasm-bindgen-cli --version "=$bindgen_version" --locked
fi

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v wasm-opt >/dev/null || missing+=(binaryen)
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
# A Japanese font, so the browser tests measure the Japanese pages' widths
# with real glyphs (without one, Chromium draws narrower boxes).
fc-list :lang=ja 2>/dev/null | grep -q . || missing+=(fonts-ipafont-gothic)
if [ ${#missing[@]} -gt 0 ]; then
    step "installing ${missing[*]} with apt-get (a few minutes, once)"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
fi

# npm ci leaves node_modules/.package-lock.json; reinstall when the
# committed lock file is newer than that copy.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    step "npm ci: playwright-core for the browser tests (seconds; no browser is downloaded)"
    npm ci --no-audit --no-fund
fi
