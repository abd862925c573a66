// The opening books, fetched once per worker when a position first needs
// one and handed to whichever engine object answers from it: the 6x6 book
// of exact values (www/data/book6.bin) and the 8x8 book of the positions
// real games reach (www/data/book8.bin). Its messages are the engine's
// kind, in English: the page translates them (ui/lang.js engineText).
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

/** Loads the `size` book into `engine` by its method `load` (`loadBook` unless named): null, or what went wrong. */
export async function loadBook(engine, size, load = 'loadBook') {
  const { bytes, problem } = await bookBytes(size);
  if (problem) return problem;
  try {
    engine[load](bytes);
    return null;
  } catch (error) {
    return `the ${size}x${size} opening book could not be read: ${error.message}`;
  }
}
