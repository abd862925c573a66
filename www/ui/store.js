// What the browser keeps between visits (IndexedDB): the game files of the
// database, the library of games, and small state (settings, puzzle
// progress). One database `boardlab` with three stores:
//   files    { id, file, games, added, bytes } (bytes: the games packed by the engine)
//   library  { id, size, board, moves, black, white, from, saved, review }
//   state    any value under a name
// Where the browser keeps nothing (private browsing, storage turned off, no
// IndexedDB) or refuses to keep more (quota), every call still works for
// this visit from memory, and `problem` holds the sentence that says so:
// nothing shown on the page is lost because storage failed.
import { t } from './lang.js';

const NAME = 'boardlab';
const VERSION = 1;
const STORES = { files: { keyPath: 'id', autoIncrement: true }, library: { keyPath: 'id', autoIncrement: true }, state: {} };

/** What a storage failure means, in words for the page. */
export function storageProblem(error) {
  const name = error?.name ?? '';
  if (name === 'QuotaExceededError') return t('The browser refused to keep more: its storage for this site is full. Remove files from the database or games from the library, or free space in the browser’s settings. Until then, what you add lasts only until the page is closed.');
  if (name === 'missing') return t('This browser keeps nothing between visits here (private browsing, or site storage turned off), so the database, library and puzzle progress last only until the page is closed.');
  return t('The browser could not keep this ({reason}); it lasts only until the page is closed.', { reason: error?.message || name || t('unknown reason') });
}

let opening = null;
/** Copies kept in memory when the browser keeps nothing (or refused a write): name -> Map. */
const memory = new Map(Object.keys(STORES).map((store) => [store, new Map()]));
let nextId = 1;
const listeners = new Set();
export let problem = null;

function report(error) {
  problem = storageProblem(error);
  for (const listener of listeners) listener(problem);
}

/** Calls `listener(sentence)` whenever storage fails. */
export function onProblem(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const done = (request) => new Promise((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});

/** The open database, or null where the browser offers none. */
function open() {
  opening ??= new Promise((resolve) => {
    let request;
    try {
      if (!globalThis.indexedDB) throw Object.assign(new Error('no IndexedDB'), { name: 'missing' });
      request = indexedDB.open(NAME, VERSION);
    } catch (error) {
      report(error.name === 'missing' ? error : Object.assign(new Error(error.message), { name: 'missing' }));
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => {
      for (const [store, options] of Object.entries(STORES)) {
        if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store, options);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      report(Object.assign(new Error(request.error?.message ?? ''), { name: 'missing' }));
      resolve(null);
    };
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/** Runs `action(objectStore)` in a transaction; its result once committed. */
async function transact(store, mode, action) {
  const db = await open();
  if (!db) return undefined;
  const transaction = db.transaction(store, mode);
  const result = done(action(transaction.objectStore(store)));
  await new Promise((resolve, reject) => {
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? Object.assign(new Error('aborted'), { name: 'AbortError' }));
  });
  return result;
}

/** Every value of `store` (the memory copy's after a failure), in key order. */
export async function all(store) {
  try {
    const kept = await transact(store, 'readonly', (objects) => objects.getAll());
    if (kept) return [...kept, ...memory.get(store).values()];
  } catch (error) {
    report(error);
  }
  return [...memory.get(store).values()];
}

/** The value under `key` in `store`, or undefined. */
export async function get(store, key) {
  if (memory.get(store).has(key)) return memory.get(store).get(key);
  try {
    return await transact(store, 'readonly', (objects) => objects.get(key));
  } catch (error) {
    report(error);
    return undefined;
  }
}

/**
 * Keeps `value` (under `key` for the state store; records of the other
 * stores get their `id`). Resolves to the key; when the browser refuses,
 * the value is kept in memory for this visit and `problem` says so.
 */
export async function put(store, value, key) {
  try {
    const db = await open();
    if (db) {
      const written = await transact(store, 'readwrite', (objects) => (key === undefined ? objects.put(value) : objects.put(value, key)));
      memory.get(store).delete(key ?? written);
      return written;
    }
  } catch (error) {
    report(error);
  }
  const id = key ?? value.id ?? `memory-${nextId++}`;
  memory.get(store).set(id, STORES[store].keyPath ? { ...value, id } : value);
  return id;
}

/** Forgets the value under `key` in `store`. */
export async function remove(store, key) {
  memory.get(store).delete(key);
  if (typeof key === 'string' && key.startsWith('memory-')) return;
  try {
    await transact(store, 'readwrite', (objects) => objects.delete(key));
  } catch (error) {
    report(error);
  }
}
