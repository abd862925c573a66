// The step controls of a game: first, previous, the ply, next, last. The
// keys (← → Home End) are the controller's; these are the same moves for
// the mouse and touch.
import { h } from './dom.js';
import { t } from './lang.js';

/** The controls for `controller`; ids are `${prefix}first`, … and `${prefix}ply-label`. */
export function stepControls(controller, { prefix = '', label = t('Move through the game'), extra = [] } = {}) {
  const button = (id, text, title, target) =>
    h('button', { id: `${prefix}${id}`, type: 'button', title, 'aria-label': title, onClick: () => controller.step(target(controller.state.snapshot)) }, text);
  const first = button('first', '«', t('First position (Home)'), () => 0);
  const prev = button('prev', '‹', t('Previous move (←)'), (s) => s.ply - 1);
  const next = button('next', '›', t('Next move (→)'), (s) => s.ply + 1);
  const last = button('last', '»', t('Last position (End)'), (s) => s.plies);
  const plyLabel = h('span', { class: 'ply-label', id: `${prefix}ply-label` });
  controller.subscribe(({ snapshot: { ply, plies } }) => {
    plyLabel.textContent = `${ply} / ${plies}`;
    first.disabled = prev.disabled = ply === 0;
    next.disabled = last.disabled = ply === plies;
  });
  return h('div', { class: 'steps', role: 'group', 'aria-label': label }, first, prev, plyLabel, next, last, extra);
}
