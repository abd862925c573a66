// Stoner timings in headless Chromium, through the page's own modules:
// `node scripts/bench-stoner.mjs [--runs 3] [--depth14] [--dist]`.
// - the depth-13 census split over the worker pool (one worker per core,
//   as the page does), wall time from the page, RUNS runs;
// - with --depth14, the depth-14 census once;
// - `check` (the stoner-check job, wasm time inside the worker) on the
//   final positions of the depth-13 successful lines (one per class of
//   symmetric lines) and the slowest depth-13 stoner-like positions (all
//   escapes), found by counting `check`'s df-pn expansions natively on
//   every one of the 1,732 classes of depth-13 stoner-like lines
//   (`cargo run --release --example stoner_escapes`): the six slowest
//   before the distance-to-horizon numbers of 22 Nov, then the two that
//   joined the slowest six after them.
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { argument, benchRoot, median } from './bench-common.mjs';

const runs = Number(argument('--runs', 3));
const root = benchRoot();
const HARDEST_ESCAPES = [
  'f5f4f3g4e3e6g5e2h3h5h6h7g2',
  'f5f6f7g5f4g4f3e2h3h5h6h7g2',
  'f5f4e3f2g3g5g4f6h6h4h5h7g2',
  'f5f4g3g6f6g4f3e2h3h5h6h7g2',
  'f5f4f3g4e3e2h3h5g5g6h6h7g2',
  'f5f4c3g6g5g4f3e2h3h5h6h7g2',
  'f5f4f3g4g3e2h3g6f6h5h6h7g2',
  'f5f4g3g6g5g4f3e2h3h5h6h7g2',
];

const session = await launch({ root });
try {
  const page = await openPage(session, '#page=stoner');
  const census = (depth) =>
    page.evaluate(async (depth) => {
      const { poolSize, runPool } = await import(new URL('work/pool.js', document.querySelector('script[type="module"][src$="www/app.js"]').src));
      const workers = poolSize();
      const options = { depth, horizon: 14, cutoff: true };
      const started = performance.now();
      const shares = Array.from({ length: workers }, (_, index) => ({ job: 'stoner-census-share', args: { ...options, index, of: workers } }));
      const result = await runPool(shares, (parts, runOnFirst) => runOnFirst('stoner-census-merge', { ...options, parts })).promise;
      return {
        seconds: (performance.now() - started) / 1000,
        workers,
        counts: [result.stoner_like_lines, result.successful_lines, result.distinct_successful_positions],
        lines: result.lines.filter((_, index) => index % 4 === 0).map((line) => line.moves),
      };
    }, depth);

  const times = [];
  let lines = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await census(13);
    times.push(result.seconds);
    lines = result.lines;
    console.log(`depth-13 census run ${run + 1}: ${result.seconds.toFixed(2)} s on ${result.workers} workers, counts ${result.counts.join(' / ')}`);
  }
  console.log(`depth-13 census in the browser (Chromium ${session.browser.version()}): median ${median(times).toFixed(2)} s of ${runs} (goal 3 s)`);

  if (process.argv.includes('--depth14')) {
    const result = await census(14);
    console.log(`depth-14 census in the browser: ${result.seconds.toFixed(1)} s on ${result.workers} workers, counts ${result.counts.join(' / ')}`);
  }

  const checks = await page.evaluate(async (positions) => {
    const { run } = await import(new URL('work/jobs.js', document.querySelector('script[type="module"][src$="www/app.js"]').src));
    const out = [];
    for (const moves of positions) {
      const { seconds, matches } = await run('stoner-check', { moves, horizon: 14 }).promise;
      out.push({ moves, seconds, matches: matches.length });
    }
    return out;
  }, [...lines, ...HARDEST_ESCAPES]);
  const seconds = checks.map((check) => check.seconds);
  const slowest = checks.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  const successful = checks.slice(0, lines.length).map((check) => check.seconds);
  console.log(
    `check on ${successful.length} successful positions: median ${(median(successful) * 1000).toFixed(1)} ms, ` +
      `slowest ${(Math.max(...successful) * 1000).toFixed(1)} ms`,
  );
  const escapes = checks.slice(lines.length).map((check) => `${(check.seconds * 1000).toFixed(0)} ms`);
  console.log(`check on the ${HARDEST_ESCAPES.length} slowest escapes: ${escapes.join(', ')}`);
  console.log(
    `check on ${checks.length} depth-13 positions in the worker: median ${(median(seconds) * 1000).toFixed(1)} ms, ` +
      `slowest ${(slowest.seconds * 1000).toFixed(0)} ms (${slowest.moves}) (goal < 50 ms)`,
  );
  if (page.problems.length) console.log(`page problems: ${page.problems.join('; ')}`);
} finally {
  await session.close();
}
