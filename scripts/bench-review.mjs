// A game's review, natively and on the board page (`review=1`, two
// workers, headless Chromium): `node scripts/bench-review.mjs --runs 5
// [--dist] [--no-native]`. Native and browser runs alternate so that a
// change in the machine's load hits both alike. The browser times are the
// page's, from the click on Review (the page loaded, its workers not
// started yet) to the first value on the graph, to the last, to every
// position with 22 empties or fewer exact (the browser's exact range:
// plies 38 to 60 of this game), and to the end of the review. The load
// average (1 minute) is printed with each run: the machine is shared.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { argument, benchRoot, median } from './bench-common.mjs';
import { repoRoot } from './serve.mjs';

// strong:6 against strong:5 (`boardlab arena --black strong:6 --white
// strong:5 --games 1 --seed 15`): 60 moves, a pass at the end.
export const GAME = 'e6f4d3e7f3c4f5g5d6c6h5e3f6g6e8c5g4f8g8f7d8d7c3h6g3h4h3h2f2e2c8c7c2e1b8d2d1b3f1c1b1g2g1g7a4b7b4b2a2b6h1a3h7a1a8a5b5a6a7h8';
const runs = Number(argument('--runs', 5));
const native = !process.argv.includes('--no-native');
/** The first ply of the game with 22 empties or fewer. */
const EXACT_FROM = 38;
const BINARY = join(repoRoot, 'target', 'release', 'boardlab');

const list = (values) => values.map((value) => value.toFixed(2)).join(' ');

function nativeRun() {
  const report = JSON.parse(execFileSync(BINARY, ['review', GAME, '--json'], { encoding: 'utf8' }));
  return { seconds: report.seconds, exact: report.plies.filter((ply) => ply.exact).length };
}

async function browserRun(session) {
  const page = await openPage(session, `#moves=${GAME}`);
  try {
    const load = loadavg()[0];
    const times = await page.evaluate((exactFrom) => new Promise((resolve) => {
      const graph = document.querySelector('#eval-graph');
      const started = performance.now();
      document.querySelector('#review-start').click();
      let first = null;
      let all = null;
      let exactEnd = null;
      const check = () => {
        const values = JSON.parse(graph.dataset.values || '[]');
        const exact = JSON.parse(graph.dataset.exact || '[]');
        const now = (performance.now() - started) / 1000;
        if (first === null && values.some((value) => value !== null)) first = now;
        if (all === null && values.length && !values.includes(null)) all = now;
        if (exactEnd === null && exact.length && exact.slice(exactFrom).every(Boolean)) exactEnd = now;
        if (document.querySelector('#review-status').dataset.done === 'true') {
          resolve({ first, all, exactEnd, done: now, exact: exact.filter(Boolean).length });
        } else setTimeout(check, 20);
      };
      check();
    }), EXACT_FROM);
    return { ...times, load };
  } finally {
    await page.context().close();
  }
}

const session = await launch({ root: benchRoot() });
try {
  const nativeRuns = [];
  const browser = [];
  for (let i = 0; i < runs; i += 1) {
    if (native) nativeRuns.push(nativeRun());
    browser.push(await browserRun(session));
  }
  console.log(`review of a 60-move 8x8 game (${GAME})`);
  if (native) {
    const seconds = nativeRuns.map((r) => r.seconds);
    console.log(`native  boardlab review --json (one core): ${list(seconds)} s; median ${median(seconds).toFixed(2)} s; ${nativeRuns[0].exact} of 61 positions exact (goal < 5 s)`);
  }
  const line = (what, key, goal) => {
    const times = browser.map((r) => r[key]);
    return `${what} ${list(times)} s, median ${median(times).toFixed(2)} s, worst ${Math.max(...times).toFixed(2)} s${goal}`;
  };
  console.log(`browser, Chromium ${session.browser.version()}, from the click on Review (load average ${list(browser.map((r) => r.load))}):`);
  console.log(`  ${line('first value', 'first', ' (goal < 1 s)')}`);
  console.log(`  ${line('every value', 'all', ' (goal < 10 s)')}`);
  console.log(`  ${line(`exact from 22 empties (plies ${EXACT_FROM}-60)`, 'exactEnd', ' (goal < 30 s)')}`);
  console.log(`  ${line('review done', 'done', '')}; ${browser.map((r) => r.exact).join(' ')} of 61 exact`);
} finally {
  await session.close();
}
