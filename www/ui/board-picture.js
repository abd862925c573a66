// A picture of an Othello position as the board shows it (discs and the
// last move), drawn by the same renderer on a canvas of its own: for Save.
import { BoardView } from './board-view.js';
import { h } from './dom.js';
import { t } from './lang.js';

/** A PNG Blob of `snapshot`'s position, `width` CSS pixels wide (at the screen's pixel ratio). */
export function boardPicture(snapshot, { coordinates = true, width = 480 } = {}) {
  const canvas = h('canvas');
  const view = new BoardView(canvas, { width });
  view.set({ size: snapshot.size, discs: snapshot.discs, last: snapshot.last, coordinates });
  // A white ground under the board, so the coordinates read on any viewer.
  const context = canvas.getContext('2d');
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t('the browser could not make the picture')))), 'image/png'));
}

/** Puts a PNG on the clipboard; resolves to whether the browser allowed it. */
export async function copyPicture(blob) {
  try {
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    return true;
  } catch {
    return false;
  }
}
