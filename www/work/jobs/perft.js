// The perft job for the worker: leaf counts, forwarded to the engine.
import { perft } from '../../../pkg/boardlab.js';
import { text } from './text.js';

/** The least time between two progress messages of a count. */
const PROGRESS_MS = 50;

export const PERFT_JOBS = {
  /** Leaves `depth` plies below `board` (a board string); wasm time in seconds. */
  perft({ board, depth }, progress) {
    const started = performance.now();
    // The count reports each of its (often over a thousand) subtrees: a
    // message every PROGRESS_MS moves the bar as well, for a fraction of
    // the messages' cost (perft 11 posted 1,397 in a tenth of a second).
    let posted = -Infinity;
    const report = (done, total) => {
      const now = performance.now();
      if (done < total && now - posted < PROGRESS_MS) return;
      posted = now;
      progress(done, total);
    };
    const leaves = perft(text(board, 'board'), depth, report);
    return { leaves, seconds: (performance.now() - started) / 1000 };
  },
};
