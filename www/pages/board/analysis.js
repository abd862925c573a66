// The live analysis of the position shown (the board page's `analysis`
// setting): every legal move's value, the depth reached and the best
// lines, deepening in the search pool while the position stays on
// screen. It stops at once when the position changes, the analysis is
// turned off, the tab is hidden or something else needs the pool (a
// review under way), and starts again when it may. The state views read:
// `current` = { board, analysis, running, since, workers } (analysis: the
// engine's, src/analyze/report.rs; null until the first values arrive;
// workers: how many share its moves).
import { searchPool } from '../../work/search-pool.js';

/** Best lines the analysis shows. */
export const LINES = 3;

/** The analysis for `controller`; `paused()` says when the pool is needed elsewhere. */
export function createAnalysis(controller, { paused = () => false } = {}) {
  let current = { board: null, analysis: null, running: false, since: 0 };
  let handle = null;
  let finishedFor = null; // the board whose analysis ended by itself (its bound reached)
  let focused = null; // a board analysed even with the analysis off (a mistake chosen)
  const views = [];
  const notify = () => {
    for (const view of views) view(current);
  };

  function stop() {
    handle?.stop();
    handle = null;
    if (current.running) {
      current = { ...current, running: false };
      notify();
    }
  }

  function start(snapshot) {
    stop();
    const kept = current.board === snapshot.board ? current.analysis : null;
    current = { board: snapshot.board, analysis: kept, running: true, since: performance.now() };
    const made = searchPool().analyse({
      board: snapshot.board,
      size: snapshot.size,
      legal: snapshot.legal.length,
      lines: LINES,
    }, (analysis) => {
      if (handle !== made || analysis.board !== current.board) return;
      current = { ...current, analysis };
      notify();
    });
    handle = made;
    current = { ...current, workers: made.workers };
    notify();
    made.promise.then((analysis) => {
      if (handle !== made) return;
      handle = null;
      finishedFor = snapshot.board;
      current = { ...current, analysis: analysis ?? current.analysis, running: false };
      notify();
    }, (error) => {
      if (handle !== made) return;
      handle = null;
      current = { ...current, running: false };
      notify();
      controller.fail(error.message);
    });
  }

  /** Starts, keeps or stops the analysis to match what is shown. */
  function sync() {
    const state = controller.state;
    const wanted = !!state && shows(state) && !document.hidden && !paused() && !state.snapshot.result;
    if (!wanted) {
      stop();
      if (state && current.board !== null && current.board !== state.snapshot.board) {
        current = { board: null, analysis: null, running: false, since: 0 };
        notify();
      }
      return;
    }
    const { snapshot } = state;
    if (current.board === snapshot.board && (handle || finishedFor === snapshot.board)) return;
    finishedFor = null;
    start(snapshot);
  }

  /** Whether the analysis is wanted for `state`: turned on, or its position chosen. */
  const shows = (state) => !!state.settings.analysis || state.snapshot.board === focused;

  controller.subscribe(sync);
  document.addEventListener('visibilitychange', sync);

  return {
    get current() {
      return current;
    },
    /** Views hear every change of `current`. */
    subscribe(view) {
      views.push(view);
    },
    /** Checks again whether the analysis may run (the pool was needed elsewhere). */
    sync,
    /** Whether the analysis is shown for `state` (on, or its position focused). */
    shows,
    /** Analyses the position `board` while it is shown, even with the analysis off (a mistake's). */
    focus(board) {
      focused = board;
      sync();
    },
  };
}
