// The arena page: many 8x8 games between two players, run in the workers
// with progress and Cancel; the results with the win rate's 95% interval,
// a histogram of black's final disc counts, the corner table (the seed's
// two summaries), a replay of any game, and seed 003's experiment beside
// ours. One controller writes the whole address: the run's set-up
// (`black`, `white`, `games`, `seed`, `openings`), `run` (results shown: opening the
// link runs the same games again) as its settings, and the replay's `game`
// and `ply` through the replay's rules. Every game and statistic comes
// from the engine.
import { checked, flag, integer, readSettings, writeSettings } from '../../game/address.js';
import { createGameController } from '../../game/controller.js';
import { checkSeed, playerName } from '../../engine.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { messageElement, say } from '../../ui/message.js';
import { replayPanel, replayRules } from './replay.js';
import { resultsPanel } from './results.js';
import { arenaRuns } from './runs.js';
import { seedExperimentPanel } from './seed-experiment.js';
import { setupForm } from './setup.js';

const SETTINGS = {
  black: checked(playerName, 'three-ply'),
  white: checked(playerName, 'random'),
  games: integer({ min: 1, max: 1_000_000, fallback: 200, what: t('a number of games') }),
  seed: checked(checkSeed, '1'),
  // Random plies at the start of each game (the CLI's --openings K, at most 60 as there).
  openings: integer({ min: 0, max: 60, fallback: 0, what: t('a number of random opening plies') }),
  run: flag(),
};

function create(section, shell) {
  let shownParams = {}; // the address last shown, to show again when a run is done
  const runs = arenaRuns({
    onStart: () => start(setup.fields()),
    onBusy: (busy) => (seed.button.disabled = busy),
    onFinished() {
      // The replay's game arrives with the run; a hidden page shows it when it is shown again.
      if (!section.hidden) game.show(shownParams);
    },
    onStopped() {
      if (game.state?.settings.run) game.set({ run: false }, { replace: true });
    },
  });
  const runOf = ({ settings }) => (settings.run ? runs.resultOf(settings) : null);
  const rules = replayRules({
    settings: SETTINGS,
    gamesOf: (values) => runs.resultOf(values)?.summary.games ?? 0,
    // The game arrives from its worker; a hidden page shows it when it is
    // shown again. It is drawn after the next frame: at the end of a run it
    // arrives just as the results are drawn, and both in one go would hold
    // the page's frame for the two.
    onReplayed: () => requestAnimationFrame(() => setTimeout(() => !section.hidden && game.show(shownParams))),
  });
  const game = createGameController({ shell, rules, settings: SETTINGS, mayPlay: () => false });

  /** Runs what the fields hold; a bad field is named by the address's one message. */
  function start(fields) {
    const { values, problems } = readSettings(fields, SETTINGS);
    if (problems.length) {
      game.open({ ...fields, run: '1' }, { keepSettings: false });
      return;
    }
    runs.forget(values);
    const shown = location.hash;
    game.open(writeSettings({ ...values, run: true }, SETTINGS), { keepSettings: false });
    // The same address is not shown again: the run starts from the state
    // shown (drawing the page twice would only delay the click's answer).
    if (location.hash === shown) game.redraw();
  }

  // The address asks for a run: it is played (once), or dropped with the message naming why not.
  game.subscribe((state) => {
    if (!state.settings.run) runs.stop();
    else if (state.error && !runOf(state)) game.set({ run: false }, { replace: true, keepMessage: true });
    else runs.follow(state.settings);
  });

  const setup = setupForm(game, { onRun: start });
  const seed = seedExperimentPanel(game, { runOf, onRun: (changes) => start({ ...setup.fields(), ...changes }) });
  const message = messageElement();
  game.subscribe((state) => say(message, state.error));
  const { task } = runs;

  section.append(
    h('div', { class: 'board-layout arena-layout' },
      h('div', { class: 'arena-main' },
        h('div', { class: 'panel' }, h('h2', {}, t('Arena')), setup.form, h('div', { class: 'row' }, task.start, task.cancel), task.progress, task.status, message),
        resultsPanel(game, { runOf, onGame: (index) => game.open({ game: String(index + 1) }) })),
      h('div', { class: 'side-column' }, seed.panel, replayPanel(game, { rules }))),
  );
  game.bindKeys(section);
  return {
    show(params) {
      shownParams = params;
      game.show(params);
    },
  };
}

export const page = { id: 'arena', title: 'Arena', create };
