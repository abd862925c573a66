// The library: games played to their end on the play page and games
// reviewed on the board page, kept in the browser (ui/store.js, store
// `library`) with their review, so a review opened again is read back
// instead of computed again. A game is kept once: by its size, start and
// moves; keeping it again updates it (a review added, players named).
// A game opened from a file is listed by its players and tournament: the
// file's names are remembered when it is opened (nameGame), and a review
// kept later, which knows only the moves, keeps them.
import { all, put, remove } from './store.js';

const STORE = 'library';
const listeners = new Set();
let cache = null;
const named = new Map(); // game key -> the names a file gave it, this visit

/** The identity of a game: `{ size, board, moves }` (board: the start's string, or null). */
export const gameKey = ({ size, board, moves }) => JSON.stringify([Number(size), board ?? null, moves]);

/** Every game kept, the newest first. */
export async function libraryGames() {
  cache ??= all(STORE);
  return [...(await cache)].sort((a, b) => b.saved - a.saved);
}

/** Calls `listener()` whenever the library changes. */
export function onLibraryChange(listener) {
  listeners.add(listener);
}

function changed() {
  cache = null;
  for (const listener of listeners) listener();
}

/** What is known of a game: its entries that are neither undefined nor null. */
const known = (game) => Object.fromEntries(Object.entries(game ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''));

/**
 * Remembers the names a file gives a game opened from it ({ size, board,
 * moves, black, white, tournament, year }), so that the game keeps them
 * if it is kept (reviewed) later in the visit.
 */
export function nameGame({ size, board, moves, black, white, tournament, year }) {
  named.set(gameKey({ size, board, moves }), known({ black, white, tournament, year }));
}

/**
 * Keeps `game` ({ size, board, moves, black, white, tournament, year, from:
 * 'play' or 'board', review: the analyses of every position, or absent}),
 * merging with the kept copy of the same game and the names its file gave it.
 */
export async function keepGame(game) {
  const key = gameKey(game);
  const kept = (await libraryGames()).find((entry) => entry.key === key);
  const given = { ...named.get(key), ...known(game) };
  // Where it was first kept from stays: a game played, then reviewed, is still a game played.
  const record = { ...kept, ...given, from: kept?.from ?? game.from, key, saved: Date.now() };
  await put(STORE, record);
  changed();
}

/** The analyses kept with `game`'s review, or null. */
export async function keptReview(game) {
  const key = gameKey(game);
  return (await libraryGames()).find((entry) => entry.key === key)?.review ?? null;
}

export async function forgetGame(id) {
  await remove(STORE, id);
  changed();
}
