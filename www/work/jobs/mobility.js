// Mobility jobs for the worker: the record searchers and the reachability
// checker, forwarded to the wasm engine. Progress posts at most every
// PROGRESS_MS with the best found so far, so the page can show it live.
import { mobilityFreeSearch, mobilityReach, mobilityReachableSearch } from '../../../pkg/boardlab.js';

const PROGRESS_MS = 100;
const NEWS_MS = 20;

/** A progress callback that posts at most every PROGRESS_MS, carrying
 *  `best()`; its `news()` posts sooner (an improvement is news, but the
 *  free searcher improves hundreds of times in its first second). */
function throttled(progress, best) {
  let last = -Infinity;
  let done = 0;
  let total = 0;
  let pending = false;
  const post = () => {
    last = performance.now();
    pending = false;
    progress(done, total, best());
  };
  const report = (doneNow, totalNow) => {
    done = doneNow;
    total = totalNow;
    const since = performance.now() - last;
    if (since >= PROGRESS_MS || (pending && since >= NEWS_MS)) post();
  };
  report.news = () => {
    pending = true;
    if (performance.now() - last >= NEWS_MS) post();
  };
  return report;
}

export const MOBILITY_JOBS = {
  /** Free placement (`kind` 'free', `seed`) or beam search from the start
   *  (`kind` 'reachable', `side`) for `seconds`, stopping at `stopAt` moves
   *  (0: never); returns the best found and the wasm time in seconds. */
  mobilitySearch({ kind, seconds, stopAt = 0, seed = 1, side = 'either' }, progress) {
    let best = null;
    const report = throttled(progress, () => best);
    const improved = (found) => {
      best = found;
      report.news();
    };
    const started = performance.now();
    let result;
    if (kind === 'free') result = mobilityFreeSearch(seed, seconds, stopAt, report, improved);
    else if (kind === 'reachable') result = mobilityReachableSearch(side, seconds, stopAt, report, improved);
    else throw new Error(`there is no mobility search named ${kind}`);
    return { ...result, seconds: (performance.now() - started) / 1000 };
  },
  /** Is `board` reachable from the start? At most `seconds` of search. */
  mobilityReach({ board, seconds }, progress) {
    const started = performance.now();
    const verdict = mobilityReach(board, seconds, throttled(progress, () => null));
    return { ...verdict, seconds: (performance.now() - started) / 1000 };
  },
};
