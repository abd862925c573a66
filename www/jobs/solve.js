// The exact solver's worker job. One solver per worker keeps its table
// between jobs, so the positions of one game reuse each other's work; a
// cancelled job ends the worker, and the next job starts with an empty table.
import { WebSolver } from '../../pkg/boardlab.js';

// 2^21 slots of 24 bytes: 48 MiB, enough for the late 8x8 endgames the
// page offers without making a tab heavy.
const TABLE_BITS = 21;

let solver = null;

export const SOLVE_JOBS = {
  /** Every legal move's exact value for the side to move of `board` (a
   *  board string) under `scoring`; adds the wasm time in seconds. */
  solve({ board, scoring }, progress) {
    solver ??= new WebSolver(TABLE_BITS);
    const started = performance.now();
    const solved = solver.solve(board, scoring, progress);
    return { ...solved, seconds: (performance.now() - started) / 1000, source: 'search' };
  },
  /** The value and one best move only (cheaper): what the FFO benchmark times. */
  'solve-best'({ board, scoring }) {
    solver ??= new WebSolver(TABLE_BITS);
    const started = performance.now();
    const answer = solver.bestMove(board, scoring);
    return { ...answer, seconds: (performance.now() - started) / 1000 };
  },
};
