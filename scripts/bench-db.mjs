// The board page's database in headless Chromium: every WTHOR file of the
// shared game data kept in the browser one after the other (each opened on
// the board page, then Keep in the database), the bytes the browser then
// stores, and the panel's answer at 100 random positions of real games
// (from the address changed to #db-moves showing that position's moves).
// `node scripts/bench-db.mjs --games DIR [--dist] [--seed S]`, DIR the
// shared data's `games` folder.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { argument, benchRoot, median, seededRandom } from './bench-common.mjs';

const dir = join(argument('--games', '../shared/data/games'), 'wthor');
const random = seededRandom(Number(argument('--seed', 32)));

/** Each .wtb with the name files of its folder: [{ files, bytes }]. */
async function sets() {
  const found = [];
  for (const folder of (await readdir(dir)).sort()) {
    const names = (await readdir(join(dir, folder))).sort();
    const extra = names.filter((name) => /\.(jou|trn)$/i.test(name));
    for (const wtb of names.filter((name) => /\.wtb$/i.test(name))) {
      const files = await Promise.all([wtb, ...extra].map(async (name) => ({ name, mimeType: 'application/octet-stream', buffer: await readFile(join(dir, folder, name)) })));
      found.push(files);
    }
  }
  return found;
}

/** A random position of a random real game: its first moves, as a move string. */
function randomLine(files) {
  const bytes = files[Math.floor(random() * files.length)][0].buffer;
  const games = (bytes.length - 16) / 68;
  const start = 16 + 68 * Math.floor(random() * games);
  const moves = [];
  for (let at = 0; at < 60 && bytes[start + 8 + at]; at++) {
    const code = bytes[start + 8 + at];
    moves.push(`${'abcdefgh'[(code % 10) - 1]}${Math.floor(code / 10)}`);
  }
  return moves.slice(0, Math.floor(random() * (moves.length + 1))).join('');
}

const session = await launch({ root: benchRoot() });
try {
  const page = await openPage(session, '#page=board');
  const all = await sets();
  const started = Date.now();
  const each = [];
  for (const [index, files] of all.entries()) {
    const at = Date.now();
    await page.setInputFiles('#import-file', files);
    await page.click('#db-add:not([hidden])');
    await page.waitForFunction((kept) => document.querySelectorAll('#db-files li').length === kept &&
      !document.querySelector('#db-status').textContent.includes('…'), index + 1, { timeout: 600_000 });
    each.push(`${files[0].name} ${((Date.now() - at) / 1000).toFixed(1)} s`);
  }
  const held = Number(await page.$eval('#db-status', (status) => status.dataset.games));
  const importSeconds = (Date.now() - started) / 1000;
  const { usage } = await page.evaluate(() => navigator.storage.estimate());
  // A later visit: the kept files read and the database built again, to the first answer.
  const reloaded = Date.now();
  await page.reload();
  await page.waitForFunction(() => {
    const moves = document.querySelector('#db-moves');
    return moves?.dataset.position && moves.dataset.position === document.querySelector('#board').dataset.position;
  }, null, { timeout: 600_000 });
  const reloadSeconds = (Date.now() - reloaded) / 1000;
  const times = [];
  for (let run = 0; run < 100; run++) {
    const moves = randomLine(all);
    times.push(await page.evaluate((moves) => new Promise((resolve) => {
      const panel = document.querySelector('#db-moves');
      const board = document.querySelector('#board');
      delete panel.dataset.position;
      const at = performance.now();
      let shown = null;
      const boardWatch = new MutationObserver(() => {
        shown ??= performance.now() - at;
        boardWatch.disconnect();
      });
      boardWatch.observe(board, { attributes: true, attributeFilter: ['data-position'] });
      const observer = new MutationObserver(() => {
        if (panel.dataset.position && panel.dataset.position === board.dataset.position) {
          observer.disconnect();
          boardWatch.disconnect();
          resolve({ ms: performance.now() - at, board: shown ?? 0, engine: 1000 * Number(panel.dataset.seconds), ply: moves.length / 2 });
        }
      });
      observer.observe(panel, { attributes: true });
      location.hash = `#page=board&moves=${moves}`;
    }), moves));
  }
  console.log(`${all.length} files, ${held} games: kept in ${importSeconds.toFixed(1)} s (opened, packed, stored and built after each file)`);
  console.log(`each file: ${each.join(', ')}`);
  console.log(`a later visit (reload) to the first answer: ${reloadSeconds.toFixed(1)} s`);
  console.log(`stored: ${(usage / 1e6).toFixed(1)} MB (navigator.storage.estimate)`);
  const ms = times.map((time) => time.ms);
  console.log(`panel at 100 random positions of real games: median ${median(ms).toFixed(1)} ms, worst ${Math.max(...ms).toFixed(1)} ms`);
  const engine = times.map((time) => time.engine);
  console.log(`of which the engine's answer in the worker: median ${median(engine).toFixed(1)} ms, worst ${Math.max(...engine).toFixed(1)} ms`);
  const board = times.map((time) => time.board);
  console.log(`of which the board itself shown (the address read, the game loaded, the canvas drawn): median ${median(board).toFixed(1)} ms, worst ${Math.max(...board).toFixed(1)} ms`);
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`slowest: ${slowest.map((time) => `${time.ms.toFixed(0)} ms (board ${time.board.toFixed(0)} ms, engine ${time.engine.toFixed(0)} ms) after ${time.ply} moves`).join('; ')}`);
} finally {
  await session.close();
}
