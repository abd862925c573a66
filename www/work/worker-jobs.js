// The jobs a worker can run: name -> handler(args, progress) returning a
// value that can be posted (or a promise of one). A feature adds its job
// module under jobs/ and its table here; handlers convert arguments and
// forward to the wasm engine.
import { ANALYSIS_JOBS } from './jobs/analysis.js';
import { DB_JOBS } from './jobs/db.js';
import { GOBBLET_JOBS } from './jobs/gobblet.js';
import { MOBILITY_JOBS } from './jobs/mobility.js';
import { PERFT_JOBS } from './jobs/perft.js';
import { PLAYER_JOBS } from './jobs/players.js';
import { REVIEW_JOBS } from './jobs/review.js';
import { SOLVE_JOBS } from './jobs/solve.js';
import { STONER_JOBS } from './jobs/stoner.js';

export const JOBS = {
  ...ANALYSIS_JOBS,
  ...DB_JOBS,
  ...GOBBLET_JOBS,
  ...MOBILITY_JOBS,
  ...PERFT_JOBS,
  ...PLAYER_JOBS,
  ...REVIEW_JOBS,
  ...SOLVE_JOBS,
  ...STONER_JOBS,
};
