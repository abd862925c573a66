// The moves of a game as a list: one button per ply (a click shows that
// position), the position shown marked, a pass noted after the move that
// forced it.
import { h } from './dom.js';
import { t } from './lang.js';

/** The list (id `id`) for `controller`; `start` adds a button for the start position. */
export function transcriptView(controller, { id, start = true, empty = t('No moves yet.') }) {
  const list = h('ol', { id, class: 'transcript' });
  let shownMoves = null;
  let scrolling = false; // a scroll is asked for the next frame
  controller.subscribe(({ snapshot }) => {
    if (snapshot.moves !== shownMoves) {
      shownMoves = snapshot.moves;
      const entry = (ply, text, side, passFollows) =>
        h('li', {},
          h('button', { type: 'button', class: `move move-${side}`, dataset: { ply: String(ply) }, onClick: () => controller.step(ply) },
            ply ? h('span', { class: 'move-number' }, String(ply)) : null, text),
          passFollows ? h('span', { class: 'pass', title: t('the next side has no move') }, t('pass')) : null);
      const moves = snapshot.transcript.map((move) => entry(move.ply, move.name, move.side, move.pass_follows));
      list.replaceChildren(...(start ? [entry(0, t('start'), 'start', false)] : []), ...moves);
      if (!start && !moves.length) list.append(h('li', { class: 'hint' }, empty));
    }
    for (const button of list.querySelectorAll('button')) {
      if (Number(button.dataset.ply) === snapshot.ply) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
    // Measured at the next frame, once, when the layout is due anyway: not
    // forced in the middle of the page's other changes.
    if (scrolling) return;
    scrolling = true;
    requestAnimationFrame(() => {
      scrolling = false;
      scrollWithin(list, list.querySelector('[aria-current]'));
    });
  });
  return list;
}

/** Scrolls `list` (only it, never the page) to show `item`. */
function scrollWithin(list, item) {
  // The first item needs no scroll, nor a measure (which would force a layout of the page).
  if (!item || item.parentElement === list.firstElementChild) return;
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight) {
    list.scrollTop = top - (list.clientHeight - item.offsetHeight) / 2;
  }
}
