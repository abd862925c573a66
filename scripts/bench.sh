#!/usr/bin/env bash
# `make bench`: the benchmarks behind BENCHMARKS.md. Each section prints
# the commands it times and the median of RUNS runs (default 5).
# BENCH_SECTIONS="perft ..." runs only those sections.
#
# A feature adds its benchmark as a function `section_NAME` below and its
# NAME to SECTIONS; sections run one at a time (the machine has 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

RUNS=${RUNS:-5}

# Foundation (issue 2): perft 11 from the 8x8 start, natively and in the
# browser's worker (the optimized dist/ build, through Chromium).
section_perft() {
    echo "== Foundation: perft 11, native vs browser worker (median of $RUNS, alternating) =="
    cargo build --release --bin boardlab --quiet
    bash scripts/build-wasm.sh >/dev/null 2>&1
    bash scripts/dist.sh
    node scripts/bench-perft.mjs --depth 11 --runs "$RUNS"
}

SECTIONS=(perft)

for section in ${BENCH_SECTIONS:-${SECTIONS[*]}}; do
    "section_$section"
done
