// The exact solver in the browser's job worker (wasm in headless Chromium)
// on FFO #40-#44: `node scripts/bench-solve.mjs [--runs 3] [--only 40,41]
// [--all-moves] [--dist]`. Each run starts a fresh worker (an empty table)
// and times the value and one best move (`solve-best`, as the native
// benchmark's `--best-only`), or every move's value with `--all-moves` (the
// page's "values"). Checks each value and best move against
// tests/data/ffo40-44.txt and prints the median wasm time per position.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { repoRoot } from './serve.mjs';
import { argument, benchRoot, median } from './bench-common.mjs';

const runs = Number(argument('--runs', 3));
const only = argument('--only', '40,41,42,43,44').split(',');
const job = process.argv.includes('--all-moves') ? 'solve' : 'solve-best';
const root = benchRoot();

const positions = readFileSync(join(repoRoot, 'tests/data/ffo40-44.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [number, squares, side, value, best] = line.trim().split(/\s+/);
    return { number, board: `${squares} ${side}`, value: Number(value), best: best.split(',') };
  })
  .filter((position) => only.includes(position.number));

const session = await launch({ root });
try {
  const page = await openPage(session, '#page=small');
  console.log(`FFO in the worker (Chromium ${session.browser.version()}, ${root === repoRoot ? 'pkg/' : 'dist/'}, ${job}, ${runs} runs each)`);
  for (const position of positions) {
    const times = [];
    let answer;
    for (let run = 0; run < runs; run += 1) {
      answer = await page.evaluate(
        async ({ job, board }) => {
          const { run } = await import(new URL('work/jobs.js', document.querySelector('script[type="module"][src$="www/app.js"]').src));
          // A job cancelled at once ends the worker: each run starts cold.
          const restart = run('solve-best', { board, scoring: 'wof' });
          restart.promise.catch(() => {});
          restart.cancel();
          const reply = await run(job, { board, scoring: 'wof' }).promise;
          // `solve` answers { answer, book_problem }; `solve-best` the answer itself.
          return job === 'solve' ? reply.answer : reply;
        },
        { job, board: position.board },
      );
      const best = Array.isArray(answer.best) ? answer.best : [answer.best];
      if (answer.value !== position.value || !best.every((square) => position.best.includes(square))) {
        throw new Error(`FFO #${position.number}: got ${answer.value} ${best} but expected ${position.value} ${position.best}`);
      }
      times.push(answer.seconds);
    }
    const rate = answer.nodes / median(times) / 1e6;
    console.log(
      `FFO #${position.number}: ${answer.value > 0 ? '+' : ''}${answer.value} ${[answer.best].flat().join(',')}, ` +
        `${answer.nodes.toLocaleString('en')} nodes, median ${median(times).toFixed(2)} s ` +
        `(runs ${times.map((time) => time.toFixed(2)).join(' ')}), ${rate.toFixed(1)} M nodes/s`,
    );
  }
  if (page.problems.length) console.log(`page problems: ${page.problems.join('; ')}`);
} finally {
  await session.close();
}
