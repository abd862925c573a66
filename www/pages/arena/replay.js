// The replay of a game of the run shown. Its game is not named by `moves`
// but by `game`: record N of the run the set-up names, so the replay has
// its own rules for the page's one controller, and gets from it what every
// game view has: the step controls and keys, the ply in the address
// (`game=N&ply=P`), a transcript and Copy link.
import { readSettings } from '../../game/address.js';
import { othello } from '../../engine.js';
import { boardPageLink } from '../../ui/board-link.js';
import { copyLinkControls } from '../../ui/copy-link.js';
import { h } from '../../ui/dom.js';
import { othelloBoard } from '../../ui/othello-board.js';
import { stepControls } from '../../ui/steps.js';
import { transcriptView } from '../../ui/transcript.js';
import { number } from '../../ui/words.js';
import { runKeyOf } from './runs.js';

/**
 * The rules of the replay: `settings` is the page's schema (the run's
 * set-up), `recordsOf(values)` the records of the finished run it names,
 * or null (not run yet). Without records the replay shows the start.
 */
export function replayRules({ settings, recordsOf }) {
  let shown = { number: 1, record: null, games: 0 };

  function named(params) {
    const { values, problems } = readSettings(params, settings);
    const records = values.run && !problems.length ? recordsOf(values) : null;
    const number = values.run && /^[1-9]\d*$/.test(params.game ?? '') ? Number(params.game) : 1;
    return { key: runKeyOf(values), records, number };
  }

  return {
    // The records' arrival changes the key: the game is loaded again.
    keyOf(params) {
      const { key, records, number } = named(params);
      return JSON.stringify([key, !!records, number]);
    },
    load(params) {
      const { records, number } = named(params);
      const record = records?.[number - 1] ?? null;
      shown = { number, record, games: records?.length ?? 0 };
      return othello.load('8', null, record?.moves ?? '');
    },
    addressOf: () => ({ game: shown.number > 1 ? String(shown.number) : undefined }),
    /** The game shown: its number, its record (null if there is none) and the run's number of games. */
    shown: () => shown,
  };
}

/** The replay panel: game number, summary, board, steps, transcript and links. */
export function replayPanel(game, { rules }) {
  const input = h('input', {
    id: 'arena-game',
    type: 'number',
    min: '1',
    value: '1',
    'aria-label': 'Game number',
    onChange: () => game.open({ game: input.value }),
  });
  const summary = h('p', { id: 'arena-game-summary', class: 'hint' });
  const [copyButton, copyStatus] = copyLinkControls({ prefix: 'arena-', what: 'game' });

  game.subscribe(() => {
    const { number, record, games } = rules.shown();
    input.value = String(number);
    input.max = String(games || 1);
    input.disabled = !games;
    summary.textContent = record
      ? `Game ${number}: black ${record.black} – ${record.white} white; corners ${record.black_corners} – ${record.white_corners}. Moves: ${record.moves}`
      : games ? `Choose a game from 1 to ${number(games)}.` : 'Run an arena to replay its games.';
  });

  return h('div', { class: 'panel', id: 'arena-replay-panel' },
    h('h2', {}, 'Replay a game of the run'),
    h('div', { class: 'row arena-game-row' },
      h('label', { for: 'arena-game' }, 'Game'), input,
      boardPageLink(game, { id: 'arena-board-link', text: 'Open on the board page' })),
    summary,
    h('div', { class: 'board-frame' }, othelloBoard(game)),
    stepControls(game, { prefix: 'arena-' }),
    transcriptView(game, { id: 'arena-transcript' }),
    h('div', { class: 'row' }, copyButton, copyStatus));
}
