// An Othello game's board on a canvas, drawn from the controller's state:
// discs, the legal moves the user may play, the last move, and whatever a
// page lays over them (values, tints, marks). A click on a legal square
// plays it. The canvas carries the interface's hooks: id `board`,
// `data-position`, `data-ply` and an aria-label with the position in words.
import { markBoard } from './board-hooks.js';
import { BoardView } from './board-view.js';
import { h } from './dom.js';

/**
 * The canvas for `controller`. `decorate(state)` may return
 * { labels, highlights, legal, words }: labels and tints for BoardView, the
 * squares to dot instead of the legal moves, and words added to the label.
 * `play(name)` plays a clicked legal square (the controller's play, unless
 * the page changes settings with the move).
 */
export function othelloBoard(controller, { decorate = () => ({}), play = (name) => controller.play(name) } = {}) {
  const canvas = h('canvas', { id: 'board', role: 'img', 'aria-label': 'Othello board' });
  const view = new BoardView(canvas, {
    onSquare: ({ col, row }) => {
      const spot = controller.state?.snapshot.legal.find((legal) => legal.col === col && legal.row === row);
      if (spot && controller.mayPlay()) play(spot.name);
    },
  });
  controller.subscribe((state) => {
    const { snapshot } = state;
    const extra = decorate(state);
    view.set({
      size: snapshot.size,
      discs: snapshot.discs,
      legal: extra.legal ?? (controller.mayPlay() ? snapshot.legal : []),
      last: snapshot.last,
      labels: extra.labels ?? [],
      highlights: extra.highlights ?? [],
    });
    markBoard(canvas, snapshot, extra.words);
  });
  return canvas;
}
