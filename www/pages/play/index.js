// The play page: an 8x8 game against a computer player (random, three-ply,
// strong or strong:N) that thinks in the worker, with undo and redo,
// stepping through the game, the name of the opening played, a link to the
// game at any time and the strong player's hints; a game played to its end
// is kept in the library (ui/library.js). The address is the
// state: `moves`, `ply`, `ai`, `you`, `seed`, `hints`. The engine decides
// every rule, move and value.
import { checked, choice, flag } from '../../game/address.js';
import { createGameController } from '../../game/controller.js';
import { othelloNotice, othelloRules } from '../../game/rules.js';
import { checkSeed, playerName } from '../../engine.js';
import { boardPageLink } from '../../ui/board-link.js';
import { copyLinkControls } from '../../ui/copy-link.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { gameMessage } from '../../ui/message.js';
import { openingName } from '../../ui/opening-name.js';
import { othelloBoard } from '../../ui/othello-board.js';
import { othelloStatus } from '../../ui/othello-status.js';
import { stepControls } from '../../ui/steps.js';
import { transcriptView } from '../../ui/transcript.js';
import { gameKey, keepGame } from '../../ui/library.js';
import { playerWords } from '../../ui/players.js';
import { sideName } from '../../ui/words.js';
import { freshSeed, gameActions } from './actions.js';
import { computerPlayer } from './computer.js';
import { hintsOnBoard, hintsPanel } from './hints.js';
import { opponentPanel } from './opponent.js';

const SETTINGS = {
  ai: checked(playerName, 'three-ply'),
  you: choice(['black', 'white'], 'black', t('a side')),
  // None in the address: the page picks a fresh one and writes it.
  seed: checked(checkSeed, null),
  hints: flag(),
};

const yours = ({ snapshot, settings }) => snapshot.to_move === settings.you;
// Only at the end of the game: stepping back through it never makes the computer move.
const computerToMove = ({ snapshot, settings }) =>
  !!snapshot.to_move && snapshot.to_move !== settings.you && snapshot.ply === snapshot.plies && settings.seed !== null;

function turnWords(state) {
  const { snapshot, settings } = state;
  if (snapshot.result) return t('Game over');
  return yours(state) ? t('Your move ({side})', { side: sideName(snapshot.to_move) }) : t('{side} to move ({player})', { side: sideName(snapshot.to_move, true), player: playerWords(settings.ai) });
}

function create(section, shell) {
  const rules = othelloRules();
  const game = createGameController({ shell, rules, settings: SETTINGS, mayPlay: yours });
  const computer = computerPlayer(game, { computerToMove, yours });
  const board = othelloBoard(game, { decorate: hintsOnBoard(computer.hintsOf) });

  const notice = (state) => {
    const { snapshot, settings } = state;
    if (computer.stoppedIn(state)) return t('You stopped {player}. Take back a move, or choose another computer player.', { player: playerWords(settings.ai) });
    const words = othelloNotice(snapshot);
    const winner = snapshot.result?.winner;
    const verdict = !winner ? '' : winner === settings.you ? t(' You win.') : t(' The computer ({player}) wins.', { player: playerWords(settings.ai) });
    return words && words + verdict;
  };
  const [copyButton, copyStatus] = copyLinkControls({ prefix: 'play-', what: t('game') });
  // A missing or bad seed is replaced by a fresh one, without a new history entry.
  // A game played to its end goes to the library (listed on the board page).
  let kept = null;
  game.subscribe(({ snapshot, settings }) => {
    if (!snapshot.result || snapshot.ply !== snapshot.plies) return;
    const played = { size: 8, board: snapshot.start, moves: snapshot.moves };
    if (kept === gameKey(played)) return;
    kept = gameKey(played);
    const you = t('You');
    keepGame({ ...played, from: 'play', black: settings.you === 'black' ? you : settings.ai, white: settings.you === 'white' ? you : settings.ai });
  });
  game.subscribe((state) => {
    if (state.settings.seed === null) game.set({ seed: freshSeed() }, { replace: true, keepMessage: true });
  });

  section.append(
    h('div', { class: 'board-layout' },
      h('div', { class: 'board-column' }, h('div', { class: 'board-frame' }, board, computer.thinking), stepControls(game, { prefix: 'play-' }),
        openingName(game, { id: 'play-opening' })),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel status' },
          othelloStatus(game, { prefix: 'play-', turnWords }),
          gameMessage(game, { notice, end: rules.end }),
          computer.timing,
          gameActions(game),
          h('div', { class: 'row' }, copyButton, copyStatus),
          // Last in the panel: appearing and going, it moves none of the buttons above it.
          computer.hintsThinking),
        opponentPanel(game),
        hintsPanel(game, { hintsOf: computer.hintsOf, yours, canvas: board }),
        h('div', { class: 'panel' },
          h('h2', {}, t('Moves')),
          transcriptView(game, { id: 'play-transcript', start: false }),
          h('p', { class: 'hint' }, boardPageLink(game, { id: 'play-board-link', text: t('Study this game on the board page') }))))),
  );
  game.bindKeys(section);
  return { show: game.show };
}

export const page = { id: 'play', title: 'Play', create };
