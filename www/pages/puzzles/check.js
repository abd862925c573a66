// Checking an answer: the exact solver in a worker values every move of the
// puzzle's position (never only the stored answer: the stored one is
// confirmed against it), and for a wrong move gives the line of best play
// after it, the refutation, which the page then plays out.
import { run } from '../../work/jobs.js';

const LANE = 'puzzles';

/**
 * The verdict on `move` in `puzzle`: `{ correct, value, best, values, confirmed, line }`:
 * the solver's value and best moves, every move's value (square -> value,
 * for the side to move), whether the stored answer agrees, and for a wrong
 * move the best play after it (squares, passes left out).
 */
export async function checkAnswer(puzzle, move, afterMove) {
  const { answer } = await run('solve', { board: puzzle.board, size: 8, scoring: 'wof' }, undefined, { lane: LANE }).promise;
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
