// The name of the opening a game follows, for a page that shows an 8x8
// game: the engine matches the game's positions against the catalogue of
// named openings (through the board's symmetries) and puts the longest
// name in the snapshot, in English and in the names Japanese players use
// (data/openings.txt); this only shows it. Hidden when there is none.
import { openingNameJa } from '../engine.js';
import { h } from './dom.js';
import { term } from './glossary.js';
import { LANG, t } from './lang.js';

/** An opening's name as the catalogue's English names it, in the language shown. */
export const openingLabel = (name) => (LANG === 'ja' ? openingNameJa(name) ?? name : name);

export function openingName(controller, { id = 'opening' } = {}) {
  const name = h('span', { class: 'opening-name' });
  const moves = h('span', { class: 'opening-moves' });
  const line = h('p', { id, class: 'opening', hidden: true }, term('opening', t('Opening')), t(': '), name, ' ', moves);
  controller.subscribe(({ snapshot }) => {
    const opening = snapshot.opening;
    line.hidden = !opening;
    if (!opening) return;
    const [main, other] = LANG === 'ja' ? [opening.name_ja, opening.other_names_ja] : [opening.name, opening.other_names];
    name.textContent = main + (other.length ? t(' (also {names})', { names: other.join(t(', ')) }) : '');
    // The game's own moves to the named position (the catalogue writes every
    // line from f5; a game opened with d3, c4 or e6 follows it turned, and a
    // line may be reached in another order): as many as the line has.
    const played = snapshot.transcript.slice(0, opening.moves.length / 2).map((move) => move.name).join('');
    moves.textContent = played;
    moves.title = played === opening.moves ? '' : t('written {moves} from f5', { moves: opening.moves });
    line.dataset.opening = opening.name;
  });
  return line;
}
