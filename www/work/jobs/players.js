// Worker jobs of the players: an AI move, the strong player's hints, and
// a share of an arena run with its summary. Handlers convert arguments and
// forward to the wasm engine; every rule and statistic is the engine's.
import { WebHints, WebPlayer, arenaGames, arenaSummary } from '../../../pkg/boardlab.js';

// Players keep their search tables between moves (one per name and worker).
const players = new Map();
let hints = null;

const seconds = (started) => (performance.now() - started) / 1000;

/** At most one progress message per `interval` ms, and always the last one. */
function throttled(progress, interval = 100) {
  let last = 0;
  return (done, total) => {
    const now = performance.now();
    if (done < total && now - last < interval) return;
    last = now;
    progress(done, total);
  };
}

export const PLAYER_JOBS = {
  /**
   * The move of player `spec` for `board` (a board string) at `ply` of a
   * game with `seed`; progress `(depth, depth, square)` after each finished
   * iteration: the move "Move now" takes.
   */
  'player-move'({ spec, board, seed, ply }, progress) {
    if (!players.has(spec)) players.set(spec, new WebPlayer(spec));
    const started = performance.now();
    const square = players.get(spec).choose(board, seed, ply, (best, depth) => progress(depth, depth, best)) ?? null;
    return { square, seconds: seconds(started) };
  },
  /** The strong player's value of every legal move of `board`. */
  'player-hints'({ board }) {
    hints ??= new WebHints();
    const started = performance.now();
    const moves = hints.evaluate(board);
    return { moves, seconds: seconds(started) };
  },
  /** Games `start..end` of an arena run: their records, in order. */
  'arena-games'({ black, white, games, seed, start, end }, progress) {
    const started = performance.now();
    const records = arenaGames(black, white, games, seed, '8', start, end, throttled(progress));
    return { records, seconds: seconds(started) };
  },
  /** The summary of a run from all its records, in game order. */
  'arena-summary'({ black, white, seed, records }) {
    return arenaSummary(black, white, seed, '8', records);
  },
};
