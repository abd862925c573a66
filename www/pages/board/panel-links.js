// A strip of links under the board's steps, one per panel of the page
// (Analysis, Review, Moves, Games, Database), so every panel is one tap
// from the board. A link scrolls its panel to just below what stays at
// the top: on a phone the board, its steps and this strip stay while the
// panels scroll under them (style.css), and the page keeps their height
// in `--stays-height` for the panels' scroll margin.
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';

/** The strip for `panels`: [label, id] pairs, in the page's order (the panels may load after the strip). */
export function panelLinks(panels) {
  const strip = h('nav', { class: 'panel-links', 'aria-label': t('Panels of this page') },
    ...panels.map(([label, id]) =>
      h('button', {
        type: 'button',
        class: 'panel-link',
        'aria-controls': id,
        onClick: () => {
          const panel = document.getElementById(id);
          panel?.scrollIntoView({ block: 'start', behavior: 'smooth' });
          panel?.querySelector('button, input, [tabindex]')?.focus({ preventScroll: true });
        },
      }, label)));
  // What stays at the top (the strip's parent, once the page is built) sets
  // how far below it a panel stops.
  queueMicrotask(() => new ResizeObserver(([entry]) => {
    const stays = entry.target;
    const sticky = getComputedStyle(stays).position === 'sticky';
    document.documentElement.style.setProperty('--stays-height', sticky ? `${Math.ceil(stays.getBoundingClientRect().height)}px` : '0px');
  }).observe(strip.parentElement ?? strip));
  return strip;
}
