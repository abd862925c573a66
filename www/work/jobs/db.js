// The position database's worker jobs (src/web/work/db.rs): game files
// packed for the browser's storage, the database built from the packed
// files kept there, and the questions asked of it at every position shown.
// The worker keeps the one database it built; a fresh worker (after a
// cancel or a fault) holds none until the page builds it again.
import { WebDb, packGames } from '../../../pkg/boardlab.js';
import { text } from './text.js';

let db = null;

const bytesOf = (value, name) => {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  throw new Error(`${name}: not bytes`);
};

export const DB_JOBS = {
  /** `{ file, games, errors, bytes }`: the games of files opened together (`names[i]` names `files[i]`), packed. */
  'db-pack'({ names, files }) {
    const packed = packGames(names.map((name, at) => text(name, `name ${at + 1}`)), files.map((file, at) => bytesOf(file, `file ${at + 1}`)));
    const value = { file: packed.file, games: packed.games, errors: packed.errors, bytes: packed.bytes };
    packed.free();
    return value;
  },
  /** `{ games, positions, bytes, load_seconds }`: builds the database of the packed files, replacing the one held. */
  'db-build'({ packs, fold }) {
    db?.free();
    db = null;
    db = WebDb.build(packs.map((pack, at) => bytesOf(pack, `kept file ${at + 1}`)), fold === true);
    return { games: db.games, positions: db.positions, bytes: db.bytes, load_seconds: db.loadSeconds };
  },
  /** `{ games, positions, bytes, load_seconds }`: adds one packed file to the database held (null when none is held: build it). */
  'db-extend'({ pack }) {
    if (!db) return null;
    db.extend(bytesOf(pack, 'kept file'));
    return { games: db.games, positions: db.positions, bytes: db.bytes, load_seconds: db.loadSeconds };
  },
  /** The database's report at `board` (src/db/report.rs) for the games of `player` in `tournament` (all if empty), or null when none is built. */
  'db-ask'({ board, player = '', tournament = '', listed }) {
    return db ? db.ask(text(board, 'board'), text(player, 'player'), text(tournament, 'tournament'), listed) : null;
  },
  /** Game `game` (its index) as the address names it: `{ size, board, moves }`, or null when no database is built. */
  'db-game'({ game }) {
    return db ? db.game(game) : null;
  },
};
