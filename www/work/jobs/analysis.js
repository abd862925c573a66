// The analysis job of the search pool's workers: a share of a position's
// moves valued by the engine (src/web/work/analysis.rs), each improvement
// posted as progress. The worker keeps one analyzer, with its tables, for
// the board size it last analysed, so the next position of a game reuses
// them. Where the page is cross-origin isolated, the pool hands each
// worker a flag in shared memory: the job runs while the flag holds its
// ticket, and the search stops within a few thousand nodes of a change,
// leaving the worker and its tables for the next position.
import { WebAnalyzer } from '../../../pkg/boardlab.js';
import { loadBook, sharedEightBook } from './book.js';
import { text } from './text.js';

let flags = null; // Int32Array over the pool's shared flags, or null
let slot = 0;
let ticket = 0; // the job running
const stopped = () => flags !== null && Atomics.load(flags, slot) !== ticket;

let current = null; // { size, made: Promise<WebAnalyzer> }

/** The analyzer for `size` boards, with the size's book once it is in. */
function analyzerFor(size) {
  if (current?.size !== size) {
    current?.made.then((old) => old.free());
    const analyzer = new WebAnalyzer(stopped);
    const books = {
      6: () => loadBook(analyzer, 6),
      8: async () => {
        const book = await sharedEightBook();
        if (book) analyzer.useGamesBook(book);
      },
    };
    current = { size, made: (books[size]?.() ?? Promise.resolve()).then(() => analyzer) };
  }
  return current.made;
}

export const ANALYSIS_JOBS = {
  /** Joins the pool: `flags` (a SharedArrayBuffer of Int32 flags, or null) and this worker's `slot` in it. */
  'search-pool-join'({ flags: buffer, slot: index }) {
    flags = buffer ? new Int32Array(buffer) : null;
    slot = index;
    return true;
  },
  /**
   * The analysis of `board` (a board string of a `size` board): share
   * `share` of `shares` of its moves (the engine deals them; null: every
   * legal move), `lines` best lines, at most
   * `depth` plies and `nodes` nodes, exact from `exact` empty squares (null:
   * the engine's own); progress `(0, 0, analysis)` after each improvement.
   * `ticket` is the flag's value while the job may run.
   */
  async analyse({ board, size, share = null, shares = null, lines = 3, depth = null, nodes = null, exact = null, ticket: given = 0 }, progress) {
    const analyzer = await analyzerFor(size);
    ticket = given;
    if (stopped()) return null;
    return analyzer.analyse(text(board, 'board'), share ?? undefined, shares ?? undefined, lines, depth ?? undefined, nodes ?? undefined, exact ?? undefined, (analysis) => progress(0, 0, analysis));
  },
};
