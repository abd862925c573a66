// The exact values of the position shown: the values switch, the values
// panel (how the end is counted: the engine's raw or wof scoring; the
// position's value and every legal move's, best first, each a button that
// plays it, with the seed's printed numbers beside them on its lines) and
// the values on the board.
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { t } from '../../ui/lang.js';
import { seedLineOf } from './seed-lines.js';
import { SCORING_WORDS, scoringOf, sizeScoring } from './settings.js';
import { boardValue, plural, sideName } from '../../ui/words.js';
import { outcomeWords, signed } from './words.js';

const BEST_TINT = 'rgba(250, 204, 21, 0.5)';


/** The values switch. */
export function valueSwitches(game) {
  const values = h('button', { id: 'small-values', type: 'button', onClick: () => game.set({ values: !game.state.settings.values }) }, t('Show values'));
  game.subscribe((state) => {
    values.setAttribute('aria-pressed', String(state.settings.values));
    values.textContent = state.settings.values ? t('Hide values') : t('Show values');
  });
  return h('div', { class: 'row' }, values);
}

/** The scoring buttons: the empty squares left at the end not counted, or given to the winner. */
function scoringSwitch(game) {
  const scorings = ['raw', 'wof'].map((scoring) =>
    h('button', {
      id: `small-scoring-${scoring}`,
      type: 'button',
      dataset: { scoring },
      // The size's own scoring is left out of the address.
      onClick: () => game.set({ scoring: scoring === sizeScoring(game.state.snapshot.size) ? null : scoring }),
    }, SCORING_WORDS[scoring]));
  game.subscribe((state) => {
    for (const button of scorings) button.setAttribute('aria-pressed', String(button.dataset.scoring === scoringOf(state)));
  });
  return h('div', { class: 'row' }, h('span', { class: 'label' }, term('scoring', t('Count'))), h('div', { class: 'segmented', role: 'group', 'aria-label': t('Count') }, scorings));
}

/** The values shown on the board: `othelloBoard`'s `decorate`. */
export function boardValues(solver) {
  return (state) => {
    const { snapshot } = state;
    const answer = solver.answerOf(state);
    if (!state.settings.values || !answer || snapshot.result) return {};
    const spot = Object.fromEntries(snapshot.legal.map((legal) => [legal.name, legal]));
    const moves = Object.entries(answer.moves);
    return {
      legal: [],
      labels: moves.map(([square, value]) => ({ col: spot[square].col, row: spot[square].row, text: boardValue(value) })),
      highlights: answer.best.map((square) => ({ col: spot[square].col, row: spot[square].row, color: BEST_TINT })),
      words: t(' Exact values (counting {scoring}): {values}; best: {best}.', { scoring: SCORING_WORDS[scoringOf(state)], values: moves.map(([square, value]) => `${square} ${signed(value)}`).join(', '), best: answer.best.join(', ') }),
    };
  };
}

/** The panel (hidden while the values are off). */
export function valuesPanel(game, { solver }) {
  const positionValue = h('p', { id: 'small-position-value', class: 'small-position-value' });
  const moveValues = h('ol', { id: 'small-move-values', class: 'small-move-values' });
  const lineNote = h('p', { id: 'small-line-note', class: 'hint', hidden: true });
  const panel = h('div', { class: 'panel', id: 'small-values-panel', hidden: true },
    h('h2', {}, term('exact', t('Exact values'))), scoringSwitch(game), positionValue, moveValues, lineNote);

  game.subscribe((state) => {
    panel.hidden = !state.settings.values;
    lineNote.hidden = true;
    moveValues.replaceChildren();
    delete positionValue.dataset.value;
    if (panel.hidden) return;
    const { snapshot } = state;
    if (snapshot.result) {
      positionValue.textContent = t('The game is over.');
      return;
    }
    const answer = solver.answerOf(state);
    if (!answer) {
      positionValue.textContent = solver.unsolvedWords(state);
      return;
    }
    const mover = snapshot.to_move;
    positionValue.dataset.value = String(answer.value);
    positionValue.textContent = t('{side} to move: {value} with best play ({outcome}), counting {scoring}.', { side: sideName(mover, true), value: signed(answer.value), outcome: outcomeWords(answer.value, mover), scoring: SCORING_WORDS[answer.scoring] });
    const line = seedLineOf(snapshot);
    const printed = line && answer.scoring === 'raw' ? line.printed[snapshot.ply] : null;
    const played = snapshot.transcript[snapshot.ply]?.name;
    let differences = 0;
    moveValues.replaceChildren(
      ...Object.entries(answer.moves).map(([square, value]) => {
        const best = answer.best.includes(square);
        const seed = printed?.[square];
        const differs = seed !== undefined && seed !== value;
        if (differs) differences += 1;
        return h('li', { class: `small-move${best ? ' best' : ''}${differs ? ' differs' : ''}`, dataset: { square, value: String(value), best: String(best), ...(seed !== undefined ? { seed: String(seed) } : {}) } },
          h('button', { type: 'button', class: 'chip', disabled: !game.mayPlay(), title: t('Play {move}', { move: square }), onClick: () => game.play(square) }, square),
          h('span', { class: 'small-move-value' }, signed(value)),
          h('span', { class: 'hint' }, [
            best ? t('best') : t('loses {loss}', { loss: answer.value - value }),
            square === played ? t('played next') : '',
            seed === undefined ? '' : differs ? t('Tsuda’s article prints {value}', { value: signed(seed) }) : t('as Tsuda’s article prints'),
          ].filter(Boolean).join(' · ')));
      }),
    );
    if (!line) return;
    lineNote.hidden = false;
    const name = t(line.name);
    lineNote.textContent = !printed
      ? t(answer.scoring === 'raw' ? '{name} (in Tsuda’s article: {result}). The article draws no values for this position.'
        : '{name} (in Tsuda’s article: {result}). The article draws no values for this position counting {wof}; its values count {raw}.',
      { name, result: t(line.seedResult), wof: SCORING_WORDS.wof, raw: SCORING_WORDS.raw })
      : differences
        ? plural(differences, '{name}: the exact value differs from the number Tsuda’s article prints on {count} square (marked).',
          '{name}: the exact value differs from the number Tsuda’s article prints on {count} squares (marked).', { name })
        : t('{name}: every value Tsuda’s article prints here is exact.', { name });
  });
  return panel;
}
