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
  /** A puzzle's value and one best move, from its stored `value`: the check's work begun while the player thinks. */
  'puzzle-value'({ board, value }) {
    solver ??= new WebSolver(TABLE_BITS);
    return solver.puzzleValue(text(board, 'board'), Number(value));
  },
  /** Checks `move` in a puzzle (src/puzzles/check.rs): each step (the verdict first, a wrong move's refutation, each other move's value) goes out as progress info; the result is every move's value and whether the stored `answer` and `value` are the solver's. */
  'puzzle-check'({ board, move, answer, value }, progress) {
    solver ??= new WebSolver(TABLE_BITS);
    const heard = (step) => progress(0, 0, step);
    return solver.checkPuzzle(text(board, 'board'), text(move, 'move'), answer.map((square, at) => text(square, `answer ${at + 1}`)), Number(value), heard);
  },
  /** The value and one best move only (cheaper): what the FFO benchmark times. */
  'solve-best'({ board, scoring }) {
    solver ??= new WebSolver(TABLE_BITS);
    return solver.bestMove(text(board, 'board'), text(scoring, 'scoring'));
  },
};
