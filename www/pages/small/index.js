// The small-boards page: exact values of every move on 4x4, 6x6 and late
// 8x8 positions, a game against the perfect player with a review of the
// user's moves, and the seed's three 4x4 lines step by step. The address is
// the state: `size` (4 by default), `board`, `moves`, `ply`, plus `values`,
// `scoring`, `player` and `pick` (settings.js; see README). The engine
// decides every rule and every value.
import { createGameController } from '../../game/controller.js';
import { othelloRules } from '../../game/rules.js';
import { copyLinkControls } from '../../ui/copy-link.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { loadBox } from '../../ui/load-box.js';
import { gameMessage } from '../../ui/message.js';
import { othelloBoard } from '../../ui/othello-board.js';
import { othelloStatus } from '../../ui/othello-status.js';
import { sizeButtons } from '../../ui/size-buttons.js';
import { stepControls } from '../../ui/steps.js';
import { transcriptView } from '../../ui/transcript.js';
import { perfectPlayer, turnWords } from './player.js';
import { gameHistory, reviewBanner } from './review.js';
import { seedLinesPanel } from './seed-lines.js';
import { SETTINGS, scoringWords, userMoves } from './settings.js';
import { solving } from './solving.js';
import { boardValues, valueSwitches, valuesPanel } from './values.js';
import { outcomeWords } from './words.js';

function create(section, shell) {
  const rules = othelloRules({ size: '4' });
  const game = createGameController({ shell, rules, settings: SETTINGS, mayPlay: userMoves });
  const history = gameHistory(game);
  // First: the views below draw the answers it finds for the state.
  const solver = solving(game, { history });

  const endWords = (state) =>
    t('Game over, {black}–{white}: {outcome} (counting {scoring}).', { black: state.snapshot.black, white: state.snapshot.white, outcome: outcomeWords(solver.finalForBlack(state), 'black'), scoring: scoringWords(state) });
  const message = gameMessage(game, { notice: (state) => (state.snapshot.result ? endWords(state) : rules.notice(state.snapshot)), end: rules.end });
  const { form: loadForm } = loadBox({
    prefix: 'small-',
    placeholder: t('d3d4c4 or a board string'),
    label: t('Move string or board string'),
    // A pasted position is analysed: its values on, no perfect player, the size's scoring.
    onLoad: (text) => {
      const address = text.trim() && rules.fromText(text.trim(), game.state?.snapshot);
      if (address) game.open({ ...address, scoring: undefined, player: undefined, ...(address.board ? { values: '1' } : {}) });
    },
  });
  const [copyButton, copyStatus] = copyLinkControls({ prefix: 'small-', what: t('position') });

  section.append(
    h('div', { class: 'board-layout' },
      h('div', { class: 'board-column small-board-column' },
        h('div', {},
          h('div', { class: 'board-frame' }, othelloBoard(game, { decorate: boardValues(solver) }), solver.thinking),
          stepControls(game, { prefix: 'small-' })),
        seedLinesPanel(game)),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel status' },
          othelloStatus(game, { prefix: 'small-', turnWords }),
          message,
          reviewBanner(game, { solver, history }),
          valueSwitches(game)),
        valuesPanel(game, { solver }),
        perfectPlayer(game, { section, solver, rules }),
        solver.panel,
        h('div', { class: 'panel' }, h('h2', {}, t('Moves')), transcriptView(game, { id: 'small-transcript' })),
        h('div', { class: 'panel' }, h('h2', {}, t('Position')), loadForm,
          h('div', { class: 'row' }, sizeButtons(game, { prefix: 'small-', sizes: ['4', '6', '8'], fallback: '4' }), copyButton, copyStatus),
          h('p', { class: 'hint' }, t('Paste a move string or a board string of 4x4, 6x6 or 8x8 (16, 36 or 64 squares, then X or O for the side to move).'))))),
  );
  game.bindKeys(section);
  return { show: game.show };
}

export const page = { id: 'small', title: 'Small boards', create };
