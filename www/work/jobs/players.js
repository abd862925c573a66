// Worker jobs of the players: an AI move, a
// share of an arena run tallied (its games are not kept, so a worker's
// memory stays flat), the run's summary, and one game replayed from the seed. Handlers convert arguments and
// forward to the wasm engine; every rule and statistic is the engine's.
import { WebPlayer, arenaGame, arenaSummary, arenaTally } from '../../../pkg/boardlab.js';
import { sharedEightBook } from './book.js';
import { text } from './text.js';
import { throttled } from './throttled.js';

// Players keep their search tables between the moves of one game. Each
// strong player holds about 38 MiB of tables, so a worker keeps the two
// used last (wasm memory never shrinks, but the allocator reuses what a
// freed player held) and a player starts a new game's tables when the
// game changes.
const KEPT_PLAYERS = 2;
const players = new Map();

/** A player named `spec`; on 8x8 (`eight`) the strong one opens from the book. Other boards never fetch it. */
async function newPlayer(spec, eight) {
  const book = eight && spec.startsWith('strong') ? await sharedEightBook() : null;
  return book ? WebPlayer.withBook(spec, book) : new WebPlayer(spec);
}

/** The player named `spec` for an 8x8 board or not (`eight`), ready for `ply` of the game with `seed`. */
async function playerFor(spec, seed, ply, eight) {
  const key = eight ? spec : `${spec} (no book)`;
  let kept = players.get(key);
  players.delete(key);
  // Room is made before a new player is built: wasm memory keeps its
  // peak, so three players alive at once would hold a third's tables for good.
  for (const [name, { player }] of players) {
    if (players.size < KEPT_PLAYERS) break;
    player.free();
    players.delete(name);
  }
  if (!kept) kept = { player: await newPlayer(spec, eight), seed, ply };
  else if (kept.seed !== seed || ply <= kept.ply) kept.player.newGame();
  players.set(key, { ...kept, seed, ply });
  return kept.player;
}
/** The least time between two progress messages of an arena share. */
const ARENA_PROGRESS_MS = 100;
const seconds = (started) => (performance.now() - started) / 1000;

export const PLAYER_JOBS = {
  /**
   * The move of player `spec` for `board` (a board string) at `ply` of a
   * game with `seed`; progress `(depth, depth, square)` after each finished
   * iteration: the move "Move now" takes.
   */
  async 'player-move'({ spec, board, seed, ply }, progress) {
    const squares = text(board, 'board').split(' ')[0].length;
    const player = await playerFor(text(spec, 'spec'), text(seed, 'seed'), ply, squares === 64);
    const started = performance.now();
    const square = player.choose(text(board, 'board'), seed, ply, (best, depth) => progress(depth, depth, best)) ?? null;
    return { square, seconds: seconds(started) };
  },
  /** The tally of games `start..end` of an arena run (`openings` random plies a game). */
  'arena-tally'({ black, white, games, seed, openings = 0, start, end }, progress) {
    const started = performance.now();
    const tally = arenaTally(text(black, 'black'), text(white, 'white'), games, text(seed, 'seed'), '8', openings, start, end, throttled(progress, ARENA_PROGRESS_MS));
    return { tally, seconds: seconds(started) };
  },
  /** The summary of a run from its shares' tallies (the engine checks them first). */
  'arena-summary'({ black, white, seed, openings = 0, tallies }) {
    return arenaSummary(text(black, 'black'), text(white, 'white'), text(seed, 'seed'), '8', openings, tallies);
  },
  /** Game `index` (from 0) of a run, played again from its seed. */
  'arena-game'({ black, white, games, seed, openings = 0, index }) {
    return arenaGame(text(black, 'black'), text(white, 'white'), games, text(seed, 'seed'), '8', openings, index);
  },
};
