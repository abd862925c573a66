// An Othello game's board on a canvas, drawn from the controller's state:
// discs, the legal moves the user may play, the last move, and whatever a
// page lays over them (values, tints, marks). A click on a legal square
// plays it; so does Enter on the keyboard cursor. The canvas carries the
// interface's hooks: id `board`, `data-position`, `data-ply`, `data-labels`
// (the values written on squares, `d3 +2 c4 −1`, for tests and tools) and
// an aria-label with the position in words. Moves played and results are
// announced to screen readers.
import { announce } from './announce.js';
import { markBoard } from './board-hooks.js';
import { BoardView } from './board-view.js';
import { h } from './dom.js';
import { t } from './lang.js';
import { sideName } from './words.js';

const squareName = ({ col, row }) => `${String.fromCharCode(97 + col)}${row + 1}`;

/** What the cursor is on, in words: "e6, empty, a legal move". */
function cursorWords(snapshot, square) {
  const letter = snapshot.discs[square.row * snapshot.size + square.col];
  const what = letter === 'X' ? t('black disc') : letter === 'O' ? t('white disc') : t('empty');
  const legal = snapshot.legal.some((spot) => spot.col === square.col && spot.row === square.row);
  return t(legal ? '{square}, {what}, a legal move: press Enter to play' : '{square}, {what}', { square: squareName(square), what });
}

/** The sentence for a new position: the move that led to it, whose turn it is or the result. */
function moveWords(snapshot) {
  const move = snapshot.transcript[snapshot.ply - 1];
  const played = move
    ? t(move.pass_follows ? '{side} played {move}, and the other side must pass. ' : '{side} played {move}. ', { side: sideName(move.side, true), move: move.name })
    : '';
  const { result } = snapshot;
  const next = result
    ? t(result.winner ? 'Game over: {winner} wins, {black} to {white}.' : 'Game over: a draw, {black} to {white}.', { winner: result.winner && sideName(result.winner), black: snapshot.black, white: snapshot.white })
    : t('{side} to move.', { side: sideName(snapshot.to_move, true) });
  return played + next;
}

/**
 * The canvas for `controller`. `decorate(state)` may return
 * { labels, highlights, legal, words }: labels and tints for BoardView, the
 * squares to dot instead of the legal moves, and words added to the label.
 * `play(name)` plays a clicked legal square (the controller's play, unless
 * the page changes settings with the move).
 */
export function othelloBoard(controller, { decorate = () => ({}), play = (name) => controller.play(name) } = {}) {
  const canvas = h('canvas', { id: 'board', role: 'application', 'aria-roledescription': t('board'), 'aria-label': t('Othello board') });
  const view = new BoardView(canvas, {
    flippable: true,
    keyboard: true,
    onSquare: ({ col, row }) => {
      const spot = controller.state?.snapshot.legal.find((legal) => legal.col === col && legal.row === row);
      if (spot && controller.mayPlay()) play(spot.name);
    },
    onCursor: (square) => {
      canvas.dataset.cursor = squareName(square);
      if (controller.state) announce(cursorWords(controller.state.snapshot, square));
    },
  });
  let shown = null; // the position last drawn: a new one is announced
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
    canvas.dataset.labels = (extra.labels ?? []).map((label) => `${squareName(label)} ${label.text}`).join(' ');
    if (shown !== null && shown !== snapshot.board && !canvas.closest('[hidden]')) announce(moveWords(snapshot));
    shown = snapshot.board;
  });
  return canvas;
}
