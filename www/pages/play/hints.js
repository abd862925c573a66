// Hints: the strong player's value of each of the user's moves, as labels
// on the board's squares (the best tinted) and as a list whose buttons play
// the move. A value is the expected final disc margin for the user.
import { COLORS } from '../../ui/board-colors.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { boardValue, sourceWords } from '../../ui/words.js';

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
          // The board's label, the same rounding: the list never says −1.7 where the board says −2.
          h('span', { class: 'play-hint-value' }, boardValue(hint.value)),
          ' ',
          h('span', { class: 'hint play-hint-source' }, '(', sourceWords(hint), ')'))),
    );
  });
  return panel;
}
