// The midgame search and the exact solver in the browser's job worker
// (wasm in headless Chromium, the optimized dist/ site): `node
// scripts/bench-search-web.mjs [--runs 5] [--depth 8] [--against
// DIR[,DIR...]]`. Times the strong player's fixed-depth search
// (`strong:DEPTH`, a fresh table for each move) on 20 midgame positions
// (seeded random games of 24 plies), and the best move of FFO #40 (20
// empties) from a fresh worker. `--against` times other built sites (a
// copy of dist/ from before a change) in the same alternation, so that a
// before/after shares one run's load; all must give the same moves and
// value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './serve.mjs';
import { argument, median, seededRandom, openSites } from './bench-common.mjs';
import * as engine from '../pkg/boardlab.js';

const runs = Number(argument('--runs', 5));
const depth = Number(argument('--depth', 8));
const against = argument('--against', null);

engine.initSync({ module: readFileSync(join(repoRoot, 'pkg/boardlab_bg.wasm')) });

/** `count` positions after `plies` random moves of seeded games. */
function midgamePositions(count, plies) {
  const random = seededRandom(41);
  const positions = [];
  while (positions.length < count) {
    const game = engine.WebGame.load('8', null, '');
    for (let ply = 0; ply < plies; ply += 1) {
      const { legal } = game.snapshot(ply);
      if (!legal.length) break;
      game.play(ply, legal[Math.floor(random() * legal.length)].name);
    }
    const snapshot = game.snapshot(game.plies);
    if (game.plies === plies && snapshot.legal.length) positions.push(snapshot.board);
    game.free();
  }
  return positions;
}

const MIDGAME = midgamePositions(20, 24);
const [, FFO_40] = readFileSync(join(repoRoot, 'tests/data/ffo40-44.txt'), 'utf8')
  .split('\n')
  .find((line) => line.startsWith('40 '))
  .split(/\s+/);
const ENDGAME = `${FFO_40} X`;

/** Runs the jobs in the page's worker; answers what they chose and the wasm time. */
async function timed(page) {
  return page.evaluate(
    async ({ positions, spec, endgame }) => {
      // The page's own module (dist/ keeps its modules under app.<hash>/www/).
      const app = document.querySelector('script[type="module"][src$="www/app.js"]').src;
      const { run } = await import(new URL('work/jobs.js', app));
      let search = 0;
      const moves = [];
      for (const board of positions) {
        // Ply 0 each time: the player starts a new game, with empty tables.
        const { square, seconds } = await run('player-move', { spec, board, seed: '1', ply: 0 }).promise;
        moves.push(square);
        search += seconds;
      }
      // A job cancelled at once ends the worker: the solve starts cold.
      const restart = run('solve-best', { board: endgame, scoring: 'wof' });
      restart.promise.catch(() => {});
      restart.cancel();
      const solved = await run('solve-best', { board: endgame, scoring: 'wof' }).promise;
      return { moves: moves.join(' '), search, solve: solved.seconds, value: solved.value };
    },
    { positions: MIDGAME, spec: `strong:${depth}`, endgame: ENDGAME },
  );
}

const sites = await openSites(against);
try {
  for (let i = 0; i < runs; i += 1) {
    for (const one of sites) one.runs.push(await timed(one.page));
  }
  const answers = new Set(sites.flatMap((one) => one.runs.map((r) => `${r.moves} / ${r.value}`)));
  if (answers.size !== 1) throw new Error(`the runs disagree: ${[...answers].join(' | ')}`);
  const list = (values) => values.map((value) => value.toFixed(3)).join(' ');
  console.log(`strong:${depth} on 20 midgame positions (24 random plies, seed 41), and FFO #40's best move (${sites[0].runs[0].value > 0 ? '+' : ''}${sites[0].runs[0].value}), in the worker`);
  for (const { root, session, runs: timedRuns } of sites) {
    const search = timedRuns.map((r) => r.search);
    const solve = timedRuns.map((r) => r.solve);
    console.log(`${root}, Chromium ${session.browser.version()}:`);
    console.log(`  search: ${list(search)} s; median ${median(search).toFixed(3)} s`);
    console.log(`  solve:  ${list(solve)} s; median ${median(solve).toFixed(3)} s`);
  }
} finally {
  for (const { session } of sites) await session.close();
}
