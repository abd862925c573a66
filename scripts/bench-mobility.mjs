// The mobility page's searchers and checker in the browser's job worker
// (wasm in headless Chromium): `node scripts/bench-mobility.mjs [--seeds 5]
// [--reach-runs 1] [--dist]`. Times the free-placement searcher to a
// 34-move board for seeds 1..N (goal: within 10 s), then the reachability
// checker on the game position at ply 24 of the white-33 line, on
// that white-33 position, our searcher's white 33 and the author's black 33
// (goal: under 60 s). Prints each run and
// the medians (wasm time inside the worker).
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { repoRoot } from './serve.mjs';
import { argument, benchRoot, median } from './bench-common.mjs';

const seeds = Number(argument('--seeds', 5));
const reachRuns = Number(argument('--reach-runs', 1));
const root = benchRoot();

const POSITIONS = [
  ['white-33 line at ply 24', '------X--XX---X--XOOOOX--XOOOO-----OXXX---XOOO---X-OOOX--------- X'],
  ['white-33 position (ply 27)', '------X--XX-X-X--XOOXOX--XOOXO-----OXXX---XXOO---XXOXXX---O----- O'],
  ['our white-33 position (ply 27)', '---------XXXOXX---OOOX---XXXXOX---XOOOO--XOO-XXO-XXX--X--------- O'],
  ['black-33 position (ply 26)', '---------OOO--O--OXX-OOX-OOXXXX---XXOXO--OOOOXO---O-O-O--------- X'],
];

const session = await launch({ root });
try {
  const page = await openPage(session, '#page=mobility');
  const job = (name, args) =>
    page.evaluate(async ([name, args]) => {
      const { run } = await import(new URL('work/jobs.js', document.querySelector('script[type="module"][src$="www/app.js"]').src));
      return run(name, args).promise;
    }, [name, args]);
  const where = `Chromium ${session.browser.version()}, ${root === repoRoot ? 'pkg/' : 'dist/'}`;

  const times = [];
  for (let seed = 1; seed <= seeds; seed += 1) {
    const found = await job('mobility-search', { kind: 'free', seconds: 10, stop_at: 34, seed });
    const reached = found.best_count >= 34 ? found.seconds_to_best : Infinity;
    times.push(reached);
    console.log(`free searcher, seed ${seed}: ${found.best_count} moves after ${found.seconds_to_best.toFixed(3)} s (${found.fewest_empties} empties)`);
  }
  console.log(
    `free searcher in the worker (${where}): 34 moves in ${times.filter(Number.isFinite).length} of ${seeds} seeds, ` +
      `median ${median(times).toFixed(3)} s, worst ${Math.max(...times).toFixed(3)} s (goal: within 10 s)`,
  );

  for (const [name, board] of POSITIONS) {
    const runs = [];
    for (let run = 0; run < reachRuns; run += 1) {
      const verdict = await job('mobility-reach', { board, seconds: 300 });
      runs.push(verdict.status === 'reachable' ? verdict.seconds : Infinity);
      console.log(`checker, ${name}: ${verdict.status} in ${verdict.seconds.toFixed(1)} s, ${verdict.nodes} positions`);
    }
    console.log(`checker in the worker (${where}), ${name}: median ${median(runs).toFixed(1)} s of ${reachRuns} (goal: under 60 s)`);
  }
  if (page.problems.length) console.log(`page problems: ${page.problems.join('; ')}`);
} finally {
  await session.close();
}
