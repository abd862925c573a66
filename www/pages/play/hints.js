// Hints: the strong player's value of each of the user's moves, as labels
// on the board's squares (the best tinted) and as a list whose buttons play
// the move. A value is the expected final disc margin for the user.
import { COLORS } from '../../ui/board-view.js';
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { t, tParts } from '../../ui/lang.js';
import { boardValue, signedValue } from '../../ui/words.js';


/** Where a hint's value comes from, in words with their glossary terms. */
function source(hint) {
  if (hint.exact) return term('exact');
  const plies = term('ply', t('plies'));
  if (hint.source === 'book') return tParts('{book}, searches {depth} {plies} deep', { book: term('opening book'), depth: hint.depth, plies });
  return tParts('{estimate}, {depth} {plies} ahead', { estimate: term('estimate'), depth: hint.depth, plies });
}

/** A value in discs for the list: a sign, and one decimal for estimates. */
const signed = (value, exact) => signedValue(value, exact || Number.isInteger(value) ? 0 : 1);

/** What the board lays over the position (for othelloBoard's `decorate`): the hints in place of the legal dots. */
export function hintsOnBoard(hintsOf) {
  return (state) => {
    const hints = hintsOf(state);
    if (!hints) return {};
    const best = Math.max(...hints.map((hint) => hint.value));
    return {
      // The values mark the legal squares: a dot would sit under the text.
      legal: [],
      labels: hints.map((hint) => ({ col: hint.col, row: hint.row, text: boardValue(hint.value) })),
      highlights: hints.filter((hint) => hint.value === best).map((hint) => ({ col: hint.col, row: hint.row, color: COLORS.best })),
    };
  };
}

/** The hints panel (shown while hints are on); `canvas` gets `data-hints`, the number of values on it. */
export function hintsPanel(game, { hintsOf, yours, canvas }) {
  const status = h('p', { id: 'play-hints-status', class: 'hint' });
  const list = h('ol', { id: 'play-hints-list', class: 'play-hints-list' });
  const panel = h('div', { class: 'panel', hidden: true }, h('h2', {}, t('Hints: the strong player’s value of each move')), status, list);

  game.subscribe((state) => {
    const hints = hintsOf(state);
    canvas.dataset.hints = hints ? String(hints.length) : '';
    panel.hidden = !state.settings.hints;
    if (panel.hidden) return;
    if (!hints) {
      status.textContent = state.snapshot.result ? t('The game is over.') : yours(state) ? t('The strong player is looking…') : t('Hints appear on your move.');
      list.replaceChildren();
      return;
    }
    status.textContent = t('Expected final disc margin for you after each move (exact when marked).');
    list.replaceChildren(
      ...hints.map((hint) =>
        h('li', {},
          h('button', { type: 'button', class: 'chip', title: t('Play {move}', { move: hint.name }), onClick: () => game.play(hint.name) }, hint.name),
          ' ',
          h('span', { class: 'play-hint-value' }, signed(hint.value, hint.exact)),
          ' ',
          h('span', { class: 'hint' }, '(', source(hint), ')'))),
    );
  });
  return panel;
}
