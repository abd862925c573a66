// The Gobblet job for the worker: the perfect player (src/web/gobblet.rs)
// keeps what it proved between jobs, one per worker.
import { GobbletPlayer } from '../../../pkg/boardlab.js';
import { text } from './text.js';

let player = null;

const timed = (work) => {
  const started = performance.now();
  const value = work();
  return { ...value, seconds: (performance.now() - started) / 1000 };
};

export const GOBBLET_JOBS = {
  /** Gobblet Gobblers, exact: `analyse` values every allowed move after `ply`
   *  moves of `moves` and picks the best; `best` only picks it (faster);
   *  `first-moves` gives the first-move table. Each adds the wasm time in seconds. */
  gobblet({ action, moves, ply }) {
    player ??= new GobbletPlayer();
    if (action === 'first-moves') return timed(() => ({ groups: player.firstMoves() }));
    if (action === 'analyse') return timed(() => player.analyse(text(moves, 'moves'), ply));
    if (action === 'best') return timed(() => player.best(text(moves, 'moves'), ply));
    throw new Error(`there is no gobblet action named ${action}`);
  },
};
