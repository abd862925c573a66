// perft from the 8x8 start, native vs the page's job worker (wasm in
// headless Chromium, on the optimized dist/ site): `node
// scripts/bench-perft.mjs --depth 11 --runs 5`. Native and browser runs
// alternate so that a change in the machine's load hits both alike. The
// browser time is the wasm time measured inside the worker; the round trip
// seen by the page is reported beside it.
//
// `--against DIR[,DIR...]` times other built sites in the same alternation
// (a copy of dist/ from before a change: `cp -r dist /tmp/dist-before`),
// so that a before/after comparison shares one run's load.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './serve.mjs';
import { argument, median, openSites } from './bench-common.mjs';

const depth = Number(argument('--depth', 11));
const runs = Number(argument('--runs', 5));
const against = argument('--against', null);
const BINARY = join(repoRoot, 'target', 'release', 'boardlab');

const list = (values) => values.map((value) => value.toFixed(3)).join(' ');

function nativeRun() {
  const report = JSON.parse(execFileSync(BINARY, ['perft', String(depth), '--json'], { encoding: 'utf8' }));
  return { leaves: report.leaves, seconds: report.seconds };
}

async function browserRun(page) {
  return page.evaluate(async (depth) => {
    // The page's own module (dist/ keeps its modules under app.<hash>/www/).
    const app = document.querySelector('script[type="module"][src$="www/app.js"]').src;
    const { run } = await import(new URL('work/jobs.js', app));
    const board = document.querySelector('#board').dataset.position;
    const started = performance.now();
    const { leaves, seconds } = await run('perft', { board, depth }).promise;
    return { leaves, seconds, roundTrip: (performance.now() - started) / 1000 };
  }, depth);
}

const sites = await openSites(against);
try {
  const native = [];
  for (let i = 0; i < runs; i += 1) {
    native.push(nativeRun());
    for (const one of sites) one.runs.push(await browserRun(one.page));
  }
  const all = [...native, ...sites.flatMap((one) => one.runs)];
  const leaves = [...new Set(all.map((result) => result.leaves))];
  const nativeMedian = median(native.map((result) => result.seconds));
  const rate = (seconds) => `${(leaves[0] / seconds / 1e6).toFixed(0)} M leaves/s`;
  console.log(`perft ${depth} from the 8x8 start: ${leaves.join(' / ')} leaves`);
  console.log(`native  target/release/boardlab perft ${depth} --json: ${list(native.map((r) => r.seconds))} s; median ${nativeMedian.toFixed(3)} s (${rate(nativeMedian)})`);
  for (const { root, session, page, runs: timed } of sites) {
    const workerMedian = median(timed.map((result) => result.seconds));
    const roundTripMedian = median(timed.map((result) => result.roundTrip));
    console.log(`browser worker, ${root}, Chromium ${session.browser.version()}: ${list(timed.map((r) => r.seconds))} s; median ${workerMedian.toFixed(3)} s (${rate(workerMedian)}); round trip median ${roundTripMedian.toFixed(3)} s`);
    console.log(`  browser speed / native speed: ${((100 * nativeMedian) / workerMedian).toFixed(0)}% (goal >= 80%)`);
    if (page.problems.length) console.log(`  page problems: ${page.problems.join('; ')}`);
  }
} finally {
  for (const { session } of sites) await session.close();
}
