// The run's set-up: the two players (any name the engine reads; the usual
// ones offered), the number of games, the seed and the random opening plies. The fields show the
// set-up of the address; Run (or Enter) hands what they hold to `onRun`.
import { h } from '../../ui/dom.js';
import { fieldWriter } from '../../ui/field.js';
import { term } from '../../ui/glossary.js';
import { t, tParts } from '../../ui/lang.js';
import { playerLevel, playerTermWords } from '../../ui/players.js';

const PLAYERS = ['random', 'three-ply', 'strong:1', 'strong:2', 'strong:4', 'strong:6', 'strong'];

export function setupForm(game, { onRun }) {
  const playerInput = (id, label) =>
    h('input', { id, type: 'text', list: 'arena-players', spellcheck: 'false', autocomplete: 'off', 'aria-label': label });
  const inputs = {
    black: playerInput('arena-black', t('Black player')),
    white: playerInput('arena-white', t('White player')),
    games: h('input', { id: 'arena-games', type: 'number', min: '1', max: '1000000', 'aria-label': t('Number of games') }),
    seed: h('input', { id: 'arena-seed', type: 'text', inputmode: 'numeric', spellcheck: 'false', 'aria-label': t('Seed') }),
    openings: h('input', { id: 'arena-openings', type: 'number', min: '0', max: '60', 'aria-label': t('Random opening plies'), 'aria-describedby': 'arena-openings-hint' }),
  };
  const showSetup = fieldWriter(inputs);
  const fields = () => Object.fromEntries(Object.entries(inputs).map(([key, input]) => [key, input.value]));

  // Written when the address names another set-up, so a typo stays visible beside its message.
  game.subscribe(({ settings }) => showSetup(settings));

  const form = h('form', { class: 'arena-form', onSubmit: (event) => (event.preventDefault(), onRun(fields())) },
    h('label', { for: 'arena-black' }, t('Black')), inputs.black,
    h('label', { for: 'arena-white' }, t('White')), inputs.white,
    h('label', { for: 'arena-games' }, t('Games')), inputs.games,
    h('span', {}, term('seed', t('Seed'))), inputs.seed,
    h('label', { for: 'arena-openings' }, t('Random opening plies')), inputs.openings,
    h('p', { id: 'arena-openings-hint', class: 'hint arena-form-hint' },
      t('Each game first plays this many random moves, drawn from the seed, so that two players who always choose alike still meet in many positions (0: from the start).')),
    h('p', { id: 'arena-players-hint', class: 'hint arena-form-hint' },
      tParts('Players, as the fields take them: {random}, {threePly}, {strong}, strong:N (the strong player searching N plies ahead).',
        { random: playerTermWords('random'), threePly: playerTermWords('three-ply'), strong: playerTermWords('strong') })),
    h('datalist', { id: 'arena-players' }, PLAYERS.map((name) => h('option', { value: name, label: playerLevel(name) }))));
  return { form, fields };
}
