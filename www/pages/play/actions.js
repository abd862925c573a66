// The game's buttons: Undo takes back the user's last move (of the position
// shown) and the computer's reply, Redo plays them again, Hints switches
// the strong player's values on or off, New game starts again with a fresh
// seed.
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';

/** A seed for a new game: any u64 the engine reads; 32 random bits are plenty. */
export const freshSeed = () => String(Math.floor(Math.random() * 2 ** 32));

/** The ply before the user's last move up to the ply shown, or -1 when the user has not moved. */
function beforeYourLastMove({ snapshot, settings }) {
  for (let ply = snapshot.ply - 1; ply >= 0; ply -= 1) {
    if (snapshot.transcript[ply].side === settings.you) return ply;
  }
  return -1;
}

export function gameActions(game) {
  const undo = h('button', {
    id: 'play-undo',
    type: 'button',
    title: t('Take back your last move and the reply'),
    onClick: () => game.undo(beforeYourLastMove(game.state)),
  }, t('Undo'));
  const redo = h('button', { id: 'play-redo', type: 'button', title: t('Play again what Undo took back'), onClick: () => game.redo() }, t('Redo'));
  const hints = h('button', { id: 'play-hints', type: 'button', 'aria-pressed': 'false', onClick: () => game.set({ hints: !game.state.settings.hints }) }, t('Hints'));
  const newGame = h('button', { id: 'play-new', type: 'button', onClick: () => game.open({ seed: freshSeed() }) }, t('New game'));

  game.subscribe((state) => {
    undo.disabled = beforeYourLastMove(state) < 0;
    redo.disabled = !game.canRedo();
    hints.setAttribute('aria-pressed', String(state.settings.hints));
    hints.textContent = state.settings.hints ? t('Hide hints') : t('Hints');
  });
  return h('div', { class: 'row' }, undo, redo, hints, newGame);
}
