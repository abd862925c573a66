// Gobblet Gobblers' rules in a few lines, with a picture drawn by the
// shared renderer from plain data: blue's medium piece gobbling orange's
// small one, and orange one move from a line.
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { GobbletView } from '../../ui/gobblet-view.js';
import { t, tParts } from '../../ui/lang.js';

/** The picture's plain data (the home page's card shows it too). */
export const GOBBLET_EXAMPLE = {
  stacks: [
    [{ size: 'S', player: 1 }, { size: 'M', player: 2 }], [], [{ size: 'M', player: 1 }],
    [], [{ size: 'L', player: 1 }], [],
    [{ size: 'L', player: 2 }], [], [],
  ],
  reserves: [[1, 1, 1], [2, 1, 1]],
  toMove: 1,
  names: { 1: t('Orange'), 2: t('Blue') },
  targets: [],
  labels: [],
  line: [],
};

/** The rules panel, folded (details/summary) so the board stays on a phone's first screen. */
export function rulesPanel() {
  const canvas = h('canvas', {
    class: 'gobblet-rules-picture',
    role: 'img',
    'aria-label': t('Orange has pieces on c1 and b2; blue’s medium piece covers orange’s small one on a1; blue has a large piece on a3.'),
  });
  new GobbletView(canvas).set(GOBBLET_EXAMPLE);
  return h('details', { class: 'panel gobblet-rules', id: 'gobblet-rules' },
    h('summary', {}, h('h2', {}, t('How to play'))),
    h('ul', {},
      h('li', {}, t('Two players, orange and blue, each have six pieces: two small, two medium and two large.')),
      h('li', {}, t('On your turn, put a piece from your reserve on the 3x3 board, or move one of your pieces that is on top.')),
      h('li', {}, tParts('A bigger piece may go on top of a smaller one, yours or the other player’s: it {gobbles} it. Only the top piece counts.', { gobbles: term('gobble', t('gobbles')) })),
      h('li', {}, t('Three of your pieces on top in a row, column or diagonal win. Lifting a piece can uncover a line for the other player.'))),
    canvas);
}
