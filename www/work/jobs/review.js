// The game review's worker jobs: one position of a game valued, exactly
// (null when the solver does not answer within the engine's budget) or by
// the strong player's search (src/web/review.rs). Each worker keeps one
// reviewer for the size it last reviewed, so the positions of one game
// reuse each other's tables; a cancelled job ends the worker.
import { WebReviewer } from '../../../pkg/boardlab.js';
import { text } from './text.js';

let reviewer = null;

function reviewerOf(size) {
  if (reviewer?.size() !== size) {
    reviewer?.free();
    reviewer = new WebReviewer(size);
  }
  return reviewer;
}

export const REVIEW_JOBS = {
  /** The exact analysis of the position after `ply` of the game (size, board or null, moves), or null. */
  'review-exact'({ size, board, moves, ply }) {
    return reviewerOf(size).analyse(text(board, 'board', { optional: true }), text(moves, 'moves'), ply, true);
  },
  /** The estimated analysis of the position after `ply` (exact where that is sure). */
  'review-estimate'({ size, board, moves, ply }) {
    return reviewerOf(size).analyse(text(board, 'board', { optional: true }), text(moves, 'moves'), ply, false);
  },
};
