// Bounded memory, measured in Chromium: an arena run keeps no games (the
// workers tally them, a replay plays its game again from the seed), so a
// 50,000-game run stays far below the 500 MB and the page's own
// heap stays small; the play page's worker keeps its two last players,
// so asking every strong level in turn does not pile up their tables
// (about 38 MiB each). Memory is the proportional set size of the browser's
// processes. The figures (and the 1,000,000-game run's) are printed, and
// scripts/bench-memory.mjs records them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, WebGame, WebPlayer } from '../../pkg/boardlab.js';
import { browserMemory, frames, pageMetrics, peakMemory, watchFrames } from './memory.mjs';
import { useBrowser } from './harness.mjs';

initSync({ module: readFileSync(new URL('../../pkg/boardlab_bg.wasm', import.meta.url)) });

const browser = useBrowser();
const MIB = 1024 * 1024;
const BOUND_MIB = 500;

test('a 50,000-game arena run stays within 500 MB, its games replayed from the seed', async (t) => {
  const page = await browser.open('#page=arena&black=random&white=random&games=50000&seed=1', { beforeGoto: (p) => p.addInitScript(watchFrames) });
  await frames(page, { reset: true });
  const before = browserMemory();
  await page.click('#arena-run');
  const results = page.waitForFunction(() => !document.querySelector('#arena-results-panel').hidden && document.querySelector('#arena-cancel').disabled, null, { timeout: 600_000 });
  const peak = await peakMemory(results);
  const seen = await frames(page);
  const { JSHeapUsedSize: heap } = await pageMetrics(page);
  t.diagnostic(`browser ${before.total.toFixed(0)} MiB before, peak ${peak.total.toFixed(0)} MiB (largest process ${peak.largest.toFixed(0)} MiB); page heap ${(heap / MIB).toFixed(1)} MiB; longest task ${seen.longestTask.toFixed(0)} ms, longest frame gap ${seen.longestGap.toFixed(0)} ms`);
  const counts = await page.$$eval('#arena-results tbody tr td:first-of-type', (cells) => cells.map((cell) => Number(cell.textContent.replace(/,/g, ''))));
  assert.equal(counts.reduce((a, b) => a + b, 0), 50_000);
  // The tab (its renderer, with its workers) within the bound, and the
  // whole browser grows little: its baseline (300-440 MiB of browser, GPU
  // and utility processes, more late in a full test run) is not the run's.
  // The run's own growth is its workers' engines (each pool worker's wasm
  // memory and job modules: 109 to 184 MiB measured in clean-clone runs,
  // with another test file's browser beside it); kept games would add
  // far more, and would show in the page's heap below.
  assert.ok(peak.largest < BOUND_MIB, `peak ${peak.largest} MiB`);
  assert.ok(peak.total - before.total < 250, `grew by ${peak.total - before.total} MiB`);
  assert.ok(heap < 32 * MIB, `page heap ${heap / MIB} MiB`);
  // The page never froze: the old run's summary froze it for seconds (the
  // 100 ms goal is measured by the benchmark, this machine being shared).
  assert.ok(seen.longestGap < 1000, `a frame waited ${seen.longestGap} ms`);

  // The last game is played again from the seed on demand.
  await page.fill('#arena-game', '50000');
  await page.dispatchEvent('#arena-game', 'change');
  await page.waitForFunction(() => /^Game 50000: black \d+ – \d+ white/.test(document.querySelector('#arena-game-summary').textContent));
});

/** A position of a random game with `empties` empty squares and black to move, and its moves. */
function lateGame(empties) {
  const game = WebGame.load('8', null, '');
  const random = new WebPlayer('random');
  const moves = [];
  for (let snapshot = game.snapshot(0); ; snapshot = game.snapshot(game.plies)) {
    if (64 - snapshot.black - snapshot.white <= empties && snapshot.to_move === 'black' && snapshot.legal.length) break;
    const square = random.choose(snapshot.board, '11', game.plies);
    moves.push(square);
    game.play(game.plies, square);
  }
  game.free();
  return moves.join('');
}

test('asking every strong level in turn keeps the play worker to two players', async (t) => {
  const moves = lateGame(12);
  const plies = moves.length / 2;
  const page = await browser.open(`#page=play&you=white&ai=random&moves=${moves}`);
  await page.waitForFunction((ply) => Number(document.querySelector('#board').dataset.ply) === ply + 1, plies);
  const before = browserMemory();
  const levels = Array.from({ length: 30 }, (_, index) => index + 1);
  const asked = (async () => {
    for (const level of levels) {
      await page.evaluate(([hash]) => { location.hash = hash; }, [`#page=play&you=white&ai=strong:${level}&moves=${moves}`]);
      await page.waitForFunction((ply) => Number(document.querySelector('#board').dataset.ply) === ply + 1 && document.querySelector('#play-thinking').hidden, plies, { timeout: 60_000 });
    }
  })();
  const peak = await peakMemory(asked);
  t.diagnostic(`strong:1 to strong:30 in turn: browser ${before.total.toFixed(0)} MiB before (largest process ${before.largest.toFixed(0)} MiB), peak ${peak.total.toFixed(0)} MiB (largest process ${peak.largest.toFixed(0)} MiB)`);
  // The tab (its renderer, with its workers) within the bound; the whole
  // browser's baseline (about 300 MiB of browser, GPU and utility
  // processes here) leaves too little margin to hold its sum to it too.
  assert.ok(peak.largest < BOUND_MIB, `peak ${peak.largest} MiB`);
  // Thirty players kept would add over 1 GB to the tab; two (and the
  // worker's engine) far less. The tab's own growth, not the whole
  // browser's: the proportional sizes of shared pages move by 100 MiB and
  // more when another test's browser starts or ends beside this one.
  assert.ok(peak.largest - before.largest < 250, `the tab grew by ${peak.largest - before.largest} MiB`);
  assert.match(await page.evaluate(() => location.hash), /ai=strong%3A30/);
});
