// The library: games played to their end on the play page and games
// reviewed on the board page, kept in the browser (ui/store.js, store
// `library`) with their review, so a review opened again is read back
// instead of computed again. A game is kept once: by its size, start and
// moves; keeping it again updates it (a review added, players named).
import { all, put, remove } from './store.js';

const STORE = 'library';
const listeners = new Set();
let cache = null;

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

/**
 * Keeps `game` ({ size, board, moves, black, white, from: 'play' or 'board',
 * review: the analyses of every position, or absent }), merging with the
 * kept copy of the same game.
 */
export async function keepGame(game) {
  const key = gameKey(game);
  const kept = (await libraryGames()).find((entry) => entry.key === key);
  const given = Object.fromEntries(Object.entries(game).filter(([, value]) => value !== undefined && value !== null));
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
