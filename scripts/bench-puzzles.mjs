// The puzzles page in headless Chromium: how long the exact solver takes to
// check an answer, for every built-in puzzle with 20 empty squares, each
// in a fresh page (a cold solver table, its worker started by the answer):
// from the click on the answer to the verdict shown, and to every move's
// value (found after the verdict).
// `node scripts/bench-puzzles.mjs [--dist] [--empties 20]`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clickSquare, launch, openPage } from '../tests/e2e/harness.mjs';
import { repoRoot } from './serve.mjs';
import { argument, benchRoot, median } from './bench-common.mjs';

const empties = Number(argument('--empties', 20));
const { puzzles } = JSON.parse(await readFile(join(repoRoot, 'www/data/puzzles.json'), 'utf8'));
const chosen = puzzles.map((puzzle, at) => ({ puzzle, number: at + 1 })).filter(({ puzzle }) => puzzle.empties === empties);
const session = await launch({ root: benchRoot() });
try {
  const times = [];
  const everyMove = [];
  for (const { puzzle, number } of chosen) {
    const page = await openPage(session, `#page=puzzles&puzzle=${number}`);
    await page.waitForSelector('#puzzle[data-position]');
    const started = Date.now();
    await clickSquare(page, puzzle.answer[0]);
    await page.waitForSelector('#puzzle-result[data-correct="true"]', { timeout: 120_000 });
    times.push((Date.now() - started) / 1000);
    await page.waitForSelector('#puzzle-values[data-complete="true"]', { timeout: 120_000 });
    everyMove.push((Date.now() - started) / 1000);
    console.log(`puzzle ${number}: verdict ${times.at(-1).toFixed(2)} s, every move ${everyMove.at(-1).toFixed(2)} s`);
    await page.context().close();
  }
  console.log(`${chosen.length} puzzles with ${empties} empties, each answer given its verdict in a fresh page: median ${median(times).toFixed(2)} s, worst ${Math.max(...times).toFixed(2)} s; every move valued: median ${median(everyMove).toFixed(2)} s, worst ${Math.max(...everyMove).toFixed(2)} s`);
} finally {
  await session.close();
}
