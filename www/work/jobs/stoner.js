// The stoner jobs a worker runs: they convert arguments and forward to the
// wasm engine (src/web/stoner.rs). Each reports the wasm time in seconds.
import { stonerCensusMerge, stonerCensusShare, stonerCheck, stonerTurn } from '../../../pkg/boardlab.js';

const timed = (work) => {
  const started = performance.now();
  const value = work();
  return { value, seconds: (performance.now() - started) / 1000 };
};

export const STONER_JOBS = {
  /** Share `index` of `of` of the census (lines and proof games, as data). */
  'stoner-census-share'({ depth, horizon, cutoff, index, of }, progress) {
    return timed(() => stonerCensusShare(depth, horizon, cutoff, index, of, progress));
  },
  /** The census from all its shares' parts. */
  'stoner-census-merge'({ depth, horizon, cutoff, parts }) {
    return timed(() => stonerCensusMerge(depth, horizon, cutoff, parts));
  },
  /** Every stoner shape of the position after `moves` from `board` (or the start). */
  'stoner-check'({ board, moves, horizon }) {
    return timed(() => stonerCheck(board ?? null, moves ?? '', horizon));
  },
  /** Where a proof game stands after `line`: the attacker's answer, the defender to move, or its end. */
  'stoner-turn'({ board, shape, orientation, horizon, line }) {
    return timed(() => stonerTurn(board, shape, orientation, horizon, line));
  },
};
