#!/usr/bin/env bash
# Writes the static site to dist/ (what a static host serves, and what
# `make serve` serves): the page, its modules and the two optimized wasm
# builds (the workers' whole engine and the page's core), with
# content-hashed names and precompressed .br/.gz siblings (scripts/dist.mjs
# assembles it). Expects the release builds from build-wasm.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

# wasm-opt runs before wasm-bindgen: Debian's binaryen cannot read the
# table instructions wasm-bindgen adds, and the bindings are generated
# from the optimized module, so they match it.
optimize() { # cargo-target-dir bindings-dir
    local optimized=target/wasm-opt/$2/boardlab.wasm
    mkdir -p "target/wasm-opt/$2"
    wasm-opt -O3 "$1/wasm32-unknown-unknown/release/boardlab.wasm" -o "$optimized"
    rm -rf "target/dist-$2"
    wasm-bindgen --target web --no-typescript --out-dir "target/dist-$2" "$optimized"
}
optimize target pkg
optimize target/core pkg-core
node scripts/dist.mjs
