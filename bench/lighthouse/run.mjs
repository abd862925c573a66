// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the
// built site, as `make serve` serves it, in Debian's Chromium; prints the
// four category scores of each page. Called by scripts/bench-lighthouse.sh.
// `node bench/lighthouse/run.mjs [--runs N] [pages…]` (address hashes;
// DIST=dir measures another build than dist/).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../scripts/serve.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const pages = args.length ? args : ['', '#page=play', '#page=board', '#page=stoner'];

const dist = process.env.DIST ?? join(fileURLToPath(new URL('../..', import.meta.url)), 'dist');
const { server, url } = await startServer({ root: dist });
const chrome = await launch({
  chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  // The flags every browser run here uses: Chromium's own background downloads
  // and component updates otherwise compete with the page for the CPU.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
try {
  for (const page of pages) {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    const flagged = new Set();
    for (let run = 0; run < runs; run += 1) {
      // A fresh profile state each run: Lighthouse clears the origin's storage (and the service worker) itself.
      const { lhr } = await lighthouse(`${url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) scores 0: it is left out.
      if (lhr.runtimeError) {
        console.log(`  ${page || '(bare address)'} run ${run + 1} failed, left out: ${lhr.runtimeError.code}`);
        continue;
      }
      for (const category of CATEGORIES) scores[category].push(Math.round(lhr.categories[category].score * 100));
      for (const category of CATEGORIES) {
        for (const { id, weight } of lhr.categories[category].auditRefs) {
          const audit = lhr.audits[id];
          if (weight > 0 && audit.score !== null && audit.score < 0.9) flagged.add(`${category}: ${id} (${audit.displayValue ?? audit.score})`);
        }
      }
      // benchmarkIndex: Lighthouse's measure of this machine's speed at the time (the preset's 4x
      // CPU slowdown assumes a fast desktop; a busy shared machine scores lower).
      const metric = (id) => lhr.audits[id].displayValue;
      console.log(`  ${page || '(bare address)'} run ${run + 1}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}; benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`);
    }
    const line = CATEGORIES.map((category) => `${category} ${median(scores[category])} [${scores[category].join(' ')}]`).join(', ');
    console.log(`${page || '(bare address)'}: ${line}`);
    for (const item of flagged) console.log(`  below 0.9: ${item}`);
  }
} finally {
  chrome.kill();
  server.close();
}
