// The review of the game shown: every position valued in two workers at
// once, exact values from the end backwards in one (the solver reuses the
// positions after each), estimates from the start forwards in the other,
// until they meet; where the solver gives up (over its budget) the first
// worker estimates too. After every answer the engine reads the report
// (values, mistakes, summary, stoner marks) from what is known so far, so
// the views fill in while the user keeps stepping.
import { reviewReport } from '../../engine.js';
import { run } from '../../work/jobs.js';

const EXACT_LANE = 'review-exact';
const ESTIMATE_LANE = 'review-estimate';

/** The identity of the game a snapshot shows. */
export const reviewKeyOf = (snapshot) => JSON.stringify([snapshot.size, snapshot.start, snapshot.moves]);

/**
 * The review state: `current` = { key, game, analyses, report, running }
 * (null before the first review); views subscribe to its changes.
 */
export function createReview() {
  let current = null;
  const views = [];
  const notify = () => {
    for (const view of views) view(current);
  };

  /** Reads the report of `review` from its analyses so far. */
  function refresh(review) {
    const { size, board, moves } = review.game;
    review.report = reviewReport(size, board, moves, review.analyses);
    if (review === current) notify();
  }

  /**
   * Reviews the game `snapshot` shows; `onProgress(done, total)` hears the
   * positions valued. Returns { promise (of the report), cancel } as the
   * worker's jobs do.
   */
  function launch(snapshot, onProgress = () => {}) {
    const game = { size: snapshot.size, board: snapshot.start, moves: snapshot.moves };
    const count = snapshot.plies + 1;
    const review = { key: reviewKeyOf(snapshot), game, analyses: new Array(count).fill(null), report: null, running: true };
    current = review;
    refresh(review);
    const jobs = new Set();
    const claim = { low: 0, high: count - 1 };
    let stopped = false;
    let done = 0;

    const job = (name, ply, lane) => {
      const handle = run(name, { ...game, ply }, undefined, { lane });
      jobs.add(handle);
      return handle.promise.finally(() => jobs.delete(handle));
    };
    const settle = (ply, analysis) => {
      review.analyses[ply] = analysis;
      done += 1;
      onProgress(done, count);
      refresh(review);
    };
    async function fromTheEnd() {
      let exact = true;
      while (!stopped && claim.low <= claim.high) {
        const ply = claim.high--;
        let analysis = exact ? await job('review-exact', ply, EXACT_LANE) : null;
        if (analysis === null) {
          exact = false;
          analysis = await job('review-estimate', ply, EXACT_LANE);
        }
        settle(ply, analysis);
      }
    }
    async function fromTheStart() {
      while (!stopped && claim.low <= claim.high) {
        const ply = claim.low++;
        settle(ply, await job('review-estimate', ply, ESTIMATE_LANE));
      }
    }
    const cancel = () => {
      stopped = true;
      for (const handle of jobs) handle.cancel();
    };
    const promise = Promise.all([fromTheEnd(), fromTheStart()])
      .catch((failure) => {
        cancel();
        throw failure;
      })
      .finally(() => {
        review.running = false;
        if (review === current) notify();
      })
      .then(() => review.report);
    return { promise, cancel };
  }

  return {
    get current() {
      return current;
    },
    launch,
    subscribe(view) {
      views.push(view);
    },
  };
}
