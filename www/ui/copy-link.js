// A "Copy link" button with its status line. The address always reflects
// what a page shows, so copying it shares the view.
import { h } from './dom.js';
import { t } from './lang.js';

/** The button (id `${prefix}copy-link`) and its status (`${prefix}copy-status`); `what` names what the address shows. */
export function copyLinkControls({ prefix = '', what }) {
  const status = h('span', { id: `${prefix}copy-status`, class: 'hint', 'aria-live': 'polite' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      status.textContent = t('Link copied.');
    } catch {
      status.textContent = t('Copy the address from the address bar: it shows this {what}.', { what });
    }
  };
  return [h('button', { id: `${prefix}copy-link`, type: 'button', onClick: copy }, t('Copy link')), status];
}
