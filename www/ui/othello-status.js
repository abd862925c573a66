// The disc count and whose turn it is, for a page that shows an Othello
// game: ids `${prefix}black-count`, `${prefix}white-count`, `${prefix}turn`.
import { h } from './dom.js';
import { t } from './lang.js';
import { sideName } from './words.js';

/** `turnWords(state)` may say more than "Black to move" (whose move it is in a game against the computer). */
export function othelloStatus(controller, { prefix = '', turnWords = defaultTurnWords } = {}) {
  const blackCount = h('span', { id: `${prefix}black-count`, class: 'count' });
  const whiteCount = h('span', { id: `${prefix}white-count`, class: 'count' });
  const turn = h('p', { id: `${prefix}turn`, class: 'turn' });
  controller.subscribe((state) => {
    const { snapshot } = state;
    blackCount.textContent = String(snapshot.black);
    whiteCount.textContent = String(snapshot.white);
    turn.textContent = turnWords(state);
    turn.dataset.side = snapshot.to_move ?? 'none';
  });
  const score = h('div', { class: 'score' },
    h('span', { class: 'disc disc-black', 'aria-hidden': 'true' }), h('span', { class: 'visually-hidden' }, t('Black ')), blackCount,
    h('span', { class: 'disc disc-white', 'aria-hidden': 'true' }), h('span', { class: 'visually-hidden' }, t('White ')), whiteCount);
  return [score, turn];
}

function defaultTurnWords({ snapshot }) {
  return snapshot.result ? t('Game over') : t('{side} to move', { side: sideName(snapshot.to_move, true) });
}
