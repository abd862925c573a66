// The message area every page has (#message): an error (role alert) when
// something the user asked for is wrong, else a notice (role status) such
// as a pass or the end of the game, else nothing.
import { h } from './dom.js';

/** An empty message element; `say(element, error, notice)` fills it. */
export function messageElement() {
  return h('p', { id: 'message', class: 'message', 'aria-live': 'polite' });
}

/** Shows `error` if there is one, else `notice`. */
export function say(element, error, notice = '') {
  element.textContent = error || notice;
  element.setAttribute('role', error ? 'alert' : 'status');
  element.className = `message${error ? ' error' : notice ? ' notice' : ''}`;
}

/** The message area of a game page: the controller's error, else `notice(state)`; `data-end` tells how the game ended. */
export function gameMessage(controller, { notice, end }) {
  const element = messageElement();
  controller.subscribe((state) => {
    say(element, state.error, notice(state));
    element.dataset.end = end(state.snapshot);
  });
  return element;
}
