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

# The median of the numbers on standard input, one per line.
median() {
    sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Reads one field of the JSON object on standard input.
json_field() {
    node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s)[process.argv[1]]))' "$1"
}

# Foundation (issue 2): perft 11 from the 8x8 start, natively and in the
# browser's worker (the optimized dist/ build, through Chromium).
section_perft() {
    echo "== perft 11 from the 8x8 start: native vs browser worker (median of $RUNS) =="
    cargo build --release --bin boardlab --quiet
    local times=()
    for _ in $(seq "$RUNS"); do
        times+=("$(target/release/boardlab perft 11 --json | json_field seconds)")
    done
    local native
    native=$(printf '%s\n' "${times[@]}" | median)
    echo "native: target/release/boardlab perft 11 --json: runs ${times[*]} s; median $native s"

    bash scripts/build-wasm.sh >/dev/null 2>&1
    bash scripts/dist.sh
    node scripts/bench-browser.mjs --depth 11 --runs "$RUNS" --native "$native"
}

SECTIONS=(perft)

for section in ${BENCH_SECTIONS:-${SECTIONS[*]}}; do
    "section_$section"
done
