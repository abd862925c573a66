// The board editor: a press paints (or cycles) one square, a drag paints
// the squares it crosses with the state the first one got (one history
// entry per stroke); the paint, the side to move, the start, clear and
// fill, and a pasted board string. It edits the board string's 64 letters
// only: every count and every word about the position is the engine's.
import { markBoard } from '../../ui/board-hooks.js';
import { BoardView } from '../../ui/board-view.js';
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { t, tParts } from '../../ui/lang.js';
import { loadBox } from '../../ui/load-box.js';
import { START, partsOf, viewOf } from './position.js';

const EMPTY = '-';
const CYCLE = { '-': 'X', X: 'O', O: '-' };
// [paint, label, id suffix]
const PAINTS = [
  ['cycle', t('Cycle'), 'cycle'],
  [EMPTY, t('Empty'), 'empty'],
  ['X', t('Black'), 'black'],
  ['O', t('White'), 'white'],
];
const SIDES = [
  ['X', t('Black'), 'black'],
  ['O', t('White'), 'white'],
];

/** The canvas (#board) of the position being edited. */
export function editorBoard(position, { paintOf }) {
  const canvas = h('canvas', { id: 'board', class: 'mobility-board', role: 'img', 'aria-label': t('Mobility editor') });
  const view = new BoardView(canvas);
  let stroke = null; // { state, last }: the square state a drag paints, the last square painted

  const indexAt = (event) => {
    const square = view.squareAt(event);
    return square && square.row * 8 + square.col;
  };
  const paintSquare = (index, state, options) => {
    const { squares, side } = partsOf(position.state.report.board);
    const letters = [...squares];
    letters[index] = state;
    position.edit(`${letters.join('')} ${side}`, options);
  };

  canvas.addEventListener('pointerdown', (event) => {
    const index = indexAt(event);
    if (index === null || event.button !== 0) return;
    event.preventDefault();
    canvas.setPointerCapture?.(event.pointerId);
    const paint = paintOf();
    const state = paint === 'cycle' ? CYCLE[partsOf(position.state.report.board).squares[index]] : paint;
    stroke = { state, last: index };
    paintSquare(index, state);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!stroke || !(event.buttons & 1)) return;
    const index = indexAt(event);
    if (index === null || index === stroke.last) return;
    stroke.last = index;
    paintSquare(index, stroke.state, { replace: true });
  });
  const endStroke = () => {
    stroke = null;
  };
  canvas.addEventListener('pointerup', endStroke);
  canvas.addEventListener('pointercancel', endStroke);

  position.subscribe(({ report }) => {
    view.set(viewOf(report));
    markBoard(canvas, { ...report, ply: 0 }, t(' Click or drag on a square to paint it.'));
  });
  return canvas;
}

/** The tools under the board (paint, side to move, start/clear/fill, paste) and the note on what the board does. */
export function editorTools(position) {
  let paint = 'cycle';
  const paintButtons = PAINTS.map(([value, label, name]) =>
    h('button', { type: 'button', id: `paint-${name}`, dataset: { paint: value }, onClick: () => setPaint(value) }, label));
  const sideButtons = SIDES.map(([side, label, name]) =>
    h('button', { type: 'button', id: `to-move-${name}`, dataset: { side: name }, onClick: () => setSide(side) }, label));

  const edited = (letterOf) => {
    const { squares, side } = partsOf(position.state.report.board);
    position.edit(`${[...squares].map(letterOf).join('')} ${side}`);
  };
  const setSide = (side) => position.edit(`${partsOf(position.state.report.board).squares} ${side}`);
  const fill = () => {
    const colour = paint === 'O' ? 'O' : 'X';
    edited((letter) => (letter === EMPTY ? colour : letter));
  };
  function setPaint(value) {
    paint = value;
    for (const button of paintButtons) button.setAttribute('aria-pressed', String(button.dataset.paint === paint));
  }
  setPaint(paint);

  const { form: pasteForm, input: pasteInput } = loadBox({
    prefix: 'mobility-',
    placeholder: t('a board string: 64 squares of X O - and the side to move'),
    label: t('Board string'),
    onLoad: (text) => {
      if (position.load(text)) pasteInput.value = '';
    },
  });

  position.subscribe(({ report }) => {
    for (const button of sideButtons) button.setAttribute('aria-pressed', String(button.dataset.side === report.to_move));
  });

  const tools = h('div', { class: 'mobility-tools' },
    h('div', { class: 'row' }, h('span', { class: 'label' }, t('Paint')),
      h('div', { class: 'segmented', role: 'group', 'aria-label': t('Paint') }, paintButtons)),
    h('div', { class: 'row' }, h('span', { class: 'label' }, t('To move')),
      h('div', { class: 'segmented', role: 'group', 'aria-label': t('Side to move') }, sideButtons)),
    h('div', { class: 'row' },
      h('button', { type: 'button', id: 'edit-start', onClick: () => position.edit(START) }, t('Start position')),
      h('button', { type: 'button', id: 'edit-clear', onClick: () => edited(() => EMPTY) }, t('Clear')),
      h('button', {
        type: 'button',
        id: 'edit-fill',
        title: t('Fill every empty square with the paint colour (black when cycling)'),
        onClick: fill,
      }, t('Fill empties'))),
    pasteForm);
  // What a tap does and what the blue squares are: under the board (on a phone, after the counts: base.css orders it).
  const note = h('p', { id: 'mobility-editor-note', class: 'hint' },
    tParts('The board is an {editor}: a tap or a drag paints squares with the paint chosen below; it plays no move. ', { editor: term('editor') }),
    t('Blue squares: the legal moves of the side to move.'));
  return { tools, note, paintOf: () => paint };
}
