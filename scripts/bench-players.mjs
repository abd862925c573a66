// The players in the browser (wasm in headless Chromium, through the page's
// job workers): `node scripts/bench-players.mjs [--runs 5] [--games 4]
// [--opponent strong] [--dist]`.
//
// 1. Seed 003's experiment, three-ply (black) against random, 5000 games from
//    seed 1: as the arena page runs it (its workers, then the summary; wall
//    time in the page), and in one worker alone (wasm time in the worker).
//    Median of `--runs` runs each.
// 2. The strong player at its default setting, time per move: `--games`
//    games against `--opponent` (default strong:6, so that games reach the
//    endgame: against three-ply they often end in a wipe-out) after six
//    random opening moves (seeded by the game number, so games differ),
//    strong black in odd games, white in even ones, each in a fresh worker
//    (cold tables, as on a new page); every strong move is timed in the
//    worker. Prints the worst and the median, for the midgame
//    search and for the exact solver's moves, and the same for the hints
//    (the strong player's value of every legal move) on the positions where
//    strong moved.
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { repoRoot } from './serve.mjs';
import { argument, benchRoot, median } from './bench-common.mjs';

const runs = Number(argument('--runs', 5));
const games = Number(argument('--games', 4));
const opponent = argument('--opponent', 'strong:6');
const OPENING = 6;
const root = benchRoot();

const summary = (values) =>
  values.length ? `worst ${Math.max(...values).toFixed(3)} s, median ${median(values).toFixed(3)} s (${values.length} moves)` : 'no moves';

const session = await launch({ root });
try {
  const page = await openPage(session, '#page=arena');
  const build = `Chromium ${session.browser.version()}, ${root === repoRoot ? 'pkg/' : 'dist/'}`;

  // 1. 5000 games, as the page runs them and in one worker.
  const pageTimes = [];
  const workerTimes = [];
  for (let run = 0; run < runs; run += 1) {
    // Run (not a link) plays the games again even when the page has their results.
    await page.fill('#arena-black', 'three-ply');
    await page.fill('#arena-white', 'random');
    await page.fill('#arena-games', '5000');
    await page.fill('#arena-seed', '1');
    await page.click('#arena-run');
    await page.waitForFunction(() => !document.querySelector('#arena-results-panel').hidden && document.querySelector('#arena-cancel').disabled, null, { timeout: 120000 });
    const shown = await page.evaluate(() => ({
      seconds: Number(document.querySelector('#arena-status').dataset.seconds),
      counts: ['black-wins', 'white-wins', 'draws'].map((id) => document.querySelector(`#arena-${id} td`).textContent).join(' / '),
    }));
    pageTimes.push(shown.seconds);
    const alone = await page.evaluate(async () => {
      const { run } = await import(new URL('work/jobs.js', document.querySelector('script[type="module"][src$="www/app.js"]').src));
      const job = run('arena-games', { black: 'three-ply', white: 'random', games: 5000, seed: '1', start: 0, end: 5000 });
      return (await job.promise).seconds;
    });
    workerTimes.push(alone);
    console.log(`run ${run + 1}: the arena page ${shown.seconds.toFixed(2)} s (${shown.counts}); one worker ${alone.toFixed(2)} s`);
  }
  if (runs) console.log(`three-ply vs random, 5000 games in the browser (${build}): the arena page median ${median(pageTimes).toFixed(2)} s, ` +
    `one worker median ${median(workerTimes).toFixed(2)} s (goal < 5 s)`);

  // 2. strong (default) per move.
  const moves = { midgame: [], endgame: [] };
  const hints = { midgame: [], endgame: [] };
  for (let game = 0; game < games; game += 1) {
    const result = await page.evaluate(async ({ seed, strongIs, opponent, opening }) => {
      const { run } = await import(new URL('work/jobs.js', document.querySelector('script[type="module"][src$="www/app.js"]').src));
      const { othello } = await import('./www/engine.js');
      const ENDGAME = (await import('./pkg/boardlab.js')).strongEndgameEmpties();
      // A job cancelled at once ends the worker: the game starts cold.
      const restart = run('player-move', { spec: 'random', board: '', seed: '0', ply: 0 });
      restart.promise.catch(() => {});
      restart.cancel();
      const board = othello.load('8', null, '');
      const times = [];
      for (;;) {
        const snapshot = board.snapshot(board.plies);
        if (snapshot.result) break;
        const spec = board.plies < opening ? 'random' : snapshot.to_move === strongIs ? 'strong' : opponent;
        const strong = spec === 'strong';
        const answer = await run('player-move', { spec, board: snapshot.board, seed: String(seed), ply: board.plies }).promise;
        if (strong) {
          const empties = 64 - snapshot.black - snapshot.white;
          const valued = await run('player-hints', { board: snapshot.board }).promise;
          times.push({ empties, move: answer.seconds, hints: valued.seconds, phase: empties <= ENDGAME ? 'endgame' : 'midgame' });
        }
        board.play(board.plies, answer.square);
      }
      const final = board.snapshot(board.plies);
      const record = { moves: final.moves, black: final.black, white: final.white, times, endgame: ENDGAME };
      board.free();
      return record;
    }, { seed: game + 1, strongIs: game % 2 ? 'white' : 'black', opponent, opening: OPENING });
    for (const { phase, move, hints: valued } of result.times) {
      moves[phase].push(move);
      hints[phase].push(valued);
    }
    const all = result.times.map((entry) => entry.move);
    console.log(`game ${game + 1} (strong ${game % 2 ? 'white' : 'black'} vs ${opponent}): ${result.black}-${result.white}, strong moves ${summary(all)}; ` +
      `slowest: ${result.times.sort((a, b) => b.move - a.move).slice(0, 3).map((entry) => `${entry.move.toFixed(2)} s at ${entry.empties} empties`).join(', ')}`);
    moves.endgameFrom = result.endgame;
  }
  console.log(`strong (default) per move in the browser (${build}), solver from ${moves.endgameFrom} empties: ` +
    `midgame ${summary(moves.midgame)}; endgame ${summary(moves.endgame)}; all ${summary([...moves.midgame, ...moves.endgame])} (goal <= 1 s)`);
  console.log(`hints on the same positions: midgame ${summary(hints.midgame)}; endgame ${summary(hints.endgame)}`);
  if (page.problems.length) console.log(`page problems: ${page.problems.join('; ')}`);
} finally {
  await session.close();
}
