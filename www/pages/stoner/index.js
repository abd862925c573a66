// The Stoner page: what a stoner is (the three shapes), the census of
// lines from the start that end in one (split over a pool of workers), a
// line replayed and its trap played with captions, the user as the
// defender against the proven attacker, and "check this position". The
// engine decides everything (src/web/stoner.rs); this page shows its data.
// The address: `moves`, `board`, `ply` as on the board page, and the
// page's own keys (settings.js).
import { createGameController } from '../../game/controller.js';
import { othelloRules } from '../../game/rules.js';
import { copyLinkControls } from '../../ui/copy-link.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { messageElement, say } from '../../ui/message.js';
import { othelloBoard } from '../../ui/othello-board.js';
import { othelloStatus } from '../../ui/othello-status.js';
import { stepControls } from '../../ui/steps.js';
import { transcriptView } from '../../ui/transcript.js';
import { censusPanel } from './census.js';
import { positionCheck } from './check.js';
import { defence } from './defend.js';
import { explainer } from './explainer.js';
import { eightByEightOnly, markMatch } from './marks.js';
import { movesTo, NO_LINE, relate, SETTINGS } from './settings.js';
import { trapView } from './trap.js';

function create(section, shell) {
  const rules = othelloRules();
  let defender = null;
  const game = createGameController({
    shell,
    rules,
    settings: SETTINGS,
    relate,
    mayPlay: (state) => state.settings.mode !== 'defend' || defender.defenderToMove(state),
  });
  /** Opens `moves` from the start shown, with the line's own settings (`at`, `shape`, …). */
  const openLine = (moves, line) => game.open({ ...rules.addressOf(game.state.snapshot), moves: moves || undefined, ...NO_LINE, ...line });
  const matchLine = (match, line) => ({ at: String(game.state.settings.at), shape: match.shape, orientation: match.orientation, ...line });
  const onTrap = (match) =>
    openLine(movesTo(game.state.snapshot, game.state.settings.at) + match.line, matchLine(match, { mode: 'trap', ply: String(game.state.settings.at) }));
  const onDefend = (match) => openLine(movesTo(game.state.snapshot, game.state.settings.at), matchLine(match, { mode: 'defend' }));

  const check = positionCheck(game, { rules, openLine, onTrap, onDefend });
  defender = defence(game, { check });
  const board = othelloBoard(game, { decorate: (state) => markMatch(check.selected(state)), play: playHere });
  const about = explainer(game, { showBoard: () => board.scrollIntoView({ block: 'start' }) });
  const transcript = transcriptView(game, { id: 'stoner-transcript' });
  const trap = trapView(game, { check, transcript, onTrap, onDefend });
  const [copyButton, copyStatus] = copyLinkControls({ prefix: 'stoner-', what: t('view') });
  const message = messageElement();
  game.subscribe((state) => {
    say(message, state.error || eightByEightOnly(state.snapshot), defender.notice(state) || rules.notice(state.snapshot));
    message.dataset.end = rules.end(state.snapshot);
  });

  /** A move on the board: in defend mode the defence; else free play, which leaves the trap's line (and before `at`, the stoner position). */
  function playHere(name) {
    const { snapshot, settings } = game.state;
    if (settings.mode === 'defend' || snapshot.transcript[snapshot.ply]?.name === name) game.play(name);
    else if (settings.at !== null && snapshot.ply < settings.at) game.play(name, { settings: { at: null, shape: null, orientation: null, mode: null } });
    else game.play(name, { settings: { mode: null } });
  }

  section.append(
    h('div', { class: 'board-layout' },
      h('div', { class: 'board-column' },
        h('div', { class: 'board-frame' }, board, defender.thinking),
        stepControls(game, { prefix: 'stoner-', label: t('Move through the line'), extra: [trap.replay] }),
        trap.actions,
        trap.caption,
        about.panel),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel status' }, othelloStatus(game, { prefix: 'stoner-' }), message,
          h('div', { class: 'row' }, check.button, copyButton, copyStatus)),
        h('div', { class: 'panel' }, h('h2', {}, t('Moves')), transcript),
        h('div', { class: 'panel' }, h('h2', {}, t('Check a position')), check.form, check.result, check.proof),
        censusPanel(game))),
  );
  game.bindKeys(section);
  return {
    show(params) {
      about.fold(params);
      game.show(params);
    },
  };
}

export const page = { id: 'stoner', title: 'Stoner', create };
