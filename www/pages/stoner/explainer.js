// What a stoner is: the idea in words, the three shapes drawn on small
// boards from the engine's patterns, and the blog post's example to open.
import { BoardView, spotOf } from '../../ui/board-view.js';
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { t, tParts } from '../../ui/lang.js';
import { NO_LINE, SHAPES } from './settings.js';

const SEED_LINE = 'e6d6c6d7c8b6c7f7f6e8f8g8b7';

/** The shape's squares as BoardView data: defender black, attacker white. */
function shapeView(drawing) {
  const discs = Array(64).fill('-');
  const put = (square, letter) => {
    const { col, row } = spotOf(square);
    discs[row * 8 + col] = letter;
  };
  for (const square of drawing.defender) put(square, 'X');
  for (const square of drawing.attacker) put(square, 'O');
  return {
    size: 8,
    discs: discs.join(''),
    highlights: [
      ...drawing.empty.map((square) => ({ ...spotOf(square), color: 'rgba(255, 255, 255, 0.28)' })),
      ...drawing.defender_somewhere.map((square) => ({ ...spotOf(square), color: 'rgba(20, 20, 20, 0.28)' })),
      { ...spotOf(drawing.trigger), color: 'rgba(228, 87, 46, 0.75)' },
    ],
    labels: [
      { ...spotOf(drawing.trigger), text: 'T' },
      { ...spotOf(drawing.near_corner), text: t('near') },
      { ...spotOf(drawing.far_corner), text: t('far') },
    ],
  };
}

function shapeWords(drawing) {
  const somewhere = drawing.defender_somewhere;
  const group = somewhere.length ? t(' and a black disc somewhere on {from}–{to}', { from: somewhere[0], to: somewhere.at(-1) }) : '';
  return t('{shape}: black (defender) on {defender}, white (attacker) on {attacker}{group}; empty {empty}; white springs the trap on {trigger}.', {
    shape: drawing.shape, defender: drawing.defender.join(' '), attacker: drawing.attacker.join(' '), group, empty: drawing.empty.join(' '), trigger: drawing.trigger,
  });
}

/**
 * The explainer (open unless the address names a line or a census: `fold(params)` decides once);
 * `showBoard()` brings the board into view once the example is opened from below it.
 */
export function explainer(game, { showBoard = () => {} } = {}) {
  const figures = SHAPES.map((drawing) => {
    const canvas = h('canvas', { class: 'stoner-shape-board', role: 'img', 'aria-label': shapeWords(drawing), id: `stoner-shape-${drawing.shape}` });
    new BoardView(canvas).set(shapeView(drawing));
    return h('figure', { class: 'stoner-shape' }, canvas, h('figcaption', {}, h('strong', {}, t('Shape {shape}', drawing)), t(': the trap springs on {trigger}', drawing)));
  });
  // At the stoner position itself (move 13), which the check beside the board is about: the board and
  // its check then show the same position, and the board comes into view (on a phone it is far above).
  const openSeed = () => {
    game.open({ size: undefined, board: undefined, moves: SEED_LINE, ...NO_LINE, at: '13', shape: 'S31', orientation: 'a8/b7/h8', ply: '13' });
    showBoard();
  };
  const panel = h('details', { class: 'panel stoner-explainer', id: 'stoner-explainer', open: true },
    h('summary', {}, h('h2', {}, t('What is a stoner?'))),
    h('p', {},
      tParts('A stoner is an edge trap. The defender (black here, to move) holds a run of the edge next to the far corner h8; the attacker (white) owns the {xSquare}' +
        ' b7, and black cannot take the near corner a8 yet, so its plan is to make a8 playable. White waits for the right ' +
        "moment and plays the trigger square T, next to black's run. Now black is stuck: if it takes a8, white takes h8 and turns the whole run " +
        'up to T; if it plays next to T to turn it back, the same move turns a white disc that guards a corner (b7 in the S4 shape) and hands ' +
        'that corner to white at once. Whatever black does, white gets a corner and the edge; the captions of each trap below say which moves do what.', { xSquare: term('X-square') })),
    h('div', { class: 'stoner-shapes' }, figures),
    h('p', { class: 'hint' },
      tParts('Each shape is drawn at corner a8 (its X-square b7, the far corner h8); turned or mirrored, it can sit at any of the 8 corner and side ' +
        'pairs, which the page writes as the three squares, such as a8/b7/h8. ' +
        'Tinted squares must be empty; dark-tinted squares: black needs a disc on one of them. A shape is only stoner-like; it is a successful stoner ' +
        'when the attacker can force a corner whatever the defender does within the {horizon} (14 {plies}), which the engine proves.', { horizon: term('horizon'), plies: term('ply', t('plies')) })),
    h('div', { class: 'row' }, h('button', { id: 'stoner-seed', type: 'button', onClick: openSeed }, t('Open the 13-move stoner of a Japanese blog post'))));
  let folded = false;
  return {
    panel,
    /** On the first address shown: a link to a line or a census opens on it, the explainer folded. */
    fold(params) {
      if (folded) return;
      folded = true;
      panel.open = !params.moves && !params.board && !params.census;
    },
  };
}
