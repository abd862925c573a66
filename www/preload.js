// Starts downloading the engine before a page's modules ask for it: the
// built site (dist/, scripts/dist.mjs) lists the core wasm and whether each
// page waits for it in a JSON block of index.html, so the wasm downloads
// while the page's modules arrive, not after their last import level. The
// modules themselves are not hinted: a hint added by a script costs the main
// thread a few milliseconds here (more on a phone), and two dozen of them
// made the start's blocking time worse for 0.14 s less wait (`git show
// 9daec36:BENCHMARKS.md`, "Main thread at start, third pass"). Over the sources there is no list,
// and nothing is preloaded.
const listing = document.getElementById('preloads');
const { wasm, engines } = listing ? JSON.parse(listing.textContent) : { engines: {} };
const WWW = new URL('./', import.meta.url).href;
let requested = false;

/** Whether the page module at `href` (absolute) waits for the engine (undefined: not known). */
export const needsEngine = (href) => engines[href.startsWith(WWW) ? href.slice(WWW.length) : href];

/** Preloads the core wasm if the page module at `href` (absolute) waits for the engine. */
export function preloadPage(href) {
  if (requested || !needsEngine(href)) return;
  requested = true;
  // The bindings fetch the wasm with the same (same-origin, anonymous) mode as this preload, so it is reused.
  const link = Object.assign(document.createElement('link'), { rel: 'preload', href: new URL(wasm, WWW).href, as: 'fetch', type: 'application/wasm' });
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
