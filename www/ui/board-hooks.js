// The interface's hooks on a game's canvas (shared/spec/interfaces.md):
// `data-position` (the position's board string), `data-ply`, and an
// aria-label with the position in words, as the engine words it (translated by pattern).
import { engineText } from './lang.js';

/** Sets the hooks on `canvas` from a snapshot; `words` are added to the label. */
export function markBoard(canvas, snapshot, words = '') {
  canvas.dataset.position = snapshot.board;
  canvas.dataset.ply = String(snapshot.ply);
  canvas.setAttribute('aria-label', engineText(snapshot.description) + words);
}
