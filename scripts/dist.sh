#!/usr/bin/env bash
# Writes the static site to dist/ (what a static host serves, and what
# `make serve` serves): the page, its modules and an optimized wasm, with
# content-hashed names and precompressed .br/.gz siblings (scripts/dist.mjs
# assembles it). Expects the release wasm from build-wasm.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

# wasm-opt runs before wasm-bindgen: Debian's binaryen cannot read the
# table instructions wasm-bindgen adds, and the bindings are generated
# from the optimized module, so they match it.
optimized=target/wasm-opt/boardlab.wasm
mkdir -p target/wasm-opt
wasm-opt -O3 target/wasm32-unknown-unknown/release/boardlab.wasm -o "$optimized"

rm -rf target/dist-pkg
wasm-bindgen --target web --no-typescript --out-dir target/dist-pkg "$optimized"
node scripts/dist.mjs
