// The values panel: the position's value with best play and every allowed
// move's value for the side to move, moves of equal value grouped, best
// first; each move is a button that plays it.
import { GOBBLET_NAMES } from '../../game/rules.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';

/** A value for the side that moves, in words. */
function valueWords({ value, distance }) {
  if (value === 'win') return t('wins in {distance}', { distance });
  if (value === 'loss') return t('loses in {distance}', { distance });
  return t('draw');
}

const order = (entry) => (entry.value === 'win' ? 1000 - entry.distance : entry.value === 'loss' ? -1000 + entry.distance : 0);

export function valuesPanel(game, { analysisOf }) {
  const positionValue = h('p', { id: 'gobblet-position-value', class: 'gobblet-position-value' });
  const moveValues = h('div', { id: 'gobblet-move-values', class: 'gobblet-move-values' });
  const panel = h('div', { class: 'panel near-board', id: 'gobblet-values-panel', hidden: true }, h('h2', {}, t('Values of the allowed moves')), positionValue, moveValues);

  game.subscribe((state) => {
    panel.hidden = !state.settings.values;
    if (panel.hidden) return;
    const { snapshot } = state;
    const analysis = analysisOf(state);
    if (!snapshot.to_move || !analysis) {
      positionValue.textContent = snapshot.to_move ? t('Computing…') : t('The game is over.');
      moveValues.replaceChildren();
      return;
    }
    const mover = GOBBLET_NAMES[snapshot.to_move];
    positionValue.textContent = t('{side} to move {value} with best play.', { side: mover, value: valueWords(analysis.value) });
    positionValue.dataset.value = analysis.value.value;
    positionValue.dataset.distance = String(analysis.value.distance ?? '');
    const groups = new Map();
    for (const entry of [...analysis.moves].sort((a, b) => order(b) - order(a))) {
      const label = entry.repeats ? t('draw (repeats a position)') : valueWords(entry);
      if (!groups.has(label)) groups.set(label, { tone: entry.repeats ? 'draw' : entry.value, entries: [] });
      groups.get(label).entries.push(entry);
    }
    moveValues.replaceChildren(
      ...[...groups].map(([label, { tone, entries }]) =>
        h('div', { class: `gobblet-value-row tone-${tone}` },
          h('span', { class: 'gobblet-value-label' }, t('{side} {value}', { side: mover, value: label })),
          h('span', { class: 'chips' },
            entries.map((entry) =>
              h('button', {
                type: 'button',
                class: 'chip',
                dataset: { move: entry.name, value: entry.value, distance: String(entry.distance ?? '') },
                disabled: !game.mayPlay(),
                title: t('Play {move}', { move: entry.name }),
                onClick: () => game.play(entry.name),
              }, entry.name))))),
    );
  });
  return panel;
}
