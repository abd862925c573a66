// The opening books, fetched once per worker when a position first needs
// one and handed to whichever engine object answers from it: the 6x6 book
// of exact values (www/data/book6.bin) and the 8x8 book of the positions
// real games reach (www/data/book8.bin), read once into a WebBook that
// every 8x8 engine object of the worker shares. The messages are the engine's
// kind, in English: the page translates them (ui/lang.js engineText).
import { WebBook } from '../../../pkg/boardlab.js';

const BOOK_URLS = {
  6: new URL('../../data/book6.bin', import.meta.url),
  8: new URL('../../data/book8.bin', import.meta.url),
};

const readings = new Map();

/** The `size` book's bytes, `{ bytes }`, or why it could not be had, `{ problem }`. */
export function bookBytes(size) {
  if (!readings.has(size)) {
    readings.set(size, fetch(BOOK_URLS[size]).then(
      async (response) => (response.ok
        ? { bytes: new Uint8Array(await response.arrayBuffer()) }
        : { problem: `the ${size}x${size} opening book could not be loaded (HTTP ${response.status})` }),
      (error) => ({ problem: `the ${size}x${size} opening book could not be read: ${error.message}` }),
    ));
  }
  return readings.get(size);
}

/** Loads the `size` book into `engine` (its `loadBook`): null, or what went wrong. */
export async function loadBook(engine, size) {
  const { bytes, problem } = await bookBytes(size);
  if (problem) return problem;
  try {
    engine.loadBook(bytes);
    return null;
  } catch (error) {
    return `the ${size}x${size} opening book could not be read: ${error.message}`;
  }
}

/** The 8x8 book, read once for every engine object of the worker (players, hints, reviewer): a WebBook, or null when it cannot be had or read (they search their openings instead). */
let eightBook = null;
export function sharedEightBook() {
  eightBook ??= bookBytes(8).then(({ bytes }) => {
    try {
      return bytes ? new WebBook(bytes) : null;
    } catch {
      return null;
    }
  });
  return eightBook;
}
