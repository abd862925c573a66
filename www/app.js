// The app shell: a tab per page and hash routing. The address holds all that
// is shown; each page reads its parameters from it and asks the shell to
// change it (push for a new view, replace for a correction of the same).
// A page's module is loaded the first time the page is shown (with what it
// imports and the wasm preloaded at once, in the built site).
import { formatHash, parseHash } from './game/address.js';
import { registerServiceWorker } from './offline.js';
import { ADDRESSLESS, HOME, PAGES, pageOf } from './pages/registry.js';
import { needsEngine, preloadPage } from './preload.js';
import { h } from './ui/dom.js';
import { term } from './ui/glossary.js';
import { flipToggle } from './ui/flip.js';
import { LANG, LANG_IN_ADDRESS, LANGUAGES, t, tParts } from './ui/lang.js';
import { languageToggle } from './ui/language-toggle.js';
import { pageMenu } from './ui/page-menu.js';
import { themeToggle } from './ui/theme.js';

const tabs = document.getElementById('tabs');
// The pages again at the foot of every page: on a phone a long page (Mobility is over 5,000 px high)
// need not be scrolled back up to its menu to go on.
const footPages = h('nav', { class: 'foot-pages', id: 'foot-pages' });
const main = document.getElementById('pages');
const loading = document.getElementById('loading');
const menu = pageMenu(tabs);
const mounted = new Map(); // id -> { section, view } once the page module has loaded
let shownHash = null;
let routed = 0; // which call of route() is the latest: a slow page load must not show a stale page
// The language is the shell's key: once the address names it, every address keeps it, and pages never see it.
let langKept = LANG_IN_ADDRESS;
const withLang = (params) => (langKept ? { ...params, lang: LANG } : params);

// What a page may do with the address: its parameters only; the shell adds
// `page` (the analysis board needs it only when nothing else is written:
// every link shared before the home page existed names no page).
function shellFor(id) {
  const withPage = (params) =>
    id === HOME || (id === ADDRESSLESS && formatHash(params) !== '') ? { ...params } : { ...params, page: id };
  return {
    /** Shows `params` and records them in the address (a new history entry unless `replace`). */
    navigate: (params, options) => navigate(withLang(withPage(params)), options),
    /** Corrects the address to what is shown, without a history entry. */
    correct: (params) => correct(withLang(withPage(params))),
  };
}

function navigate(params, { replace = false } = {}) {
  const hash = formatHash(params);
  if (hash === shownHash) return;
  const url = `${location.pathname}${location.search}${hash || '#'}`;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  route();
}

function correct(params) {
  const hash = formatHash(params);
  shownHash = hash;
  if (hash !== location.hash) {
    history.replaceState(null, '', `${location.pathname}${location.search}${hash || '#'}`);
  }
}

/** Adds a page's stylesheet; resolves once it applies. */
function addStyle(href) {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', resolve);
    link.addEventListener('error', () => reject(new Error(`${href} did not load`)));
    document.head.append(link);
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Resolves once what is on the page now has been painted (or after 100 ms: a tab
 *  in the background paints nothing until it is shown, and must not wait for that). */
const painted = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => nextTask().then(resolve));
    setTimeout(resolve, 100);
  });

async function mount(entry) {
  if (mounted.has(entry.id)) return mounted.get(entry.id);
  // The board picture of the placeholder is for pages that wait for the engine.
  if (needsEngine(entry.module) === false) loading.dataset.engine = 'no';
  // Until the first page is built, the placeholder says what it is for: words on the first screen at once.
  // (In the page's style, so the page's own line is not a later, larger paint.) They are painted before
  // any download starts, so that nothing the page fetches stands between the address and its words.
  if (!loading.hidden && entry.lead) {
    const words = tParts(entry.lead.text, { term: entry.lead.term && t(entry.lead.term) }).join('');
    loading.querySelector('p').replaceWith(h('p', { class: 'lead loading-lead' }, words));
    await painted();
  }
  preloadPage(entry.module);
  const [{ page }] = await Promise.all([import(entry.module), entry.style && addStyle(entry.style)]);
  // The page is built in a task of its own, not in the one that ran its modules (and made the engine).
  await nextTask();
  if (mounted.has(entry.id)) return mounted.get(entry.id);
  const section = document.createElement('section');
  section.className = 'page';
  section.id = `page-${entry.id}`;
  section.setAttribute('aria-label', entry.title);
  section.hidden = true;
  if (entry.lead) {
    section.append(h('p', { class: 'lead page-lead' }, tParts(entry.lead.text, { term: entry.lead.term && term(entry.lead.term) })));
  }
  main.append(section);
  const view = page.create(section, shellFor(entry.id));
  mounted.set(entry.id, { section, view });
  await nextTask(); // and shown in the next
  return mounted.get(entry.id);
}

// The interface's DOM hooks (#board, #message) must name one element: only
// the shown page carries them, a hidden page keeps them parked in a data
// attribute.
const HOOK_IDS = ['board', 'message'];

function parkHooks(section, shown) {
  if (shown) {
    for (const element of section.querySelectorAll('[data-parked-id]')) {
      element.id = element.dataset.parkedId;
      delete element.dataset.parkedId;
    }
  } else {
    for (const element of section.querySelectorAll(HOOK_IDS.map((hook) => `#${hook}`).join(','))) {
      element.dataset.parkedId = element.id;
      element.removeAttribute('id');
    }
  }
}

function failed(error) {
  loading.hidden = false;
  loading.textContent = t('boardlab could not start: {reason}', { reason: error.message });
  loading.className = 'message error';
  loading.setAttribute('role', 'alert');
  throw error;
}

async function route() {
  const call = ++routed;
  const { lang, ...params } = parseHash(location.hash);
  // A typed address that names another language loads the page again in it.
  if (LANGUAGES.includes(lang) && lang !== LANG) {
    location.reload();
    return;
  }
  if (lang === LANG) langKept = true;
  const entry = pageOf(params);
  shownHash = formatHash(withLang(params));
  // A link followed (a tab, a page's own) names no language: the one shown stays in the address.
  if (langKept && lang === undefined) history.replaceState(null, '', `${location.pathname}${location.search}${shownHash}`);
  for (const link of [...tabs.querySelectorAll('a'), ...footPages.querySelectorAll('a')]) {
    if (link.dataset.page === entry.id) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  menu.shown(entry.title);
  let shown;
  try {
    shown = await mount(entry);
  } catch (error) {
    failed(error);
  }
  if (call !== routed) return;
  loading.hidden = true;
  for (const [id, { section }] of mounted) {
    section.hidden = id !== entry.id;
    parkHooks(section, !section.hidden);
  }
  shown.view.show(params);
}

for (const page of PAGES) {
  const href = page.id === HOME ? '#' : formatHash({ page: page.id });
  // The open menu marks the page shown in words (base.css writes data-here after it).
  tabs.append(h('a', { href, dataset: { page: page.id, here: t('(you are here)') } }, page.title));
  footPages.append(h('a', { href, dataset: { page: page.id } }, page.title));
}

tabs.before(menu.button);
tabs.after(themeToggle(), flipToggle(), languageToggle((lang) => `${location.pathname}${location.search}${formatHash({ ...parseHash(location.hash), lang })}`));
// The page's own words (index.html is written in English).
tabs.setAttribute('aria-label', t('Pages'));
loading.querySelector('p').textContent = t('Loading the engine…');
footPages.setAttribute('aria-label', t('Pages, at the foot'));
document.querySelector('footer').replaceChildren(footPages, h('p', {}, t('Othello tactics and small-game solving, computed in your browser with WebAssembly.')));

// Back, forward and typed addresses; pushState itself fires neither event.
window.addEventListener('popstate', () => route());
window.addEventListener('hashchange', () => {
  if (location.hash !== shownHash && formatHash(parseHash(location.hash)) !== shownHash) route();
});
// The service worker's precaching waits until the first page is usable.
route().finally(registerServiceWorker);
