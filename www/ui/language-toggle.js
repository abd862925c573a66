// The header's language switch: it names the other language in that
// language (English as EN, short enough for a phone's header), and
// choosing it writes `lang` into the address (everything else kept: the
// position, the page's settings) and reloads, so that every sentence,
// those written once at a module's start too, is in the new one.
import { h } from './dom.js';
import { LANG, t } from './lang.js';

const OTHER = {
  en: { lang: 'ja', name: '日本語', label: () => t('Show the pages in Japanese') },
  ja: { lang: 'en', name: 'EN', label: () => t('Show the pages in English') },
};

/** The button; `addressWith(lang)` gives the address to load with the other language. */
export function languageToggle(addressWith) {
  const other = OTHER[LANG];
  return h('button', {
    type: 'button',
    id: 'language-toggle',
    class: 'header-toggle language-toggle',
    lang: other.lang,
    'aria-label': other.label(),
    title: other.label(),
    onClick: () => {
      history.replaceState(null, '', addressWith(other.lang));
      location.reload();
    },
  }, other.name);
}
