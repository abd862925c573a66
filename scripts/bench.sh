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
    # Issue 41: the search and the solver in the worker (SIMD's effect:
    # add --against with a dist/ built without it).
    node scripts/bench-search-web.mjs --runs "$RUNS"
}

# Median wall time of RUNS runs of a command (its output discarded).
median_seconds() {
    local times=()
    for _ in $(seq "$RUNS"); do
        local start end
        start=$(date +%s.%N)
        "$@" >/dev/null
        end=$(date +%s.%N)
        times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { printf "median %.3f s of %d runs\n", t[int((NR + 1) / 2)], NR }'
}

bench() {
    echo "-- $*"
    median_seconds "$@"
}

# Stoner (issue 3): the exact censuses.
section_stoner() {
    echo "== Stoner =="
    cargo build --release --bin boardlab --quiet
    bench target/release/boardlab stoner census --depth 13 --json
    RUNS=1 bench target/release/boardlab stoner census --depth 14 --json
    bench target/release/boardlab stoner check f5f4f3g4e3e6g5e2h3h5h6h7g2 --json
    bash scripts/build-wasm.sh >/dev/null 2>&1
    bash scripts/dist.sh
    node scripts/bench-stoner.mjs --runs "$RUNS" --depth14 --dist
}

# Small boards and endgames (issue 4): 4x4 whole, FFO #40-#44, the 6x6
# scaling samples. Long, not run here: the 6x6 start (`boardlab solve --size 6
# --no-book --threads 2 --table-bits 23 --json --pv --seconds 600`) and the 6x6 opening book
# (docs/solver.md, "How it is made": round by round on Ray, resumable).
section_solve() {
    echo "== Small boards and endgames =="
    cargo build --release --bin boardlab --quiet
    bench target/release/boardlab solve --size 4 --scoring raw --json ""
    bench target/release/boardlab solve --best-only --json --board "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
    cargo test --release --test solve_ffo -- --ignored --nocapture
    cargo build --release --example solve_sample --quiet
    RUNS=1 bench target/release/examples/solve_sample 20 8 all
}

# Players and arena (issue 5): the seed's experiment.
section_arena() {
    echo "== Players and arena =="
    cargo build --release --bin boardlab --quiet
    bench target/release/boardlab arena --black three-ply --white random --games 5000 --seed 1 --json --no-records
    RUNS=1 bench target/release/boardlab arena --black strong:4 --white three-ply --games 200 --seed 1 --json --no-records
    # In the browser: the arena page's 5000 games and the strong player per move.
    bash scripts/build-wasm.sh >/dev/null 2>&1
    bash scripts/dist.sh
    node scripts/bench-players.mjs --runs "$RUNS" --games 6 --dist
}

# Mobility (issue 6): searchers and the checker (the SAT proofs take
# minutes to an hour: `boardlab mobility prove --moves 35`).
section_mobility() {
    echo "== Mobility =="
    cargo build --release --bin boardlab --quiet
    bench target/release/boardlab mobility search --free --seconds 10 --stop-at 34 --json
    RUNS=1 bench target/release/boardlab reach --board "------X--XX-X-X--XOOXOX--XOOXO-----OXXX---XXOO---XXOXXX---O----- O" --seconds 300 --json
    RUNS=1 bench target/release/boardlab mobility search --reachable --seconds 600 --stop-at 33 --json
    bash scripts/build-wasm.sh >/dev/null 2>&1
    node scripts/bench-mobility.mjs --seeds 5 --reach-runs 3
}

# Gobblet Gobblers (issue 7): the strong solution and the browser player.
section_gobblet() {
    echo "== Gobblet Gobblers =="
    cargo build --release --bin boardlab --quiet
    RUNS=1 bench target/release/boardlab gobblet solve --json
    bash scripts/build-wasm.sh >/dev/null 2>&1
    bash scripts/dist.sh
    node scripts/bench-gobblet.mjs --games 10 --dist
}

# Small boards in the browser (issue 4): FFO #40-#44 in the worker, value
# and best move (as `--best-only` natively), a fresh worker per run.
section_solve_web() {
    echo "== Small boards and endgames: the browser's worker =="
    bash scripts/build-wasm.sh >/dev/null 2>&1
    bash scripts/dist.sh
    node scripts/bench-solve.mjs --runs "$RUNS" --dist
}

# Game review (issue 15): a 60-move game natively and on the board page.
section_review() {
    echo "== Game review =="
    cargo build --release --bin boardlab --quiet
    bash scripts/build-wasm.sh >/dev/null 2>&1
    bash scripts/dist.sh
    node scripts/bench-review.mjs --runs "$RUNS" --dist
}

# Learned evaluation (issue 18): the training run that made data/eval*.bin,
# the evaluation's error against exact scores at 20-22 empties, and strong
# (learned) against classic (hand-set) at equal depth, both colours, from
# 8 random opening plies. Long (about an hour of CPU): run on its own.
section_eval() {
    echo "== Learned evaluation =="
    cargo build --release --bin boardlab --quiet
    RUNS=1 bench target/release/boardlab train --size 8 --seed 1 --out /tmp/eval8.bin --json
    cmp /tmp/eval8.bin data/eval8.bin && echo "data/eval8.bin reproduced"
    RUNS=1 bench target/release/boardlab train --size 6 --seed 1 --out /tmp/eval6.bin --json
    cmp /tmp/eval6.bin data/eval6.bin && echo "data/eval6.bin reproduced"
    cargo test --release --test eval_bench -- --ignored --nocapture
    for depth in 4 8; do
        for pair in "strong:$depth classic:$depth" "classic:$depth strong:$depth"; do
            set -- $pair
            target/release/boardlab arena --black "$1" --white "$2" --games 200 --seed 18 \
                --openings 8 --json --no-records
        done
    done
}

# Perfect 6x6 without waiting (issue 18): 20 random lines for each colour
# against the perfect player on the small-boards page (optimized build),
# every wait timed; the goal is at most 2 s.
section_six() {
    echo "== 6x6 against the perfect player in the browser =="
    bash scripts/build-wasm.sh >/dev/null 2>&1
    bash scripts/dist.sh
    node scripts/bench-six.mjs --lines 20 --seed 1 --dist
}

# The same natively: every position of 20 random and 8 close lines per
# colour answered by `boardlab solve --size 6`; the goal is at most 1 s.
section_six_native() {
    echo "== 6x6 against the perfect player, boardlab solve =="
    cargo build --release --quiet
    node scripts/bench-six-native.mjs --lines 20 --seed 1
    node scripts/bench-six-native.mjs --lines 8 --seed 2 --play close
}

# The analysis board (issue 39) and every core (issue 41): the live
# analysis in dist/ (first values, 12 plies or exact, long tasks, one
# worker against all, a stop), then the native search on one thread and
# on two (scripts/bench-cores.sh; one run each: minutes).
section_threads() {
    echo "== Analysis board and threads =="
    cargo build --release --bin boardlab --quiet
    bash scripts/build-wasm.sh >/dev/null 2>&1
    bash scripts/dist.sh
    node scripts/bench-analysis.mjs
    THREADS="1 2" bash scripts/bench-cores.sh target/release/boardlab
}

SECTIONS=(perft stoner solve solve_web arena mobility gobblet review eval six six_native threads)

for section in ${BENCH_SECTIONS:-${SECTIONS[*]}}; do
    "section_$section"
done
