// The exact solver's worker job. One solver per worker keeps its table
// between jobs, so the positions of one game reuse each other's work; a
// cancelled job ends the worker, and the next job starts with an empty table.
// 6x6 positions are looked up in the opening book first (read once per
// worker, on its first 6x6 job); without it they are searched, and the
// answer says why the book is missing.
import { WebSolver } from '../../../pkg/boardlab.js';

// 2^21 slots of 32 bytes: 64 MiB, enough for the late 8x8 endgames the
// page offers without making a tab heavy.
const TABLE_BITS = 21;
const BOOK_URL = new URL('../../data/book6.bin', import.meta.url);

let solver = null;
/** A promise of what went wrong reading the book (null once it is read). */
let bookProblem = null;

async function readBook() {
  try {
    const response = await fetch(BOOK_URL);
    if (!response.ok) return `the 6x6 opening book could not be loaded (HTTP ${response.status})`;
    solver.loadBook(new Uint8Array(await response.arrayBuffer()));
    return null;
  } catch (error) {
    return `the 6x6 opening book could not be read: ${error.message}`;
  }
}

export const SOLVE_JOBS = {
  /** Every legal move's exact value for the side to move of `board` (a
   *  board string of side `size`) under `scoring`, from the opening book or
   *  by search; with `search: false` only from the book (`{ known: false }`
   *  if it does not know the position); with `bestOnly`, a search values
   *  one best move only (a third of the cost). Adds the time in seconds,
   *  and `bookProblem` when the book could not be read. */
  async solve({ board, size, scoring, search = true, bestOnly = false }, progress) {
    solver ??= new WebSolver(TABLE_BITS);
    const problem = size === 6 ? await (bookProblem ??= readBook()) : null;
    const started = performance.now();
    const known = solver.lookup(board, scoring);
    if (known) return { ...known, seconds: (performance.now() - started) / 1000 };
    const why = problem ? { bookProblem: problem } : {};
    if (!search) return { known: false, ...why };
    const solved = bestOnly ? solver.solveBest(board, scoring) : solver.solve(board, scoring, progress);
    return { ...solved, seconds: (performance.now() - started) / 1000, ...why };
  },
  /** The value and one best move only (cheaper): what the FFO benchmark times. */
  'solve-best'({ board, scoring }) {
    solver ??= new WebSolver(TABLE_BITS);
    const started = performance.now();
    const answer = solver.bestMove(board, scoring);
    return { ...answer, seconds: (performance.now() - started) / 1000 };
  },
};
