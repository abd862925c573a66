// The Gobblet page's perfect player, time per move in the browser's job
// worker (wasm in headless Chromium): `node scripts/bench-gobblet.mjs
// --games 10 [--dist]`. Each game starts a fresh worker (cold memory of
// proofs) and plays the perfect player against itself, except that each
// move is, one time in two, a random allowed move instead (seeded), so the
// games reach balanced and lopsided positions, as against a human. Every
// move of both sides is timed as the page asks it before the perfect player
// moves (a `best` job, cold: before the values are asked), then as the
// values switch asks it (an `analyse` job: the values of every allowed
// move), and the two must agree on the move. Prints the worst and the
// median time per move, per game and overall (wasm time inside the worker).
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { repoRoot } from './serve.mjs';
import { argument, benchRoot, median } from './bench-common.mjs';

const games = Number(argument('--games', 10));
const root = benchRoot();

const session = await launch({ root });
try {
  const page = await openPage(session, '#page=gobblet');
  const all = [];
  const allValuing = [];
  for (let game = 0; game < games; game += 1) {
    const result = await page.evaluate(async (seed) => {
      const { run } = await import(new URL('work/jobs.js', document.querySelector('script[type="module"][src$="www/app.js"]').src));
      // A job cancelled at once ends the worker: the game starts cold.
      const restart = run('gobblet', { action: 'first-moves' });
      restart.promise.catch(() => {});
      restart.cancel();
      let state = seed * 2654435761 + 1;
      const random = (bound) => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return state % bound;
      };
      let moves = '';
      let ply = 0;
      const times = [];
      const valuing = [];
      for (;;) {
        const answer = await run('gobblet', { action: 'best', moves, ply }).promise;
        if (!answer.best) return { moves, times, valuing };
        times.push(answer.seconds);
        const analysis = await run('gobblet', { action: 'analyse', moves, ply }).promise;
        valuing.push(analysis.seconds);
        if (analysis.best !== answer.best) throw new Error(`best ${answer.best} but analyse ${analysis.best} after ${moves}`);
        const choice = random(2) === 0 ? analysis.moves[random(analysis.moves.length)].name : answer.best;
        moves += choice;
        ply += 1;
      }
    }, game + 1);
    const worst = Math.max(...result.times);
    all.push(...result.times);
    allValuing.push(...result.valuing);
    console.log(
      `game ${game + 1}: ${result.times.length} moves, worst ${worst.toFixed(3)} s, median ${median(result.times).toFixed(4)} s; ` +
        `valuing every move: worst ${Math.max(...result.valuing).toFixed(3)} s: ${result.moves}`,
    );
  }
  console.log(
    `Gobblet perfect player in the worker (Chromium ${session.browser.version()}, ${root === repoRoot ? 'pkg/' : 'dist/'}): ` +
      `${all.length} moves in ${games} games, worst ${Math.max(...all).toFixed(3)} s, median ${median(all).toFixed(4)} s (goal < 1 s); ` +
      `the values of every move (the "values" switch): worst ${Math.max(...allValuing).toFixed(3)} s, median ${median(allValuing).toFixed(4)} s`,
  );
  if (page.problems.length) console.log(`page problems: ${page.problems.join('; ')}`);
} finally {
  await session.close();
}
