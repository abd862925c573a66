// The sign that the computer is thinking, laid over the bottom of the
// board: a spinner, what it is doing with the seconds so far, a button to
// stop it and, for a player that plays, "Move now": its best move so far
// at once. A player that has no move before it is done (a perfect solver,
// three-ply) keeps Move now disabled, its tooltip saying why.
import { h } from './dom.js';
import { t } from './lang.js';

/**
 * The indicator (id `id`, hidden until `show`), laid over the bottom of the
 * board, or `inline` in a panel for work that leaves the user to move
 * meanwhile (covering a row would hide squares being chosen); `onStop` makes the button,
 * labelled `stop`; `onMoveNow` makes "Move now" (id `moveNowId`), enabled
 * by `ready(true)` once a best move so far exists; a player with no move
 * before it is done gives `noMoveNow`, the reason, shown on a disabled one.
 */
export function thinkingIndicator({ id, stop = t('Stop'), stopId, onStop, onMoveNow, moveNowId, noMoveNow, inline = false }) {
  const text = h('span', { class: 'thinking-text' });
  const button = onStop ? h('button', { id: stopId, type: 'button', onClick: () => onStop() }, stop) : null;
  const moveNow = onMoveNow || noMoveNow
    ? h('button', { id: moveNowId, type: 'button', class: 'move-now', disabled: true, title: noMoveNow, onClick: () => onMoveNow?.() }, t('Move now'))
    : null;
  const element = h('p', { id, class: inline ? 'thinking inline' : 'thinking', hidden: true, role: 'status' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), text, moveNow, button);
  let started = 0;
  let ticking = null;
  let words = () => '';
  const tick = () => {
    text.textContent = t('{what}… {seconds} s', { what: words(), seconds: ((performance.now() - started) / 1000).toFixed(1) });
  };
  const ready = (available, why = t('No move found yet: the first search is still running.')) => {
    if (!onMoveNow) return;
    moveNow.disabled = !available;
    moveNow.title = available ? t('Play the best move found so far') : why;
  };
  return {
    element,
    /** Shows `what()` (called on every tick) with the seconds since the last `show` of a new job. */
    show(what, { since = performance.now() } = {}) {
      words = what;
      started = since;
      element.hidden = false;
      element.dataset.busy = 'true';
      tick();
      ticking ??= setInterval(tick, 200);
    },
    hide() {
      element.hidden = true;
      element.dataset.busy = 'false';
      clearInterval(ticking);
      ticking = null;
      ready(false);
    },
    /** Whether Move now may play; `why` is the tooltip when it may not. */
    ready,
  };
}
