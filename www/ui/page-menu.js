// The pages' links on a narrow screen: eight tabs do not fit beside the
// name, and a strip that scrolls hides most of them with no sign that it
// scrolls. Below the width where they fit (base.css), a menu button that
// names the page shown reveals the links as a list, the current page
// marked; a link chosen, Escape or a click elsewhere folds it again. On a
// wide screen the button is hidden and the links are the tab strip.
import { h } from './dom.js';
import { t } from './lang.js';

/** The button that opens and folds `nav` (the links); `shown(title)` names the page shown on it. */
export function pageMenu(nav) {
  const current = h('span', { class: 'menu-current' });
  const button = h('button', {
    type: 'button',
    id: 'menu-toggle',
    class: 'menu-toggle',
    'aria-expanded': 'false',
    'aria-controls': nav.id,
  }, h('span', { class: 'menu-icon', 'aria-hidden': 'true' }), h('span', { class: 'visually-hidden' }, t('Pages, showing ')), current);

  const setOpen = (open) => {
    button.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('open', open);
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  button.addEventListener('click', () => setOpen(!isOpen()));
  nav.addEventListener('click', (event) => {
    if (event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && !nav.contains(event.target) && !button.contains(event.target)) setOpen(false);
  });

  return {
    button,
    shown(title) {
      current.textContent = title;
    },
  };
}
