// The replay of a game of the run shown. Its game is not named by `moves`
// but by `game`: game N of the run the set-up names, played again from the
// run's seed in a worker when it is wanted (a run keeps no games), so the
// replay has its own rules for the page's one controller, and gets from it
// what every game view has: the step controls and keys, the ply in the
// address (`game=N&ply=P`), a transcript and Copy link.
import { readSettings } from '../../game/address.js';
import { othello } from '../../engine.js';
import { boardPageLink } from '../../ui/board-link.js';
import { copyLinkControls } from '../../ui/copy-link.js';
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { fieldWriter } from '../../ui/field.js';
import { othelloBoard } from '../../ui/othello-board.js';
import { stepControls } from '../../ui/steps.js';
import { transcriptView } from '../../ui/transcript.js';
import { number as formatted } from '../../ui/words.js';
import { JobCancelled, run } from '../../work/jobs.js';
import { REPLAY_LANE, runKeyOf } from './runs.js';

// Games replayed lately (a move string and a few counts each).
const KEPT_GAMES = 32;

/**
 * The rules of the replay: `settings` is the page's schema (the run's
 * set-up), `gamesOf(values)` the number of games of the finished run it
 * names, or 0 (not run yet); `onReplayed()` hears a game arrive from its
 * worker. Until its game is there the replay shows the start.
 */
export function replayRules({ settings, gamesOf, onReplayed }) {
  let shown = { number: 1, record: null, games: 0, problem: null };
  const replayed = new Map(); // run key and game number -> record, or { problem }
  const asked = new Set();

  function named(params) {
    const { values, problems } = readSettings(params, settings);
    const games = values.run && !problems.length ? gamesOf(values) : 0;
    const number = values.run && /^[1-9]\d*$/.test(params.game ?? '') ? Number(params.game) : 1;
    const key = JSON.stringify([runKeyOf(values), number]);
    return { values, games, number, key, known: replayed.get(key) ?? null };
  }

  /** Plays game `number` of the run `values` again in the replay's worker. */
  function ask({ values, games, number, key }) {
    if (asked.has(key)) return;
    asked.add(key);
    const { black, white, seed, openings } = values;
    run('arena-game', { black, white, games, seed, openings, index: number - 1 }, undefined, { lane: REPLAY_LANE }).promise
      .then((record) => record, (failure) => (failure instanceof JobCancelled ? null : { problem: engineText(failure.message) }))
      .then((known) => {
        asked.delete(key);
        if (!known) return;
        replayed.set(key, known);
        while (replayed.size > KEPT_GAMES) replayed.delete(replayed.keys().next().value);
        onReplayed();
      });
  }

  return {
    // A game's arrival changes the key: the game is loaded again.
    keyOf(params) {
      const { key, games, known } = named(params);
      return JSON.stringify([key, games, !!known]);
    },
    load(params) {
      const wanted = named(params);
      const { games, number, known } = wanted;
      if (games && number <= games && !known) ask(wanted);
      const record = known && !known.problem ? known : null;
      shown = { number, record, games, problem: known?.problem ?? null };
      return othello.load('8', null, record?.moves ?? '');
    },
    addressOf: () => ({ game: shown.number > 1 ? String(shown.number) : undefined }),
    /** The game shown: its number, its record (null until it is replayed), the run's number of games, what failed. */
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
    'aria-label': t('Game number'),
    onChange: () => game.open({ game: input.value }),
  });
  const showNumber = fieldWriter({ number: input });
  const summary = h('p', { id: 'arena-game-summary', class: 'hint' });
  const [copyButton, copyStatus] = copyLinkControls({ prefix: 'arena-', what: t('game') });

  game.subscribe(() => {
    const { number, record, games, problem } = rules.shown();
    showNumber({ number });
    input.max = String(games || 1);
    input.disabled = !games;
    summary.textContent = record
      ? t('Game {number}: black {black} – {white} white; corners {blackCorners} – {whiteCorners}. Moves: {moves}',
        { number, black: record.black, white: record.white, blackCorners: record.black_corners, whiteCorners: record.white_corners, moves: record.moves })
      : problem ? t('Game {number} could not be replayed: {problem}', { number, problem })
        : !games ? t('Run an arena to replay its games.')
          : number > games ? t('Choose a game from 1 to {games}.', { games: formatted(games) }) : t('Game {number}: playing it again from the seed…', { number });
  });

  return h('div', { class: 'panel', id: 'arena-replay-panel' },
    h('h2', {}, t('Replay a game of the run')),
    h('div', { class: 'row arena-game-row' },
      h('label', { for: 'arena-game' }, t('Game')), input,
      boardPageLink(game, { id: 'arena-board-link', text: t('Open on the board page') })),
    summary,
    h('div', { class: 'board-frame' }, othelloBoard(game)),
    stepControls(game, { prefix: 'arena-' }),
    transcriptView(game, { id: 'arena-transcript' }),
    h('div', { class: 'row' }, copyButton, copyStatus));
}
