// The legal moves of the position shown, as buttons: the keyboard's way
// to play on the board page.
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';

export function legalMoves(controller) {
  const list = h('div', { id: 'legal-moves', class: 'chips' });
  controller.subscribe(({ snapshot }) => {
    list.replaceChildren(
      ...snapshot.legal.map((spot) =>
        h('button', { type: 'button', class: 'chip', title: t('Play {move}', { move: spot.name }), onClick: () => controller.play(spot.name) }, spot.name)),
    );
    if (!snapshot.legal.length) list.append(h('span', { class: 'hint' }, t('none')));
  });
  return h('div', { class: 'legal' }, h('span', { class: 'label' }, t('Legal moves')), list);
}
