// A "Copy link" button with its status line. The address always reflects
// what a page shows, so copying it shares the view.
import { h } from './dom.js';

/** The button (id `id`) and its status (id `statusId`); `what` names what the address shows. */
export function copyLinkControls({ id, statusId, what }) {
  const status = h('span', { id: statusId, class: 'hint', 'aria-live': 'polite' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      status.textContent = 'Link copied.';
    } catch {
      status.textContent = `Copy the address from the address bar: it shows this ${what}.`;
    }
  };
  return [h('button', { id, type: 'button', onClick: copy }, 'Copy link'), status];
}
