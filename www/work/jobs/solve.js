// The exact solver's worker job. One solver per worker keeps its table
// between jobs, so the positions of one game reuse each other's work; a
// cancelled job ends the worker, and the next job starts with an empty table.
// The solver answers from the 6x6 opening book first where it knows the
// position (the book is read once per worker, on its first 6x6 job).
import { WebSolver } from '../../../pkg/boardlab.js';
import { loadBook } from './book.js';
import { text } from './text.js';

// 2^21 slots of 32 bytes: 64 MiB, enough for the late 8x8 endgames the
// page offers without making a tab heavy.
const TABLE_BITS = 21;

let solver = null;
/** A promise of what went wrong reading the book (null once it is read). */
let bookReading = null;

export const SOLVE_JOBS = {
  /** `{ answer, book_problem }`: the solver's answer for `board` (a board
   *  string of side `size`) under `scoring` (src/web/solve.rs), by search
   *  unless `search` is false (then from the book only, null if it does not
   *  know the position), of one best move only with `best_only`; and what
   *  kept the book from being read, if anything. */
  async solve({ board, size, scoring, search = true, best_only = false }, progress) {
    solver ??= new WebSolver(TABLE_BITS);
    const book_problem = size === 6 ? await (bookReading ??= loadBook(solver, 6)) : null;
    let answer;
    [board, scoring] = [text(board, 'board'), text(scoring, 'scoring')];
    if (!search) answer = solver.lookup(board, scoring) ?? null;
    else if (best_only) answer = solver.solveBest(board, scoring);
    else answer = solver.solve(board, scoring, progress);
    return { answer, book_problem };
  },
  /** Best play for both sides from `board` to the end (squares, `pass` for a pass): a wrong move's refutation. */
  'solve-line'({ board, scoring = 'wof' }) {
    solver ??= new WebSolver(TABLE_BITS);
    return solver.line(text(board, 'board'), text(scoring, 'scoring'));
  },
  /** The value and one best move only (cheaper): what the FFO benchmark times. */
  'solve-best'({ board, scoring }) {
    solver ??= new WebSolver(TABLE_BITS);
    return solver.bestMove(text(board, 'board'), text(scoring, 'scoring'));
  },
};
