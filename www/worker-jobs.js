// The jobs a worker can run: name -> handler(args, progress) returning a
// value that can be posted (or a promise of one). A feature adds its job
// here; its handler converts arguments and forwards to the wasm engine.
import { perft } from '../pkg/boardlab.js';

export const JOBS = {
  /** Leaves `depth` plies below `board` (a board string); wasm time in seconds. */
  perft({ board, depth }, progress) {
    const started = performance.now();
    const leaves = perft(board, depth, progress);
    return { leaves, seconds: (performance.now() - started) / 1000 };
  },
};
