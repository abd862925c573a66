// The game review's worker jobs: one position of a game valued, exactly
// (null when the solver does not answer within the engine's budget) or by
// the strong player's search (src/web/review.rs). Each worker keeps one
// reviewer for the size it last reviewed, so the positions of one game
// reuse each other's tables; a cancelled job ends the worker.
import { WebReviewer } from '../../../pkg/boardlab.js';
import { loadSixBook } from './book.js';
import { text } from './text.js';

/** `{ size, reviewer, made }`: the reviewer, and a promise of it once its book is in. */
let current = null;

function reviewerOf(size) {
  if (current?.size !== size) {
    current?.reviewer.free();
    const reviewer = new WebReviewer(size);
    // Without the book (it could not be read) 6x6 openings are searched.
    const made = size === 6 ? loadSixBook(reviewer).then(() => reviewer) : Promise.resolve(reviewer);
    current = { size, reviewer, made };
  }
  return current.made;
}

export const REVIEW_JOBS = {
  /** The exact analysis of the position after `ply` of the game (size, board or null, moves), or null. */
  async 'review-exact'({ size, board, moves, ply }) {
    return (await reviewerOf(size)).analyse(text(board, 'board', { optional: true }), text(moves, 'moves'), ply, true);
  },
  /** The estimated analysis of the position after `ply` (exact where that is sure). */
  async 'review-estimate'({ size, board, moves, ply }) {
    return (await reviewerOf(size)).analyse(text(board, 'board', { optional: true }), text(moves, 'moves'), ply, false);
  },
};
