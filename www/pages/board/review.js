// The review of the game shown: every position valued on the search
// pool's workers at once. The first worker solves from the end backwards
// (the solver reuses the positions after each) for as long as the solver
// answers. The others estimate from the start forwards by the search
// alone, every position without an exact value, also those the first is
// still solving (with one worker of each kind on two cores; with more
// cores the estimates are shared out, worker k taking every k-th
// position in order): the graph then fills in a search's time, and each
// exact value replaces the estimate when it arrives (a solve at 22
// empties may take seconds; solving it again from a cold table would take
// longer). Each worker's order is fixed, so the estimates kept are the
// same however fast each runs (for a given number of workers). After every
// answer the engine reads the report (values, mistakes, summary, stoner
// marks) from what is known so far, so the views fill in while the user
// keeps stepping. The progress counts honestly: a position is done when
// its value is final (exact, or an estimate the solver has given up on).
import { reviewReport } from '../../engine.js';
import { keepGame, keptReview } from '../../ui/library.js';
import { searchPool } from '../../work/search-pool.js';

/** The pool's worker that solves from the end. */
const EXACT_WORKER = 0;

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
   * Reviews the game `snapshot` shows; `onProgress({ final, estimated,
   * exact, total })` hears the positions whose value is final, estimated
   * and exact so far. Returns { promise (of the report), cancel } as the
   * worker's jobs do.
   */
  function launch(snapshot, onProgress = () => {}) {
    const game = { size: snapshot.size, board: snapshot.start, moves: snapshot.moves };
    const count = snapshot.plies + 1;
    const review = { key: reviewKeyOf(snapshot), game, analyses: new Array(count).fill(null), report: null, running: true };
    current = review;
    refresh(review);
    const jobs = new Set();
    let stopped = false;
    const pool = searchPool();
    const estimators = Math.max(1, pool.size - 1);
    // The first ply the solver did not answer (count while it goes on).
    let solvedFrom = count;
    let solverDone = false;

    const job = (name, ply, worker) => {
      const handle = pool.run(name, { ...game, ply }, undefined, { prefer: worker });
      jobs.add(handle);
      return handle.promise.finally(() => jobs.delete(handle));
    };
    const counted = (which) => review.analyses.filter((analysis, ply) => analysis !== null && which(analysis, ply)).length;
    const report = () => onProgress({
      exact: counted((analysis) => analysis.exact),
      estimated: counted((analysis) => !analysis.exact),
      // Exact values are final; estimates too once the solver has stopped short of them.
      final: counted((analysis, ply) => analysis.exact || (solverDone && ply < solvedFrom)),
      total: count,
    });
    /** Records an answer; an estimate never replaces an exact value. */
    const settle = (ply, analysis) => {
      if (review.analyses[ply]?.exact && !analysis.exact) return;
      review.analyses[ply] = analysis;
      report();
      refresh(review);
    };
    async function fromTheEnd() {
      for (let ply = count - 1; !stopped && ply >= 0; ply -= 1) {
        const analysis = await job('review-exact', ply, EXACT_WORKER);
        if (analysis === null) break;
        solvedFrom = ply;
        settle(ply, analysis);
      }
      solverDone = true;
      report();
    }
    /** Estimates plies `first`, `first + step`, … on the estimating worker `worker`. */
    async function fromTheStart(first, worker) {
      for (let ply = first; !stopped && ply < count; ply += estimators) {
        if (!review.analyses[ply]?.exact) settle(ply, await job('review-search', ply, worker));
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
        solverDone = true;
        solvedFrom = 0;
        report();
        refresh(review);
        return;
      }
      // With one worker, it estimates after it solves; with more, worker 0 solves and the rest estimate.
      const estimating = Array.from({ length: estimators }, (_, index) => fromTheStart(index, pool.size > 1 ? index + 1 : EXACT_WORKER));
      await Promise.all([fromTheEnd(), ...estimating]);
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
