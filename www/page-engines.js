// Which page modules wait for the engine: the built site (dist/,
// scripts/dist.mjs) lists it from each page's static imports in a JSON
// block of index.html, so the placeholder of a page without one shows no
// board. Over the sources there is no list, and nothing is known.
const listing = document.getElementById('page-engines');
const engines = listing ? JSON.parse(listing.textContent) : {};
const WWW = new URL('./', import.meta.url).href;

/** Whether the page module at `href` (absolute) waits for the engine (undefined: not known). */
export const needsEngine = (href) => engines[href.startsWith(WWW) ? href.slice(WWW.length) : href];
