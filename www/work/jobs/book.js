// The 6x6 opening book (www/data/book6.bin), fetched once per worker and
// handed to whichever engine object answers from it.
const BOOK_URL = new URL('../../data/book6.bin', import.meta.url);

let reading = null;

/** The book's bytes, `{ bytes }`, or why it could not be had, `{ problem }`. */
export function sixBook() {
  reading ??= fetch(BOOK_URL).then(
    async (response) => (response.ok
      ? { bytes: new Uint8Array(await response.arrayBuffer()) }
      : { problem: `the 6x6 opening book could not be loaded (HTTP ${response.status})` }),
    (error) => ({ problem: `the 6x6 opening book could not be read: ${error.message}` }),
  );
  return reading;
}

/** Loads the book into `engine` (its `loadBook`): null, or what went wrong. */
export async function loadSixBook(engine) {
  const { bytes, problem } = await sixBook();
  if (problem) return problem;
  try {
    engine.loadBook(bytes);
    return null;
  } catch (error) {
    return `the 6x6 opening book could not be read: ${error.message}`;
  }
}
