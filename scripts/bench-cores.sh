#!/usr/bin/env bash
# How the native search scales with threads (issue 41): the same work at
# each thread count, times side by side and values against one thread's.
#   - 20 real midgame positions (tests/data/midgame_wthor2020_24.txt),
#     every move analysed to 12 and to 16 plies (`boardlab analyze`);
#   - FFO #40-#49, the best move and its exact value (`solve --best-only`);
#   - FFO #45, every move's exact value (`solve`).
# Run on the machine measured: `bash scripts/bench-cores.sh [BINARY]`
# (THREADS="1 2 4 8 16" by default; OUT=folder keeps each report as a JSON
# line). It takes some 8 minutes on 16 cores, an hour on 2.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-target/release/boardlab}
threads=${THREADS:-1 2 4 8 16}
out=${OUT:-$(mktemp -d)}
ffo=tests/data/ffo40-59.txt
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }
board_of() { awk -v n="$1" '$1 == n { print $2 " " $3 }' "$ffo"; }
echo "$(nproc) cores: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"

midgame() { # depth
    for t in $threads; do
        local start
        start=$(now)
        grep -v '^#' tests/data/midgame_wthor2020_24.txt | while read -r moves; do
            echo "{\"threads\":$t,\"depth\":$1,\"report\":$("$binary" analyze "$moves" --depth "$1" --threads "$t" --seconds 60 --json)}" >>"$out/midgame.jsonl"
        done
        echo "midgame, 20 positions, every move to $1 plies, $t threads: $(since "$start") s"
    done
}

midgame 12
for t in $threads; do
    start=$(now)
    for number in 40 41 42 43 44 45 46 47 48 49; do
        echo "{\"threads\":$t,\"ffo\":$number,\"report\":$("$binary" solve --best-only --threads "$t" --seconds 300 --json --board "$(board_of "$number")")}" >>"$out/ffo-best.jsonl"
    done
    echo "FFO #40-#49 best move, $t threads: $(since "$start") s"
done
for t in $threads; do
    start=$(now)
    echo "{\"threads\":$t,\"report\":$("$binary" solve --threads "$t" --seconds 300 --json --board "$(board_of 45)")}" >>"$out/ffo45.jsonl"
    echo "FFO #45 every move, $t threads: $(since "$start") s"
done
midgame 16

# Values against one thread's: exact ones must be equal; the analysis's
# estimates may differ where a split search fills its table in another order.
python3 - "$out" <<'PY'
import json, sys
from collections import defaultdict
out = sys.argv[1]
def lines(name):
    return [json.loads(line) for line in open(f"{out}/{name}")]
for name in ("ffo-best.jsonl", "ffo45.jsonl"):
    runs = defaultdict(list)
    for run in lines(name):
        runs[run["threads"]].append((run["report"]["value"], sorted(run["report"]["best"]), run["report"]["moves"]))
    one = runs[min(runs)]
    print(f"{name}: exact values and best moves as on {min(runs)} thread: " + ", ".join(f"{t}: {runs[t] == one}" for t in sorted(runs)))
runs = defaultdict(list)
for run in lines("midgame.jsonl"):
    runs[(run["depth"], run["threads"])].append(run["report"]["moves"])
for depth in sorted({d for d, _ in runs}):
    one = runs[(depth, min(t for d, t in runs if d == depth))]
    for t in sorted(t for d, t in runs if d == depth):
        pairs = [(a[m]["value"], b[m]["value"], max(v["value"] for v in a.values()))
                 for a, b in zip(one, runs[(depth, t)]) for m in a]
        differ = [(x, y, best) for x, y, best in pairs if x != y]
        below = min((best - max(x, y) for x, y, best in differ), default=0)
        best = lambda moves: max(moves, key=lambda move: moves[move]["value"])
        same_best = sum(best(a) == best(b) and a[best(a)]["value"] == b[best(b)]["value"] for a, b in zip(one, runs[(depth, t)]))
        print(f"analysis to {depth} plies, {t} threads: the best move and its value as on one thread at {same_best} of {len(one)} positions;"
              f" {len(pairs) - len(differ)} of {len(pairs)} values the same, the others at most"
              f" {max((abs(x - y) for x, y, _ in differ), default=0):.2f} apart and {below:.1f} or more below the best")
PY
echo "reports: $out"
