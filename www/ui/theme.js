// Light or dark: the system's choice (prefers-color-scheme) unless the user
// picked one with the toggle, which is remembered in localStorage. The
// colours are CSS custom properties (base.css); canvases read theirs from
// CSS too and redraw on `themechange`.
import { h } from './dom.js';
import { t } from './lang.js';

const KEY = 'boardlab-theme';
const system = matchMedia('(prefers-color-scheme: dark)');

function remembered() {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage refused (private mode): follow the system
  }
}

/** The theme shown: 'light' or 'dark'. */
export const currentTheme = () => remembered() ?? (system.matches ? 'dark' : 'light');

function apply() {
  const theme = currentTheme();
  document.documentElement.dataset.theme = theme;
  window.dispatchEvent(new CustomEvent('themechange', { detail: theme }));
}

/** A button that switches between light and dark and remembers the choice. */
export function themeToggle() {
  const button = h('button', { type: 'button', id: 'theme-toggle', class: 'header-toggle' });
  const label = () => {
    const dark = currentTheme() === 'dark';
    button.textContent = dark ? '☀' : '☾';
    button.setAttribute('aria-label', dark ? t('Use light colours') : t('Use dark colours'));
    button.title = button.getAttribute('aria-label');
    button.setAttribute('aria-pressed', String(dark));
  };
  button.addEventListener('click', () => {
    const next = currentTheme() === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(KEY, next);
    } catch {
      return; // storage refused: the system's choice stays
    }
    apply();
  });
  window.addEventListener('themechange', label);
  system.addEventListener('change', apply);
  apply();
  label();
  return button;
}
