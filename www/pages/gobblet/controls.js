// Whose turn it is, who plays (two people, or one against the perfect
// player), the values switch and a new game.
import { GOBBLET_NAMES } from '../../game/rules.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';

/** "Orange to move (you)", with a swatch of the colour. */
export function turnLine(game, { computerOf }) {
  const swatch = h('span', { class: 'gobblet-swatch', 'aria-hidden': 'true' });
  const text = h('span', {});
  game.subscribe((state) => {
    const { snapshot } = state;
    const computer = computerOf(state);
    swatch.dataset.player = String(snapshot.to_move ?? snapshot.result?.winner ?? '');
    const side = GOBBLET_NAMES[snapshot.to_move];
    text.textContent = !snapshot.to_move ? t('Game over')
      : !computer ? t('{side} to move', { side })
        : snapshot.to_move === computer ? t('{side} to move (the perfect player)', { side }) : t('{side} to move (you)', { side });
  });
  return h('p', { id: 'gobblet-turn', class: 'turn' }, swatch, text);
}

/** `modes`: who plays; `actions`: the values switch and New game. */
export function modeControls(game) {
  const modes = [
    ['', t('Two players')],
    ['2', t('I play Orange')],
    ['1', t('I play Blue')],
  ].map(([computer, label]) =>
    h('button', { type: 'button', id: `gobblet-mode-${computer || 'none'}`, dataset: { computer }, onClick: () => game.set({ computer: computer || null }) }, label));
  const values = h('button', { id: 'gobblet-values', type: 'button', 'aria-pressed': 'false', onClick: () => game.set({ values: !game.state.settings.values }) }, t('Show values'));
  const newGame = h('button', { id: 'gobblet-new', type: 'button', onClick: () => game.open({ moves: undefined }) }, t('New game'));
  game.subscribe(({ settings }) => {
    for (const button of modes) button.setAttribute('aria-pressed', String(button.dataset.computer === (settings.computer ?? '')));
    values.setAttribute('aria-pressed', String(settings.values));
    values.textContent = settings.values ? t('Hide values') : t('Show values');
  });
  return {
    modes: h('div', { class: 'segmented gobblet-modes', role: 'group', 'aria-label': t('Who plays') }, modes),
    actions: h('div', { class: 'row' }, values, newGame),
  };
}
