// Checking an answer: the exact solver in a worker values every move of the
// puzzle's position (never only the stored answer: the stored one is
// confirmed against it), and for a wrong move gives the line of best play
// after it, the refutation, which the page then plays out. The solving
// starts as soon as a puzzle is shown (`presolve`), so the answer is often
// known by the time the user has found a move.
import { run } from '../../work/jobs.js';

const LANE = 'puzzles';
let solving = null; // { board, promise } of the puzzle shown

/** The solver's report of `puzzle`'s position: started once per puzzle shown. */
export function presolve(puzzle) {
  if (solving?.board !== puzzle.board) {
    const promise = run('solve', { board: puzzle.board, size: 8, scoring: 'wof' }, undefined, { lane: LANE }).promise;
    solving = { board: puzzle.board, promise };
    // A failure is reported when an answer waits for it.
    promise.catch(() => {
      if (solving?.promise === promise) solving = null;
    });
  }
  return solving.promise;
}

/**
 * The verdict on `move` in `puzzle`: `{ correct, value, best, values, confirmed, line }`:
 * the solver's value and best moves, every move's value (square -> value,
 * for the side to move), whether the stored answer agrees, and for a wrong
 * move the best play after it (squares, passes left out).
 */
export async function checkAnswer(puzzle, move, afterMove) {
  const { answer } = await presolve(puzzle);
  const values = answer.moves;
  const correct = values[move] === answer.value;
  const stored = [...puzzle.answer].sort().join(' ');
  const confirmed = stored === [...answer.best].sort().join(' ') && puzzle.value === answer.value;
  let line = [];
  if (!correct && afterMove) {
    line = (await run('solve-line', { board: afterMove, scoring: 'wof' }, undefined, { lane: LANE }).promise).filter((square) => square !== 'pass');
  }
  return { correct, value: answer.value, best: answer.best, values, confirmed, line };
}
