// The perft job for the worker: leaf counts, forwarded to the engine.
import { perft } from '../../../pkg/boardlab.js';
import { text } from './text.js';
import { throttled } from './throttled.js';

/** The least time between two progress messages of a count. */
const PROGRESS_MS = 50;

export const PERFT_JOBS = {
  /** Leaves `depth` plies below `board` (a board string); wasm time in seconds. */
  perft({ board, depth }, progress) {
    const started = performance.now();
    // perft 11 reports 1,397 subtrees in a tenth of a second.
    const leaves = perft(text(board, 'board'), depth, throttled(progress, PROGRESS_MS));
    return { leaves, seconds: (performance.now() - started) / 1000 };
  },
};
