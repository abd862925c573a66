// Flip: every Othello board seen from white's side (turned half a turn),
// one switch for the whole app, remembered in localStorage. Boards listen
// for `flipchange` and turn with a short animation unless the user asked
// for reduced motion.
import { h } from './dom.js';
import { t } from './lang.js';

const KEY = 'boardlab-flip';

/** Whether boards are shown from white's side. */
export function flipped() {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Turns `canvas` in from half a turn, as a board does when it flips. */
export function flipAnimation(canvas) {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || !canvas.animate) return;
  canvas.animate([{ transform: 'rotate(-180deg) scale(0.9)' }, { transform: 'none' }], { duration: 280, easing: 'ease-out' });
}

/** The header's switch. */
export function flipToggle() {
  const button = h('button', { type: 'button', id: 'flip-toggle', class: 'header-toggle', title: t('Turn the boards to see them from white’s side') }, '⇅');
  const label = () => {
    button.setAttribute('aria-pressed', String(flipped()));
    button.setAttribute('aria-label', flipped() ? t('Show boards from black’s side') : t('Show boards from white’s side'));
  };
  button.addEventListener('click', () => {
    try {
      localStorage.setItem(KEY, flipped() ? '0' : '1');
    } catch {
      return; // storage refused: the boards stay as they are
    }
    label();
    window.dispatchEvent(new CustomEvent('flipchange'));
  });
  label();
  return button;
}
