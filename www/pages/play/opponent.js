// Who the user plays against: the computer player (any name the engine
// reads; the usual ones listed), the user's colour, and the seed of the
// computer's random choices.
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { t, tParts } from '../../ui/lang.js';
import { playerLevel } from '../../ui/players.js';

// The usual players, weakest first, each with its level in words.
const AI_CHOICES = ['random', 'three-ply', 'strong:1', 'strong:2', 'strong:4', 'strong:6', 'strong'].map((spec) => [spec, playerLevel(spec)]);
const SIDES = [['black', t('Black')], ['white', t('White')]];

export function opponentPanel(game) {
  const select = h('select', { id: 'play-ai', 'aria-label': t('Computer player'), onChange: () => game.set({ ai: select.value }) });
  const sides = SIDES.map(([side, label]) =>
    h('button', { type: 'button', id: `play-you-${side}`, dataset: { side }, onClick: () => game.set({ you: side }) }, label));
  const seed = h('p', { id: 'play-seed', class: 'hint' });

  game.subscribe(({ settings }) => {
    // A name the list does not have (strong:3) joins it while it is chosen.
    const choices = AI_CHOICES.some(([name]) => name === settings.ai) ? AI_CHOICES : [...AI_CHOICES, [settings.ai, playerLevel(settings.ai)]];
    const names = choices.map(([name]) => name).join();
    if (select.dataset.choices !== names) {
      select.replaceChildren(...choices.map(([name, label]) => h('option', { value: name }, label)));
      select.dataset.choices = names;
    }
    select.value = settings.ai;
    for (const button of sides) button.setAttribute('aria-pressed', String(button.dataset.side === settings.you));
    seed.replaceChildren(...tParts('{term} {seed}: the computer’s random choices (ties, random moves) follow from it and the moves.', { term: term('seed', t('Seed')), seed: settings.seed ?? '…' }));
  });

  return h('div', { class: 'panel' },
    h('h2', {}, t('Opponent')),
    h('div', { class: 'row play-setting' }, h('label', { for: 'play-ai', class: 'label' }, t('Computer')), select),
    h('div', { class: 'row play-setting' }, h('span', { class: 'label' }, t('You play')),
      h('div', { class: 'segmented', role: 'group', 'aria-label': t('Your colour') }, sides)),
    seed);
}
