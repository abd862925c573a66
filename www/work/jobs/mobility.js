// Mobility jobs for the worker: the record searchers and the reachability
// checker, forwarded to the engine (src/web/mobility.rs), whose reports
// are the CLI's and carry their own seconds. The engine reports progress
// every few milliseconds; it is posted at most every PROGRESS_MS, with the
// best found so far, so the page can show it live.
import { mobilityFreeSearch, mobilityReach, mobilityReachableSearch } from '../../../pkg/boardlab.js';
import { text } from './text.js';

const PROGRESS_MS = 100;
const NEWS_MS = 20;

/** The engine's progress callback for `post(done, total, best)`; its
 *  `improved(best)` posts sooner (an improvement is news, but the free
 *  searcher improves hundreds of times in its first second). */
function throttled(post) {
  let last = -Infinity;
  let [done, total, best, news] = [0, 0, null, false];
  const send = () => {
    last = performance.now();
    news = false;
    post(done, total, best);
  };
  const progress = (doneNow, totalNow) => {
    [done, total] = [doneNow, totalNow];
    const since = performance.now() - last;
    if (since >= PROGRESS_MS || (news && since >= NEWS_MS)) send();
  };
  progress.improved = (found) => {
    [best, news] = [found, true];
    if (performance.now() - last >= NEWS_MS) send();
  };
  return progress;
}

export const MOBILITY_JOBS = {
  /** Free placement (`kind` 'free', `seed`) or beam search from the start
   *  (`kind` 'reachable', `side`) for `seconds`, stopping at `stop_at` moves
   *  (0: never): the best found. */
  'mobility-search'({ kind, seconds, stop_at = 0, seed = 1, side = 'either' }, post) {
    const progress = throttled(post);
    if (kind === 'free') return mobilityFreeSearch(seed, seconds, stop_at, progress, progress.improved);
    if (kind === 'reachable') return mobilityReachableSearch(text(side, 'side'), seconds, stop_at, progress, progress.improved);
    throw new Error(`kind: '${kind}' is not a search (free or reachable)`);
  },
  /** Is `board` reachable from the start? At most `seconds` of search. */
  'mobility-reach'({ board, seconds }, post) {
    return mobilityReach(text(board, 'board'), seconds, throttled(post));
  },
};
