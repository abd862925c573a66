#!/usr/bin/env bash
# Compiles the engine to WebAssembly twice and writes the JS bindings:
#   pkg/       the whole engine, for the workers (searches, solvers, players),
#              with WebAssembly SIMD (simd128, from .cargo/config.toml)
#   pkg-core/  the page's own build (--no-default-features: without the
#              `workers` half of src/web/), all that drawing and stepping a
#              game needs, so a first visit downloads a fraction of the engine;
#              built without SIMD, so that the page opens in any browser that
#              runs WebAssembly (only its workers' jobs then fail, saying why),
#              and so that its portable moves are the reference the workers'
#              are tested against (tests/e2e/moves-wasm.test.mjs)
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
# The core build has a target folder of its own, so switching features
# never rebuilds the other.
build() { # out-dir target-dir cargo-flags...
    local out=$1 target=$2
    shift 2
    if [ ! -d "$target/wasm32-unknown-unknown/$dir" ]; then
        echo "build-wasm: first build of $out/ (the engine for the browser): a few minutes on 2 cores; later builds redo only what changed"
    fi
    CARGO_TARGET_DIR=$target cargo rustc --lib --target wasm32-unknown-unknown --profile "$profile" --crate-type cdylib "$@"
    wasm-bindgen --target web --no-typescript --out-dir "$out" "$target/wasm32-unknown-unknown/$dir/boardlab.wasm"
}
build pkg target
RUSTFLAGS="-C target-feature=-simd128" build pkg-core target/core --no-default-features
