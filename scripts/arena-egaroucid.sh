#!/bin/bash
# boardlab against another engine speaking NBoard (BENCHMARKS.md: Egaroucid
# for Web's engine behind a small driver built here, 6 plies, exact from 16
# empties), from XOT openings, GAMES with each colour; prints boardlab's
# score. Extra arguments go to both arena runs (e.g. --move-time 3).
#
# usage: scripts/arena-egaroucid.sh "ENGINE COMMAND" [GAMES] [PLAYER] [ARENA ARGS...]
#   PLAYER: boardlab's player (default strong:6)
set -euo pipefail
ENGINE="nboard:$1"
GAMES=${2:-500}
PLAYER=${3:-strong:6}
shift $(($# < 3 ? $# : 3))
B=target/release/boardlab
XOT=${XOT:-../shared/data/games/movelists/xot-large.txt}
cargo build --release --bin boardlab
common=(--games "$GAMES" --seed 30 --opening-lines "$XOT" --no-records --json "$@")
as_black=$($B arena --black "$PLAYER" --white "$ENGINE" "${common[@]}")
as_white=$($B arena --black "$ENGINE" --white "$PLAYER" "${common[@]}")
node -e '
const [black, white] = process.argv.slice(1).map((text) => JSON.parse(text));
const points = black.black_wins + white.white_wins + (black.draws + white.draws) / 2;
const games = black.games + white.games;
console.log(`as black ${black.black_wins}-${black.white_wins}-${black.draws}, ` +
  `as white ${white.white_wins}-${white.black_wins}-${white.draws}: ` +
  `${points} of ${games} (${(100 * points / games).toFixed(1)}%)`);
' "$as_black" "$as_white"
