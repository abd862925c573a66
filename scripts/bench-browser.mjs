// Times perft in the page's job worker (wasm in headless Chromium) on the
// optimized dist/ site: `node scripts/bench-browser.mjs --depth 11 --runs 5
// [--native SECONDS]`. Reports the wasm time measured inside the worker and
// the round trip seen by the page, each as a median.
import { join } from 'node:path';
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { repoRoot } from './serve.mjs';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const depth = Number(argument('--depth', 11));
const runs = Number(argument('--runs', 5));
const native = argument('--native');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const session = await launch({ root: join(repoRoot, 'dist') });
try {
  const page = await openPage(session);
  const results = await page.evaluate(
    async ({ depth, runs }) => {
      const { run } = await import('./www/jobs.js');
      const board = document.querySelector('#board').dataset.position;
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        const { leaves, seconds } = await run('perft', { board, depth }).promise;
        results.push({ leaves, seconds, roundTrip: (performance.now() - started) / 1000 });
      }
      return results;
    },
    { depth, runs },
  );
  const leaves = new Set(results.map((result) => result.leaves));
  const worker = median(results.map((result) => result.seconds));
  const roundTrip = median(results.map((result) => result.roundTrip));
  console.log(
    `browser worker (dist/, Chromium ${session.browser.version()}): perft ${depth} = ${[...leaves].join(' / ')} leaves; ` +
      `wasm runs ${results.map((result) => result.seconds.toFixed(3)).join(' ')} s; median ${worker.toFixed(3)} s ` +
      `(${(results[0].leaves / worker / 1e6).toFixed(0)} M leaves/s), round trip median ${roundTrip.toFixed(3)} s`,
  );
  if (native) {
    console.log(`browser speed / native speed: ${((100 * Number(native)) / worker).toFixed(0)}% (wasm time), ${((100 * Number(native)) / roundTrip).toFixed(0)}% (round trip)`);
  }
  if (page.problems.length) console.log(`page problems: ${page.problems.join('; ')}`);
} finally {
  await session.close();
}
