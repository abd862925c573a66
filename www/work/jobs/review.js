// The game review's worker jobs: one position of a game valued, exactly
// (null when the solver does not answer within the engine's budget), by
// the strong player's search where the solver would not answer at once,
// or by the search only (src/web/work/review.rs). Each worker keeps one
// reviewer for the size and kind it last reviewed with, so the positions
// of one game reuse each other's tables; a cancelled job ends the worker.
import { WebReviewer } from '../../../pkg/boardlab.js';
import { loadBook, sharedEightBook } from './book.js';
import { text } from './text.js';

/** `{ size, searchOnly, reviewer, made }`: the reviewer, and a promise of it once its book is in. */
let current = null;

function reviewerOf(size, searchOnly = false) {
  if (current?.size !== size || current.searchOnly !== searchOnly) {
    current?.reviewer.free();
    const reviewer = new WebReviewer(size, searchOnly);
    // Without the book (it could not be read) openings are searched.
    const made = {
      6: () => loadBook(reviewer, 6),
      8: async () => {
        const book = await sharedEightBook();
        if (book) reviewer.useGamesBook(book);
      },
    }[size]?.().then(() => reviewer) ?? Promise.resolve(reviewer);
    current = { size, searchOnly, reviewer, made };
  }
  return current.made;
}

const analyse = async ({ size, board, moves, ply }, { exact = false, searchOnly = false } = {}) =>
  (await reviewerOf(size, searchOnly)).analyse(text(board, 'board', { optional: true }), text(moves, 'moves'), ply, exact);

export const REVIEW_JOBS = {
  /** The exact analysis of the position after `ply` of the game (size, board or null, moves), or null. */
  'review-exact': (game) => analyse(game, { exact: true }),
  /** The estimated analysis of the position after `ply` (exact where that is sure). */
  'review-estimate': (game) => analyse(game),
  /** The search's analysis of the position after `ply` (exact only from the game's end or the book). */
  'review-search': (game) => analyse(game, { searchOnly: true }),
};
