// The app shell: a tab per page and hash routing. The address holds all that
// is shown; each page reads its parameters from it and asks the shell to
// change it (push for a new view, replace for a correction of the same).
import { formatHash, parseHash } from './route.js';

// Feature pages register here. Each module exports `page` =
// { id, title, create(section, shell) }, where create returns
// { show(params) } and may keep its own state between shows.
const PAGE_MODULES = [
  './pages/board.js',
  './pages/play.js',
  './pages/arena.js',
  './pages/small.js',
  './pages/stoner.js',
  './pages/mobility.js',
  './pages/gobblet.js',
];

const loading = document.getElementById('loading');
let PAGES;
try {
  PAGES = await Promise.all(PAGE_MODULES.map(async (path) => (await import(path)).page));
} catch (error) {
  loading.textContent = `boardlab could not start: ${error.message}`;
  loading.className = 'message error';
  loading.setAttribute('role', 'alert');
  throw error;
}
loading.remove();
const DEFAULT_PAGE = PAGES[0].id;

const tabs = document.getElementById('tabs');
const main = document.getElementById('pages');
const mounted = new Map();
let shownHash = null;

// What a page may do with the address: its parameters only; the shell adds
// `page`.
function shellFor(id) {
  const withPage = (params) => (id === DEFAULT_PAGE ? { ...params } : { ...params, page: id });
  return {
    /** Shows `params` and records them in the address (a new history entry unless `replace`). */
    navigate: (params, options) => navigate(withPage(params), options),
    /** Corrects the address to what is shown, without a history entry. */
    correct: (params) => correct(withPage(params)),
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

function pageOf(id) {
  let entry = mounted.get(id);
  if (!entry) {
    const page = PAGES.find((candidate) => candidate.id === id);
    const section = document.createElement('section');
    section.className = 'page';
    section.id = `page-${id}`;
    section.setAttribute('aria-label', page.title);
    main.append(section);
    entry = { page, section, view: page.create(section, shellFor(id)) };
    mounted.set(id, entry);
  }
  return entry;
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

function route() {
  const params = parseHash(location.hash);
  const id = PAGES.some((page) => page.id === params.page) ? params.page : DEFAULT_PAGE;
  if (id === DEFAULT_PAGE) delete params.page;
  shownHash = formatHash(params);
  for (const [otherId, entry] of mounted) {
    entry.section.hidden = otherId !== id;
    parkHooks(entry.section, !entry.section.hidden);
  }
  for (const link of tabs.querySelectorAll('a')) {
    if (link.dataset.page === id) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  const entry = pageOf(id);
  entry.section.hidden = false;
  parkHooks(entry.section, true);
  entry.view.show(params);
}

for (const page of PAGES) {
  const link = document.createElement('a');
  link.textContent = page.title;
  link.dataset.page = page.id;
  link.href = page.id === DEFAULT_PAGE ? '#' : formatHash({ page: page.id });
  tabs.append(link);
}

// Back, forward and typed addresses; pushState itself fires neither event.
window.addEventListener('popstate', () => route());
window.addEventListener('hashchange', () => {
  if (location.hash !== shownHash && formatHash(parseHash(location.hash)) !== shownHash) route();
});
route();
