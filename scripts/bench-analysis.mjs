// The board page's live analysis on the optimized site (dist/, `make
// dist`) in headless Chromium, on real games (the 2020 WTHOR year, whose
// games no book or weight was made from):
//   steps    for each position of 20 to 30 empty squares reached by a step
//            (→) through a game with the analysis on: the time until its
//            first values are drawn, and until it reaches 12 plies or exact;
//   tasks    the main thread's long tasks (over 50 ms) over a session of
//            stepping through a game with the analysis on, a step every
//            `--step-ms` (default 2000) for `--seconds` (default 60);
//   workers  the search pool with every core the browser reports against
//            one worker: every move of 20 real midgame positions to a fixed
//            depth (`--depth`, default 12), and every move of FFO #40-#44
//            exactly;
//   stop     every worker searching FFO #40-#44 exactly, stopped after
//            `--after-ms` (default 500): the time from the stop until the
//            pool answers the next request (a one-ply look at the start),
//            so every worker has left the old search.
// `node scripts/bench-analysis.mjs [--games 3] [--seconds 60] [steps] [tasks] [workers] [stop]`
// (no part named: all three).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { repoRoot } from './serve.mjs';
import { argument, median } from './bench-common.mjs';

const games = Number(argument('--games', 3));
const seconds = Number(argument('--seconds', 60));
const stepMs = Number(argument('--step-ms', 2000));
const depth = Number(argument('--depth', 12));
const afterMs = Number(argument('--after-ms', 500));
const parts = ['steps', 'tasks', 'workers', 'stop'].filter((part) => process.argv.includes(part));
const wanted = (part) => !parts.length || parts.includes(part);
const BINARY = join(repoRoot, 'target', 'release', 'boardlab');
const WTHOR = join(repoRoot, '..', 'shared', 'data', 'games', 'wthor', '1977-2020', 'WTH_2020.wtb');

const records = JSON.parse(execFileSync(BINARY, ['records', WTHOR, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 })).games
  .filter((game) => game.moves.length === 120);
const seconds3 = (ms) => (ms / 1000).toFixed(2);

/** Waits for the analysis of the position on the board: its first values, then 12 plies or exact; times from `since` (ms, page clock). */
async function timeAnalysis(page, since) {
  return page.evaluate(async (start) => {
    const board = document.querySelector('#board').dataset.position;
    const list = document.querySelector('#analysis');
    const reached = () => list.dataset.position === board && list.children.length > 0;
    const deepEnough = () => reached() && (list.dataset.depth === 'exact' || Number(list.dataset.depth) >= 12);
    const when = (test, limit) => new Promise((done) => {
      const check = () => {
        if (test()) done(performance.now() - start);
        else if (performance.now() - start > limit) done(null);
        else requestAnimationFrame(check);
      };
      check();
    });
    const first = await when(reached, 10_000);
    const deep = await when(deepEnough, 30_000);
    return { first, deep, depth: list.dataset.depth, empties: (board.match(/-/g) ?? []).length };
  }, since);
}

async function steps(session) {
  const firsts = [];
  const deeps = [];
  const misses = [];
  for (const game of records.slice(0, games)) {
    // From 32 empties (28 moves) on, stepping forward to 20 empties.
    const page = await openPage(session, `#page=board&moves=${game.moves}&ply=28&analysis=1`, { viewport: { width: 1280, height: 800 } });
    await timeAnalysis(page, await page.evaluate(() => performance.now()));
    for (let ply = 29; ply <= 40; ply += 1) {
      const since = await page.evaluate(() => {
        const now = performance.now();
        document.querySelector('#next').click();
        return now;
      });
      const timed = await timeAnalysis(page, since);
      if (timed.empties > 30 || timed.empties < 20) continue;
      firsts.push(timed.first);
      if (timed.deep === null) misses.push(`${timed.empties} empties: depth ${timed.depth} after 30 s`);
      else deeps.push(timed.deep);
      console.log(`  game ${game.number} ply ${ply}, ${timed.empties} empties: first values ${seconds3(timed.first)} s, 12 plies or exact ${timed.deep === null ? 'not in 30 s' : `${seconds3(timed.deep)} s`} (${timed.depth})`);
    }
    await page.close();
  }
  const within = deeps.filter((ms) => ms <= 3000).length;
  console.log(`steps: ${firsts.length} positions of 20-30 empties: first values median ${seconds3(median(firsts))} s, at most ${seconds3(Math.max(...firsts))} s (goal 0.3 s); 12 plies or exact median ${seconds3(median(deeps))} s, within 3 s for ${within} of ${firsts.length} (goal: all)`);
  if (misses.length) console.log(`  not reached: ${misses.join('; ')}`);
}

async function tasks(session) {
  const game = records[games];
  const page = await openPage(session, `#page=board&moves=${game.moves}&ply=0&analysis=1`, { viewport: { width: 1280, height: 800 } });
  const long = await page.evaluate(async ({ seconds, stepMs }) => {
    const found = [];
    new PerformanceObserver((list) => found.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' });
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      document.querySelector('#next').click();
      await new Promise((done) => setTimeout(done, stepMs));
    }
    return found;
  }, { seconds, stepMs });
  console.log(`tasks: ${seconds} s of stepping with the analysis on (a step every ${stepMs} ms): ${long.length} tasks over 50 ms${long.length ? `, the longest ${Math.max(...long).toFixed(0)} ms` : ''} (goal: none)`);
  await page.close();
}

/** Times `requests` on the search pool of a page whose browser reports `cores` cores. */
async function poolTimes(session, cores, requests) {
  const page = await openPage(session, '#page=board', {
    beforeGoto: (fresh) => fresh.addInitScript((count) => {
      if (count) Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => count });
    }, cores),
  });
  const result = await page.evaluate(async (asked) => {
    const app = document.querySelector('script[type="module"][src$="www/app.js"]').src;
    const { searchPool } = await import(new URL('work/search-pool.js', app));
    const pool = searchPool();
    const times = [];
    const values = [];
    // Every worker started and its books read before the clock starts.
    await pool.analyse({ ...asked[0], depth: 1, exact: 0 }).promise;
    for (const request of asked) {
      const started = performance.now();
      const analysis = await pool.analyse(request).promise;
      times.push(performance.now() - started);
      values.push(analysis.moves);
    }
    return { size: pool.size, times, values };
  }, requests);
  await page.close();
  return result;
}

async function workers(session) {
  const midgame = records.slice(10, 30).map((game) => game.moves.slice(0, 2 * 24));
  const positions = midgame.map((moves) => JSON.parse(execFileSync(BINARY, ['analyze', moves, '--depth', '1', '--threads', '1', '--json'], { encoding: 'utf8' })));
  const searches = positions.map((position) => ({ board: position.board, size: 8, legal: Object.keys(position.moves).length, lines: 0, depth }));
  const solves = ffoRequests();
  for (const [name, requests] of [[`20 midgame positions (24 moves in), every move to depth ${depth}`, searches], ['FFO #40-#44, every move exact', solves]]) {
    const all = await poolTimes(session, null, requests);
    const one = await poolTimes(session, 1, requests);
    const sum = (times) => times.reduce((a, b) => a + b, 0);
    // The selective search's estimates depend a little on what a worker's
    // table holds, so on how the moves are shared out: say by how much.
    const gaps = all.values.flatMap((moves, index) => Object.keys(moves).map((move) => Math.abs(moves[move].value - one.values[index][move].value)));
    const values = gaps.every((gap) => gap === 0) ? 'the same values'
      : `values ${(gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(2)} discs apart on average, ${gaps.filter((gap) => gap === 0).length} of ${gaps.length} the same, at most ${Math.max(...gaps).toFixed(2)}`;
    console.log(`workers: ${name}: ${one.size} worker ${seconds3(sum(one.times))} s, ${all.size} workers ${seconds3(sum(all.times))} s: ${(sum(all.times) / sum(one.times)).toFixed(2)}x (goal <= 0.65x); ${values}`);
  }
}

/** FFO #40-#44 as pool requests for every move's exact value. */
function ffoRequests() {
  const legal = (board) => Object.keys(JSON.parse(execFileSync(BINARY, ['analyze', '--board', board, '--depth', '1', '--threads', '1', '--json'], { encoding: 'utf8' })).moves).length;
  return readFileSync(join(repoRoot, 'tests', 'data', 'ffo40-44.txt'), 'utf8').split('\n').filter((line) => /^\d/.test(line))
    .map((line) => line.split(/\s+/)).map(([, squares, side]) => `${squares} ${side}`)
    .map((board) => ({ board, size: 8, legal: legal(board), lines: 0, exact: 24 }));
}

async function stop(session) {
  const page = await openPage(session, '#page=board');
  const result = await page.evaluate(async ({ asked, afterMs }) => {
    const app = document.querySelector('script[type="module"][src$="www/app.js"]').src;
    const { searchPool, sharedStops } = await import(new URL('work/search-pool.js', app));
    const pool = searchPool();
    const start = { board: '---------------------------OX------XO--------------------------- X', size: 8, legal: 4, lines: 0, depth: 1 };
    await pool.analyse(start).promise;
    const waits = [];
    for (const request of asked) {
      const search = pool.analyse(request);
      await new Promise((done) => setTimeout(done, afterMs));
      const stopped = performance.now();
      search.stop();
      await pool.analyse(start).promise;
      waits.push(performance.now() - stopped);
    }
    return { size: pool.size, sharedStops, waits };
  }, { asked: ffoRequests(), afterMs });
  await page.close();
  const sorted = [...result.waits].sort((a, b) => a - b);
  console.log(`stop: ${result.size} workers solving FFO #40-#44, stopped after ${afterMs} ms (${result.sharedStops ? 'a shared stop flag' : 'workers ended'}): the next answer ${sorted.map((ms) => ms.toFixed(0)).join(', ')} ms after the stop, median ${median(sorted).toFixed(0)} ms (goal: every worker stopped within 100 ms)`);
}

const session = await launch({ root: join(repoRoot, 'dist') });
try {
  console.log(`dist/ in Chromium ${session.browser.version()}, ${await (await session.browser.newPage()).evaluate(() => navigator.hardwareConcurrency)} cores reported`);
  if (wanted('steps')) await steps(session);
  if (wanted('tasks')) await tasks(session);
  if (wanted('workers')) await workers(session);
  if (wanted('stop')) await stop(session);
} finally {
  await session.close();
}
