// The seed's three 4x4 lines: a button opens each at its first valued step
// with the values on, and the values panel sets the numbers the seed
// prints beside the exact ones (www/data/seed-4x4-lines.js).
import { SEED_LINES } from '../../data/seed-4x4-lines.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { SOURCES } from '../../ui/sources.js';

/** The seed line the game shown is, if it is one (4x4 from the standard start). */
export const seedLineOf = (snapshot) =>
  (snapshot.size === 4 && snapshot.start === null ? SEED_LINES.find((line) => line.moves === snapshot.moves) : null) ?? null;

export function seedLinesPanel(game) {
  const buttons = SEED_LINES.map((line) =>
    h('button', {
      id: `small-line-${line.id}`,
      type: 'button',
      onClick: () => game.open({ moves: line.moves, ply: Object.keys(line.printed)[0], values: '1' }, { keepSettings: false }),
    }, t(line.name)));
  game.subscribe(({ snapshot }) => {
    const shown = seedLineOf(snapshot);
    for (const [index, button] of buttons.entries()) button.setAttribute('aria-pressed', String(shown === SEED_LINES[index]));
  });
  return h('div', { class: 'panel small-lines-panel' }, h('h2', {}, t('Best lines from Tsuda’s 4x4 article (2010)')),
    h('div', { class: 'row small-lines' }, buttons),
    h('p', { class: 'hint' },
      t('Best play for both sides once the opening is chosen, as {source} draws it, with every move’s exact value (counting discs only) on every step. ', { source: SOURCES.small }) +
      t('Where the article prints a different number, the exact value is shown with the article’s beside it.')));
}
