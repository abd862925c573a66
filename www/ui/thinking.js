// The sign that the computer is thinking: a spinner, what it is doing with
// the seconds so far, and a button to stop it. Every page that makes the
// user wait for the computer shows this one.
import { h } from './dom.js';

/** The indicator (id `id`, hidden until `show`); `onStop` makes the button, labelled `stop`. */
export function thinkingIndicator({ id, stop = 'Stop', stopId, onStop }) {
  const text = h('span', { class: 'thinking-text' });
  const button = onStop ? h('button', { id: stopId, type: 'button', onClick: () => onStop() }, stop) : null;
  const element = h('p', { id, class: 'thinking', hidden: true, role: 'status' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), text, button);
  let started = 0;
  let ticking = null;
  let words = () => '';
  const tick = () => {
    text.textContent = `${words()}… ${((performance.now() - started) / 1000).toFixed(1)} s`;
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
    },
  };
}
