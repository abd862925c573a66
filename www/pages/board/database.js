// The database of real games kept in the browser: game files opened on the
// board page are packed by the engine in a worker (a few bytes a game) and
// kept in IndexedDB (ui/store.js) until the user removes them; the worker
// builds the position database from every kept file (src/db/) and answers
// at each position shown. Nothing here reads a game: the engine does.
import { all, get, put, remove } from '../../ui/store.js';
import { run } from '../../work/jobs.js';

const LANE = 'db';
const FOLD = 'db-fold';

/**
 * The database's state and actions. `onChange({ files, games, fold, building, error })`
 * hears every change of what is held; `ask(board, filter)` gives the
 * engine's report at a board string (null while nothing is held).
 */
export function gameDatabase({ onChange }) {
  let files = [];
  let fold = false;
  let built = null; // { games, positions, bytes, load_seconds } once the worker holds the database
  let building = null; // the promise of the build under way
  let error = null;

  const state = () => ({ files, games: files.reduce((sum, file) => sum + file.games, 0), fold, building: !!building, built, error });
  const changed = () => onChange(state());

  /**
   * Builds the worker's database from every kept file (none: nothing to
   * ask); with `added`, the packed bytes of the one file added since the
   * last build, only that file is added to the database the worker holds.
   */
  function rebuild(added) {
    const kept = files;
    building = (async () => {
      if (kept.length === 0) return null;
      if (added && built) {
        const extended = await run('db-extend', { pack: added }, undefined, { lane: LANE }).promise;
        if (extended) return extended;
      }
      const packs = await Promise.all(kept.map(async (file) => file.bytes ?? (await get('files', file.id))?.bytes));
      return run('db-build', { packs, fold }, undefined, { lane: LANE }).promise;
    })();
    const current = building;
    changed();
    return current.then((result) => {
      if (building !== current) return current;
      built = result;
      error = null;
      return result;
    }, (failure) => {
      if (building === current) error = failure.message;
      return null;
    }).finally(() => {
      if (building === current) {
        building = null;
        changed();
      }
    });
  }

  /** Reads what the browser kept, then builds. */
  async function load() {
    fold = (await get('state', FOLD)) === true;
    // The list keeps names and counts; the bytes are read again for each build.
    files = (await all('files')).map(({ bytes, ...file }) => (typeof file.id === 'string' ? { ...file, bytes } : file));
    await rebuild();
  }

  /** Packs and keeps the files chosen together (`names[i]` names `bytes[i]`); `{ file, games, errors }`. */
  async function add(names, bytes) {
    const packed = await run('db-pack', { names, files: bytes }, undefined, { lane: LANE }).promise;
    if (packed.games === 0) return packed;
    const record = { file: packed.file, games: packed.games, added: Date.now() };
    const id = await put('files', { ...record, bytes: packed.bytes });
    files = [...files, typeof id === 'string' ? { ...record, id, bytes: packed.bytes } : { ...record, id }];
    await rebuild(packed.bytes);
    return packed;
  }

  async function drop(id) {
    await remove('files', id);
    files = files.filter((file) => file.id !== id);
    if (files.length === 0) built = null;
    await rebuild();
  }

  async function setFold(on) {
    fold = on;
    await put('state', on, FOLD);
    await rebuild();
  }

  /** The engine's report at `board`, for the games of `filter.player` in `filter.tournament` (all if empty); null while nothing is held. */
  async function ask(board, { player = '', tournament = '' } = {}, listed = 20) {
    if (building) await building;
    if (!built) return null;
    const report = await run('db-ask', { board, player, tournament, listed }, undefined, { lane: LANE }).promise;
    if (report) return report;
    // A fresh worker (the last one failed) holds no database: build it again.
    await rebuild();
    return built ? run('db-ask', { board, player, tournament, listed }, undefined, { lane: LANE }).promise : null;
  }

  /** Game `game` (its index in the database) as the address names it. */
  const game = (index) => run('db-game', { game: index }, undefined, { lane: LANE }).promise;

  return { load, add, drop, setFold, ask, game, state };
}
