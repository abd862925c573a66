// The perft job for the worker: leaf counts, forwarded to the engine.
import { perft } from '../../../pkg/boardlab.js';
import { text } from './text.js';

export const PERFT_JOBS = {
  /** Leaves `depth` plies below `board` (a board string); wasm time in seconds. */
  perft({ board, depth }, progress) {
    const started = performance.now();
    const leaves = perft(text(board, 'board'), depth, progress);
    return { leaves, seconds: (performance.now() - started) / 1000 };
  },
};
