// Checking an answer (src/puzzles/check.rs): the exact solver in a worker
// gives the verdict first (the played move's value, and whether any move
// does better), then for a wrong move the line of best play after it, the
// refutation, which the page plays out, then every other move's value as it
// is found, and last whether the stored answer is the solver's. The work
// starts as soon as a puzzle is shown (`presolve`: the position's value and
// one best move, searched from the stored value), so a right answer is
// often proven by the time the user has found it.
import { run } from '../../work/jobs.js';

const LANE = 'puzzles';
let solving = null; // { board, promise } of the puzzle shown

/** The position's value and one best move: started once per puzzle shown. */
export function presolve(puzzle) {
  if (solving?.board !== puzzle.board) {
    const promise = run('puzzle-value', { board: puzzle.board, value: puzzle.value }, undefined, { lane: LANE }).promise;
    solving = { board: puzzle.board, promise };
    // A failure is reported when an answer waits for it.
    promise.catch(() => {
      if (solving?.promise === promise) solving = null;
    });
  }
  return solving.promise;
}

/**
 * Checks `move` in `puzzle`. `onStep(found)` hears what is known each time
 * more is: `{ correct, value, best, values, line, complete, confirmed }`:
 * the verdict, the solver's value and best moves (one at first for a wrong
 * move, all once `complete`), the moves valued so far (square -> value, for
 * the side to move), a wrong move's refutation (squares, passes left out;
 * null until known) and, once complete, whether the stored answer agrees.
 * Resolves with the complete check.
 */
export async function checkAnswer(puzzle, move, onStep) {
  let found = null;
  const heard = (_done, _total, step) => {
    if (step.verdict) {
      const { correct, value, best, played } = step.verdict;
      found = { correct, value, best, values: { [move]: played }, line: null, complete: false, confirmed: true };
    } else if (step.refutation) {
      found = { ...found, line: step.refutation.filter((square) => square !== 'pass') };
    } else if (step.valued) {
      found = { ...found, values: { ...found.values, [step.valued.square]: step.valued.value } };
    }
    onStep(found);
  };
  const args = { board: puzzle.board, move, answer: puzzle.answer, value: puzzle.value };
  const end = await run('puzzle-check', args, heard, { lane: LANE }).promise;
  found = { ...found, value: end.value, best: end.best, values: end.moves, line: found.line ?? [], complete: true, confirmed: end.confirmed };
  onStep(found);
  return found;
}
