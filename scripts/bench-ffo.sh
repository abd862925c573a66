#!/usr/bin/env bash
# Exact endgame, one thread: boardlab's value + best move on FFO #40-#59
# (tests/solve_ffo.rs, `#[ignore]`d), then, when EDAX names an Edax
# checkout built from source (its binary in bin/ and an eval file in
# data/eval.dat), Edax's `-solve` on the same positions, one process per
# position so that each gets its own CPU time. Edax runs at level 60: at its
# default level it searches 24 empties and more selectively (its output
# shows depth@98%), which is not an exact solve. Everything runs niced, one
# job at a time; the load average is printed before each part.
#
# Nodes are counted two ways. Edax, as built, counts each child it scores
# to order moves as a node; boardlab prints that count too ("nodes as
# Edax counts"). boardlab's own `nodes` are positions searched only, as an
# Edax built with `#define COUNT_NODES 1` in src/stats.h counts them (a copy
# of the checkout with that line changed, `make build` in src/, named by
# EDAX like the other).
#
#   EDAX=/work/edax-src bash scripts/bench-ffo.sh
#   ONLY=edax EDAX=... bash scripts/bench-ffo.sh   # Edax alone
#   ONLY=boardlab bash scripts/bench-ffo.sh        # boardlab alone
#   FFO="40 41 42" ...                             # some positions only
#   FFO_TABLE_BITS=20 ...                          # boardlab's table: 2^20 slots
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
ONLY=${ONLY:-}

echo "== $(date -u '+%F %T') UTC, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores"

if [ "$ONLY" != edax ]; then
    echo "-- boardlab (load: $(cut -d' ' -f1-3 /proc/loadavg))"
    FFO=${FFO:-} nice -n 10 cargo test --release --test solve_ffo --quiet -- --ignored --nocapture \
        ffo_40_to_59_value_and_best_move 2>&1 | grep '^|'
    echo "-- load after: $(cut -d' ' -f1-3 /proc/loadavg)"
fi

if [ "$ONLY" != boardlab ] && [ -n "${EDAX:-}" ]; then
    binary=$(ls "$EDAX"/bin/*Edax* | head -1)
    problems="$EDAX/problem/fforum-40-59.obf"
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    echo "-- Edax $binary -n 1 -l 60 -solve (load: $(cut -d' ' -f1-3 /proc/loadavg))"
    echo "| # | value | nodes | CPU s (user+sys) | wall s (Edax's own) | M nodes/CPU s |"
    echo "|---|---|---|---|---|---|"
    number=40
    total_nodes=0
    total_cpu=0
    total_wall=0
    while IFS= read -r line; do
        [ -n "$line" ] || continue
        if [ -n "${FFO:-}" ] && ! [[ " $FFO " == *" $number "* ]]; then
            number=$((number + 1))
            continue
        fi
        printf '%s\n' "$line" >"$scratch/one.obf"
        # Edax reads data/eval.dat relative to its working directory.
        (cd "$EDAX" && nice -n 10 /usr/bin/time -f '%U %S' -o "$scratch/cpu" \
            "$binary" -n 1 -l 60 -solve "$scratch/one.obf") >"$scratch/out"
        row=$(grep -E '^ *1\|' "$scratch/out")
        value=$(echo "$row" | awk -F'|' '{ print $2 }' | awk '{ print $2 }')
        wall=$(echo "$row" | awk -F'|' '{ print $2 }' | awk '{ print $3 }' | awk -F: '{ print $1 * 60 + $2 }')
        nodes=$(echo "$row" | awk -F'|' '{ print $2 }' | awk '{ print $4 }')
        cpu=$(awk '{ print $1 + $2 }' "$scratch/cpu")
        echo "| $number | $value | $nodes | $cpu | $wall | $(awk -v n="$nodes" -v c="$cpu" 'BEGIN { printf "%.1f", n / c / 1e6 }') |"
        total_nodes=$((total_nodes + nodes))
        total_cpu=$(awk -v a="$total_cpu" -v b="$cpu" 'BEGIN { print a + b }')
        total_wall=$(awk -v a="$total_wall" -v b="$wall" 'BEGIN { print a + b }')
        number=$((number + 1))
    done <"$problems"
    echo "| total | | $total_nodes | $total_cpu | $total_wall | $(awk -v n="$total_nodes" -v c="$total_cpu" 'BEGIN { printf "%.1f", n / c / 1e6 }') |"
    echo "-- load after: $(cut -d' ' -f1-3 /proc/loadavg)"
fi
