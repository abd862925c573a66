// The jobs a worker can run: name -> handler(args, progress) returning a
// value that can be posted (or a promise of one). A feature adds its job
// here; its handler converts arguments and forwards to the wasm engine.
import { GobbletPlayer, perft } from '../pkg/boardlab.js';
import { PLAYER_JOBS } from './jobs/players.js';
import { STONER_JOBS } from './jobs/stoner.js';
import { MOBILITY_JOBS } from './jobs/mobility.js';
import { SOLVE_JOBS } from './jobs/solve.js';

// The Gobblet player keeps its proofs between jobs (one per worker).
let gobbletPlayer = null;

export const JOBS = {
  ...PLAYER_JOBS,
  ...STONER_JOBS,
  ...MOBILITY_JOBS,
  ...SOLVE_JOBS,
  /** Leaves `depth` plies below `board` (a board string); wasm time in seconds. */
  perft({ board, depth }, progress) {
    const started = performance.now();
    const leaves = perft(board, depth, progress);
    return { leaves, seconds: (performance.now() - started) / 1000 };
  },
  /** Gobblet Gobblers, exact: `analyse` values every allowed move after `ply`
   *  moves of `moves` and picks the best; `best` only picks it (faster);
   *  `first-moves` gives the first-move table. Both report the wasm time in seconds. */
  gobblet({ action, moves, ply }) {
    gobbletPlayer ??= new GobbletPlayer();
    const started = performance.now();
    if (action === 'first-moves') {
      const groups = gobbletPlayer.firstMoves();
      return { groups, seconds: (performance.now() - started) / 1000 };
    }
    if (action !== 'analyse' && action !== 'best') throw new Error(`there is no gobblet action named ${action}`);
    const result = action === 'best' ? gobbletPlayer.best(moves, ply) : gobbletPlayer.analyse(moves, ply);
    return { ...result, seconds: (performance.now() - started) / 1000 };
  },
};
