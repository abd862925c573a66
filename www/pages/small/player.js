// Playing the perfect player: who plays (nobody, or the user as black or
// white), whether it always takes its first best move, a new game, whose
// turn it is, and its moves, played through the controller once its
// position is solved. In the 6x6 opening book it follows the book's moves.
import { h } from '../../ui/dom.js';
import { computerToMove } from './settings.js';
import { t } from '../../ui/lang.js';
import { sideName } from '../../ui/words.js';

/** How long the perfect player waits before it moves, so a move is seen. */
const MOVE_DELAY_MS = 250;

/** "Black to move (you)". */
export function turnWords({ snapshot, settings }) {
  if (snapshot.result) return t('Game over');
  const side = sideName(snapshot.to_move, true);
  if (!settings.player) return t('{side} to move', { side });
  return snapshot.to_move === settings.player ? t('{side} to move (you)', { side }) : t('{side} to move (the perfect player)', { side });
}

/** The panel; `solver` (solving.js) has its answers, `rules` names a new game. */
export function perfectPlayer(game, { section, solver, rules }) {
  const modes = [
    ['', t('Analyse')],
    ['black', t('Play black')],
    ['white', t('Play white')],
  ].map(([player, label]) =>
    h('button', { id: `small-mode-${player || 'none'}`, type: 'button', dataset: { player }, onClick: () => game.set({ player: player || null }) }, label));
  const first = h('input', { id: 'small-deterministic', type: 'checkbox', onChange: () => game.set({ pick: first.checked ? 'first' : null }) });
  const newGame = h('button', {
    id: 'small-new',
    type: 'button',
    onClick: () => game.open({ ...rules.addressOf(game.state.snapshot), moves: undefined, ply: undefined }),
  }, t('New game'));

  let timer = null;
  function move() {
    const state = game.state;
    // Another page may be shown by now: moving would bring this one back.
    if (section.hidden || !computerToMove(state)) return;
    const answer = solver.answerOf(state);
    if (!answer) return;
    // In the 6x6 opening book, only the moves it follows keep the player in it.
    const choices = answer.follow ?? answer.best;
    game.play(state.settings.pick === 'first' ? choices[0] : choices[Math.floor(Math.random() * choices.length)]);
  }

  game.subscribe((state) => {
    for (const button of modes) button.setAttribute('aria-pressed', String(button.dataset.player === (state.settings.player ?? '')));
    first.checked = state.settings.pick === 'first';
    clearTimeout(timer);
    if (computerToMove(state) && solver.answerOf(state)) timer = setTimeout(move, MOVE_DELAY_MS);
  });

  return h('div', { class: 'panel small-player' }, h('h2', {}, t('Play the perfect player')),
    h('div', { class: 'segmented', role: 'group', 'aria-label': t('Who plays') }, modes),
    h('div', { class: 'row' }, h('label', { class: 'small-check' }, first, t('Always its first best move')), newGame));
}
