#!/bin/bash
# The built-in 8x8 weights (data/eval8.bin) from scratch, in the steps that
# made them (docs/players.md, "Training on real games"). Every step keeps what an earlier run of it
# wrote, so a stopped run resumes where it stopped.
#
# usage: scripts/train-eval8.sh [GAMES_DIR] [WORK_DIR] [OUT]
#   GAMES_DIR: the shared games (default ../shared/data/games; see its README)
#   WORK_DIR:  samples and intermediate weights (default runs/eval8)
#   OUT:       the weights (default data/eval8.bin)
# The WTHOR years 2016 and 2020 are held out: no step reads them.
# Any `train label` step can run on Ray instead, in shards that resume one by
# one: scripts/cluster/run.py --shards N --out FILE label ARGS (docs/scale.md);
# its samples come in another order, so the fit's bytes differ, not its quality.
set -euo pipefail
GAMES=${1:-../shared/data/games}
WORK=${2:-runs/eval8}
OUT=${3:-data/eval8.bin}
B=target/release/boardlab
cargo build --release --bin boardlab
mkdir -p "$WORK"
W=$GAMES/wthor
WTHOR=(--file "$W/1977-2020/WTH_1977.wtb" --file "$W/1977-2020/WTH_1980.wtb"
  --file "$W/1977-2020/WTH_1999.wtb" --file "$W/1977-2020/WTH_2004.wtb"
  --file "$W/2010-2013/WTH_2010.wtb" --file "$W/2010-2013/WTH_2013.wtb")
LOGISTELLO=(--file "$W/logistello/Logistello_book_1999.wtb")

# 1. Self-play from the hand-set evaluation: 3 rounds of 20,000 games.
[ -f "$WORK/selfplay.bin" ] || $B train --seed 1 --out "$WORK/selfplay.bin"
# 2. Real games: the WTHOR training years solved from 18 empties, earlier
#    positions labelled by the first solved one (8 shards).
for i in 1 2 3 4 5 6 7 8; do
  $B train label "${WTHOR[@]}" --exact-empties 18 --shard $i/8 --out "$WORK/wthor18-$i.bin"
done
# 3. The outcomes the files record: WTHOR's theoretical scores and the
#    values of Logistello's book lines (no solving).
$B train label --from-results "${WTHOR[@]}" "${LOGISTELLO[@]}" --out "$WORK/results.bin"
# 4. Random games (every move uniformly random) solved from 18 empties:
#    the first of 4 shards of 20,000 games.
$B train label --random 20000 --seed 7 --exact-empties 18 --shard 1/4 --out "$WORK/random-1.bin"
# 5. Self-play games searched with step 1's weights.
$B train label --self-play 40000 --seed 41 --weights "$WORK/selfplay.bin" --out "$WORK/selfplay-41.bin"
REAL=()
for i in 1 2 3 4 5 6 7 8; do REAL+=(--samples "$WORK/wthor18-$i.bin"); done
REAL+=(--samples "$WORK/results.bin")
# 6. A first fit, to the real games and step 5.
[ -f "$WORK/round1.bin" ] || $B train fit "${REAL[@]}" --samples "$WORK/selfplay-41.bin" \
  --phase-width 8 --out "$WORK/round1.bin"
# 7. Self-play games searched with the first fit.
$B train label --self-play 30000 --seed 42 --weights "$WORK/round1.bin" --out "$WORK/selfplay-42.bin"
# 8. A second fit, with the random games.
[ -f "$WORK/round2.bin" ] || $B train fit "${REAL[@]}" --samples "$WORK/selfplay-41.bin" \
  --samples "$WORK/selfplay-42.bin" --samples "$WORK/random-1.bin" --phase-width 8 \
  --out "$WORK/round2.bin"
# 9. Self-play games searched with the second fit: from the usual openings,
#    and after 24-42 random plies (the lopsided positions of random games,
#    labelled by searches and the solver rather than by random moves).
$B train label --self-play 30000 --seed 43 --weights "$WORK/round2.bin" --out "$WORK/selfplay-43.bin"
$B train label --self-play 40000 --seed 44 --random-plies 24-42 --weights "$WORK/round2.bin" \
  --out "$WORK/selfplay-44.bin"
# 10. A third fit, then more games after long random openings with it.
[ -f "$WORK/round3.bin" ] || $B train fit "${REAL[@]}" --samples "$WORK/selfplay-41.bin" \
  --samples "$WORK/selfplay-42.bin" --samples "$WORK/selfplay-44.bin" --phase-width 8 \
  --out "$WORK/round3.bin"
$B train label --self-play 40000 --seed 45 --random-plies 30-42 --weights "$WORK/round3.bin" \
  --out "$WORK/selfplay-45.bin"
# 11. The weights: the real games and every self-play round refitted (the
#     random games of step 4 only shaped the second fit: their labels before
#     18 empties follow random moves).
SELF=()
for i in 41 42 43 44 45; do SELF+=(--samples "$WORK/selfplay-$i.bin"); done
$B train fit "${REAL[@]}" "${SELF[@]}" --phase-width 8 --out "$OUT"
