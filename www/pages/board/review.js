// The review of the game shown: every position valued in two workers at
// once. One lane solves from the end backwards (the solver reuses the
// positions after each) for as long as the solver answers. The other lane
// estimates from the start forwards by the search alone, every position
// without an exact value, also those the first lane is still solving: the
// graph then fills in a search's time, and each exact value replaces the
// estimate when it arrives (the first lane's solve at 22 empties may take
// seconds; the second lane solving it again from a cold table would take
// longer). Each lane's order is fixed and the second lane reaches the
// positions the first may solve last, so the estimates kept are the same
// however fast each lane runs. After every answer the engine reads the
// report (values, mistakes, summary, stoner marks) from what is known so
// far, so the views fill in while the user keeps stepping.
import { reviewReport } from '../../engine.js';
import { keepGame, keptReview } from '../../ui/library.js';
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
   * Reviews the game `snapshot` shows; `onProgress(valued, total, exact)`
   * hears the positions valued, and how many of them exactly. Returns
   * { promise (of the report), cancel } as the worker's jobs do.
   */
  function launch(snapshot, onProgress = () => {}) {
    const game = { size: snapshot.size, board: snapshot.start, moves: snapshot.moves };
    const count = snapshot.plies + 1;
    const review = { key: reviewKeyOf(snapshot), game, analyses: new Array(count).fill(null), report: null, running: true };
    current = review;
    refresh(review);
    const jobs = new Set();
    let stopped = false;

    const job = (name, ply, lane) => {
      const handle = run(name, { ...game, ply }, undefined, { lane });
      jobs.add(handle);
      return handle.promise.finally(() => jobs.delete(handle));
    };
    const counted = (exact) => review.analyses.filter((analysis) => analysis !== null && (!exact || analysis.exact)).length;
    /** Records an answer; an estimate never replaces an exact value. */
    const settle = (ply, analysis) => {
      if (review.analyses[ply]?.exact && !analysis.exact) return;
      review.analyses[ply] = analysis;
      onProgress(counted(false), count, counted(true));
      refresh(review);
    };
    async function fromTheEnd() {
      for (let ply = count - 1; !stopped && ply >= 0; ply -= 1) {
        const analysis = await job('review-exact', ply, EXACT_LANE);
        if (analysis === null) return;
        settle(ply, analysis);
      }
    }
    async function fromTheStart() {
      for (let ply = 0; !stopped && ply < count; ply += 1) {
        if (!review.analyses[ply]?.exact) settle(ply, await job('review-search', ply, ESTIMATE_LANE));
      }
    }
    const cancel = () => {
      stopped = true;
      for (const handle of jobs) handle.cancel();
    };
    async function valued() {
      const kept = await keptReview(game);
      if (kept?.length === count && !stopped) {
        review.analyses = kept;
        review.fromLibrary = true;
        onProgress(count, count, counted(true));
        refresh(review);
        return;
      }
      await Promise.all([fromTheEnd(), fromTheStart()]);
      if (!stopped) await keepGame({ ...game, from: 'board', review: review.analyses });
    }
    const promise = valued()
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
