// The board size switch: a new game of 8x8, 6x6 or 4x4.
import { h } from './dom.js';
import { t } from './lang.js';

const SIZES = ['8', '6', '4'];

export function sizeButtons(controller, { prefix = '', sizes = SIZES, fallback = '8' } = {}) {
  const buttons = sizes.map((size) =>
    h('button', { id: `${prefix}size-${size}`, type: 'button', dataset: { size }, onClick: () => controller.open({ size: size === fallback ? undefined : size }) }, `${size}×${size}`));
  controller.subscribe(({ snapshot }) => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.size === String(snapshot.size)));
  });
  return h('div', { class: 'segmented', role: 'group', 'aria-label': t('Board size') }, buttons);
}
