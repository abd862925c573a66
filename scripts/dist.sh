#!/usr/bin/env bash
# Writes the static site to dist/ (what a static host serves): the page, its
# modules and an optimized wasm. Expects the release wasm from
# build-wasm.sh. Prints the wasm size raw and gzipped.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

# wasm-opt runs before wasm-bindgen: Debian's binaryen cannot read the
# table instructions wasm-bindgen adds, and the bindings are generated
# from the optimized module, so they match it.
optimized=target/wasm-opt/boardlab.wasm
mkdir -p target/wasm-opt
wasm-opt -O3 target/wasm32-unknown-unknown/release/boardlab.wasm -o "$optimized"

rm -rf dist
mkdir -p dist
cp index.html dist/
cp -r www dist/
wasm-bindgen --target web --no-typescript --out-dir dist/pkg "$optimized"

raw=$(stat -c %s dist/pkg/boardlab_bg.wasm)
gzipped=$(gzip -9 -c dist/pkg/boardlab_bg.wasm | wc -c)
echo "dist/ written; wasm: $raw bytes raw ($(( (raw + 512) / 1024 )) KiB), $gzipped bytes gzipped ($(( (gzipped + 512) / 1024 )) KiB)"
