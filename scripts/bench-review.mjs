// A game's review, natively and on the board page (`review=1`, two
// workers, headless Chromium): `node scripts/bench-review.mjs --runs 5
// [--dist]`. Native and browser runs alternate so that a change in the
// machine's load hits both alike. The browser times are the page's, from
// the click on Review (the page loaded, its workers not started yet) to
// the first value on the graph and to the last.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { argument, benchRoot, median } from './bench-common.mjs';
import { repoRoot } from './serve.mjs';

// strong:6 against strong:5 (`boardlab arena --black strong:6 --white
// strong:5 --games 1 --seed 15`): 60 moves, a pass at the end.
export const GAME = 'e6f4d3e7f3c4f5g5d6c6h5e3f6g6e8c5g4f8g8f7d8d7c3h6g3h4h3h2f2e2c8c7c2e1b8d2d1b3f1c1b1g2g1g7a4b7b4b2a2b6h1a3h7a1a8a5b5a6a7h8';
const runs = Number(argument('--runs', 5));
const BINARY = join(repoRoot, 'target', 'release', 'boardlab');

const list = (values) => values.map((value) => value.toFixed(2)).join(' ');

function nativeRun() {
  const report = JSON.parse(execFileSync(BINARY, ['review', GAME, '--json'], { encoding: 'utf8' }));
  return { seconds: report.seconds, exact: report.plies.filter((ply) => ply.exact).length };
}

async function browserRun(session) {
  const page = await openPage(session, `#moves=${GAME}`);
  try {
    return await page.evaluate(() => new Promise((resolve) => {
      const graph = document.querySelector('#eval-graph');
      const started = performance.now();
      document.querySelector('#review-start').click();
      let first = null;
      const check = () => {
        const values = JSON.parse(graph.dataset.values || '[]');
        const now = (performance.now() - started) / 1000;
        if (first === null && values.some((value) => value !== null)) first = now;
        if (values.length && !values.includes(null)) {
          const exact = JSON.parse(graph.dataset.exact).filter(Boolean).length;
          resolve({ first, all: now, exact });
        } else setTimeout(check, 20);
      };
      check();
    }));
  } finally {
    await page.context().close();
  }
}

const session = await launch({ root: benchRoot() });
try {
  const native = [];
  const browser = [];
  for (let i = 0; i < runs; i += 1) {
    native.push(nativeRun());
    browser.push(await browserRun(session));
  }
  console.log(`review of a 60-move 8x8 game (${GAME})`);
  console.log(`native  boardlab review --json (one core): ${list(native.map((r) => r.seconds))} s; median ${median(native.map((r) => r.seconds)).toFixed(2)} s; ${native[0].exact} of 61 positions exact (goal < 5 s)`);
  console.log(`browser, Chromium ${session.browser.version()}, from the click on Review: first value ${list(browser.map((r) => r.first))} s, median ${median(browser.map((r) => r.first)).toFixed(2)} s (goal < 1 s); every value ${list(browser.map((r) => r.all))} s, median ${median(browser.map((r) => r.all)).toFixed(2)} s (goal < 10 s); ${browser[0].exact} of 61 exact`);
} finally {
  await session.close();
}
