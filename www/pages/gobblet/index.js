// The Gobblet Gobblers page: a game on a canvas with both reserves, moves
// by click or drag, stepping, links, the perfect player (in the worker),
// the values of every allowed move, and what is known of the whole game.
// The address is the state: `moves`, `ply`, `computer` (the side the
// perfect player takes) and `values`.
import { createGameController } from '../../game/controller.js';
import { choice, flag } from '../../game/address.js';
import { gobbletEndWords, gobbletRules } from '../../game/rules.js';
import { copyLinkControls } from '../../ui/copy-link.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { loadBox } from '../../ui/load-box.js';
import { gameMessage } from '../../ui/message.js';
import { stepControls } from '../../ui/steps.js';
import { transcriptView } from '../../ui/transcript.js';
import { gobbletBoard } from './board.js';
import { modeControls, turnLine } from './controls.js';
import { perfectPlayer } from './player.js';
import { distancesPanel, firstMovesPanel } from './tables.js';
import { valuesPanel } from './values.js';
import { rulesPanel } from './rules.js';

const SETTINGS = {
  computer: choice(['1', '2'], null, t('a player')),
  values: flag(),
};

function create(section, shell) {
  const computerOf = (state) => (state.settings.computer ? Number(state.settings.computer) : null);
  const rules = gobbletRules();
  const game = createGameController({
    shell,
    rules,
    settings: SETTINGS,
    mayPlay: (state) => state.snapshot.to_move !== computerOf(state),
  });
  const player = perfectPlayer(game, { computerOf });
  const board = gobbletBoard(game, { section, analysisOf: player.analysisOf, computerOf });
  const firstMoves = firstMovesPanel();
  const { form: loadForm } = loadBox({
    prefix: 'gobblet-',
    placeholder: 'Lb2 Sa1 b2c3',
    label: t('Move list'),
    onLoad: (text) => game.load(text),
  });
  const [copyButton, copyStatus] = copyLinkControls({ prefix: 'gobblet-', what: t('game') });
  const controls = modeControls(game);
  const message = gameMessage(game, {
    notice: (state) => gobbletEndWords(state.snapshot.result, computerOf(state)),
    end: rules.end,
  });

  section.append(
    h('div', { class: 'board-layout gobblet-layout' },
      h('div', { class: 'board-column gobblet-column' },
        h('div', { class: 'board-frame' }, board.canvas, player.thinking),
        stepControls(game, { prefix: 'gobblet-' }),
        rulesPanel(),
        firstMoves.panel,
        distancesPanel()),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel status' }, turnLine(game, { computerOf }), message, player.timing, board.allowed,
          controls.actions),
        h('div', { class: 'panel near-board' }, h('h2', {}, t('Play against the perfect player')), controls.modes),
        valuesPanel(game, { analysisOf: player.analysisOf }),
        h('div', { class: 'panel' }, h('h2', {}, t('Moves')), transcriptView(game, { id: 'gobblet-transcript' })),
        h('div', { class: 'panel' }, h('h2', {}, t('Game')), loadForm, h('div', { class: 'row' }, copyButton, copyStatus),
          h('p', { class: 'hint' }, t('Click a piece in a reserve or one of yours on top of a stack, then a marked square; or drag it there. Notation: Lb2 places a large piece on b2, b2c3 moves the top piece of b2 to c3.'))))),
  );
  game.bindKeys(section);
  return {
    show(params) {
      game.show(params);
      firstMoves.showing();
    },
  };
}

export const page = { id: 'gobblet', title: 'Gobblet', create };
