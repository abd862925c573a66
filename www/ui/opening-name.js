// The name of the opening a game follows, for a page that shows an 8x8
// game: the engine matches the game's positions against the catalogue of
// named openings (through the board's symmetries) and puts the longest
// name in the snapshot; this only shows it. Hidden when there is none.
import { h } from './dom.js';
import { term } from './glossary.js';

export function openingName(controller, { id = 'opening' } = {}) {
  const name = h('span', { class: 'opening-name' });
  const moves = h('span', { class: 'opening-moves' });
  const line = h('p', { id, class: 'opening', hidden: true }, term('opening', 'Opening'), ': ', name, ' ', moves);
  controller.subscribe(({ snapshot }) => {
    const opening = snapshot.opening;
    line.hidden = !opening;
    if (!opening) return;
    const others = opening.other_names.length ? ` (also ${opening.other_names.join(', ')})` : '';
    name.textContent = opening.name + others;
    moves.textContent = opening.moves;
    line.dataset.opening = opening.name;
  });
  return line;
}
