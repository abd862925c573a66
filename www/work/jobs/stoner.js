// The stoner jobs a worker runs: they convert arguments and forward to the
// wasm engine (src/web/stoner.rs), whose reports come back as they are;
// the check's `seconds` is its wasm time.
import { stonerCensusMerge, stonerCensusShare, stonerCheck, stonerTurn } from '../../../pkg/boardlab.js';
import { text } from './text.js';

export const STONER_JOBS = {
  /** Share `index` of `of` of the census (lines and proof games, as data). */
  'stoner-census-share'({ depth, horizon, cutoff, index, of }, progress) {
    return stonerCensusShare(depth, horizon, cutoff, index, of, progress);
  },
  /** The census report from all its shares' parts (its `seconds` is the caller's to fill). */
  'stoner-census-merge'({ depth, horizon, cutoff, parts }) {
    return stonerCensusMerge(depth, horizon, cutoff, parts);
  },
  /** Every stoner shape of the position after `moves` from `board` (or the start), explained. */
  'stoner-check'({ board, moves, horizon }) {
    const started = performance.now();
    const report = stonerCheck(text(board, 'board', { optional: true }), text(moves ?? '', 'moves'), horizon);
    return { ...report, seconds: (performance.now() - started) / 1000 };
  },
  /** Where a proof game stands after `line`: the attacker's answer, the defender to move, or its end. */
  'stoner-turn'({ board, shape, orientation, horizon, line }) {
    return stonerTurn(text(board, 'board'), text(shape, 'shape'), text(orientation, 'orientation'), horizon, text(line, 'line'));
  },
};
