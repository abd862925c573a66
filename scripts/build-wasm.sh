#!/usr/bin/env bash
# Compiles the engine to WebAssembly and writes the JS bindings to pkg/.
# PROFILE=dev builds unoptimized (faster to compile, much slower to run).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

profile=${PROFILE:-release}
case "$profile" in
    release) dir=release ;;
    dev) dir=debug ;;
    *) echo "build-wasm: PROFILE must be release or dev" >&2; exit 1 ;;
esac
# The cdylib is asked for here only: declaring it in Cargo.toml makes every
# native build link the library twice under one file name (cargo warns of a
# collision, and concurrent release test builds then fail at link time).
cargo rustc --lib --target wasm32-unknown-unknown --profile "$profile" --crate-type cdylib
wasm-bindgen --target web --no-typescript --out-dir pkg \
    "target/wasm32-unknown-unknown/$dir/boardlab.wasm"
