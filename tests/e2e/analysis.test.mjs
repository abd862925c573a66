// The board page's live analysis in headless Chromium, on the search pool
// (one worker per core the browser reports: two on CI): real positions of
// 18-22 empty squares valued exactly, every move equal to the native
// solver's value (tests/data/analysis_e18-22.json, written by
// scripts/analysis-fixture.mjs), the best line replaying to its value;
// opening positions from the book and, past it, searches of some depth;
// stepping away stopping the old work (no stale values drawn); the
// switch, its key and its memory; and on a phone the board, its values
// and the best line on the first screen, a mistake chosen keeping the
// board in view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { hashOf, screenshot, shown, useBrowser } from './harness.mjs';

const POSITIONS = JSON.parse(readFileSync(new URL('../data/analysis_e18-22.json', import.meta.url), 'utf8'));
// strong:6 against strong:5: white's g2 at ply 41 loses 16 discs (as review.test.mjs).
const GAME = 'e6f4d3e7f3c4f5g5d6c6h5e3f6g6e8c5g4f8g8f7d8d7c3h6g3h4h3h2f2e2c8c7c2e1b8d2d1b3f1c1b1g2g1g7a4b7b4b2a2b6h1a3h7a1a8a5b5a6a7h8';
const PHONE = { width: 390, height: 844 };

const browser = useBrowser();

/**
 * The analysis shown once `#analysis` has values for the position on the
 * board and its data-depth is `depth`: 'any', 'exact', or a least number
 * of plies (a number; a book's depth counts).
 */
async function analysed(page, depth = 'any', timeout = 60_000) {
  await page.waitForFunction((wanted) => {
    const list = document.querySelector('#analysis');
    if (!list || list.dataset.position !== document.querySelector('#board').dataset.position || !list.children.length) return false;
    const { depth: reached } = list.dataset;
    if (wanted === 'any') return reached !== '';
    if (wanted === 'exact') return reached === 'exact';
    return /^\d+$/.test(reached) && Number(reached) >= wanted;
  }, depth, { timeout });
  return page.$eval('#analysis', (list) => ({
    position: list.dataset.position,
    depth: list.dataset.depth,
    workers: Number(list.dataset.workers),
    moves: Object.fromEntries([...list.children].map((item) => [item.dataset.move, { value: Number(item.dataset.value), source: item.dataset.source }])),
    lines: [...document.querySelectorAll('#analysis-lines > [data-line]')].map((item) => ({ line: item.dataset.line, value: Number(item.dataset.value) })),
  }));
}

test('real 18-22-empty positions are valued exactly, every move as the native solver values it, on every worker', { timeout: 240_000 }, async () => {
  for (const position of POSITIONS) {
    const page = await browser.open(`#page=board&moves=${position.moves}&analysis=1`);
    const found = await analysed(page, 'exact', 120_000);
    assert.equal(found.position, position.board);
    const expected = Object.fromEntries(Object.entries(position.values).map(([move, value]) => [move, { value, source: 'exact' }]));
    assert.deepEqual(found.moves, expected, `game ${position.game}`);
    // The moves were shared among the pool's workers, one per core the browser reports (at most one a move).
    const cores = await page.evaluate(() => Math.min(navigator.hardwareConcurrency || 1, 8));
    assert.equal(found.workers, Math.min(cores, Object.keys(expected).length));
    assert.ok(found.lines.length >= Math.min(3, Object.keys(expected).length));
    for (const { line, value } of found.lines) assert.equal(value, position.values[line.slice(0, 2)], line);
    await page.close();
  }
});

test('a search worker that dies mid-analysis is replaced: its share starts again and every move is still valued', { timeout: 120_000 }, async () => {
  const position = POSITIONS[2];
  // The pool's first worker traps on its first analysis, as a wasm panic would.
  const page = await browser.open(`#page=board&moves=${position.moves}&analysis=1`, {
    beforeGoto: (fresh) => fresh.addInitScript(() => { globalThis.__boardlabFaults = { trap: 'analyse' }; }),
  });
  const found = await analysed(page, 'exact', 90_000);
  assert.deepEqual(Object.fromEntries(Object.entries(found.moves).map(([move, valued]) => [move, valued.value])), position.values);
});

test('the best line plays as a branch that steps to its end at its value, and the game it left comes back', { timeout: 120_000 }, async () => {
  const [position] = POSITIONS;
  const page = await browser.open(`#page=board&moves=${position.moves}&analysis=1`);
  const { lines } = await analysed(page, 'exact', 90_000);
  const best = lines[0];
  await page.click('#analysis-lines > :first-child button');
  await page.waitForFunction((moves) => location.hash.includes(moves), position.moves + best.line);
  assert.equal((await shown(page)).ply, position.moves.length / 2 + 1);
  assert.match(await page.textContent('#branch'), /A line from the analysis is shown/);
  // Stepped to its end, the line's final discs are its value for the side that moved first.
  await page.click('#last');
  await page.waitForFunction(() => /Game over/.test(document.querySelector('#message')?.textContent ?? ''));
  const [black, white] = await Promise.all([page.textContent('#black-count'), page.textContent('#white-count')]);
  const empty = 64 - Number(black) - Number(white);
  const margin = Number(black) - Number(white);
  // wof: the winner takes the empty squares.
  const final = margin + Math.sign(margin) * empty;
  const mover = position.board.endsWith('X') ? 1 : -1;
  assert.equal(final * mover, best.value);
  await page.click('#branch-back');
  await page.waitForFunction((board) => document.querySelector('#board').dataset.position === board, position.board);
  assert.equal(await page.$eval('#branch', (bar) => bar.hidden), true);
});

test('opening positions are valued from the book; past it by searches of some depth, each move said in words', { timeout: 90_000 }, async () => {
  const page = await browser.open('#page=board&moves=f5d6&analysis=1');
  const book = await analysed(page);
  assert.ok(Object.values(book.moves).every((valued) => valued.source === 'book'), JSON.stringify(book.moves));
  assert.match(book.depth, /^\d+$/);
  assert.match(await page.getAttribute('#board', 'aria-label'), /Analysis: .*\(opening book\)/);
  // Past the book: estimates of a search, the depth said, deepening while the position stays.
  await page.evaluate((moves) => { location.hash = `#page=board&moves=${moves}&analysis=1`; }, GAME.slice(0, 40));
  const first = await analysed(page, 1);
  assert.ok(Object.values(first.moves).every((valued) => valued.source === 'search'), JSON.stringify(first.moves));
  const deeper = await analysed(page, 7);
  assert.ok(Number(deeper.depth) > Number(first.depth) || Number(first.depth) > 6);
  assert.match(await page.textContent('#analysis-status'), /Thinking|Done/);
  await screenshot(page, 'analysis-search.png');
  // What an estimate is, said whole inside the window though the term sits at its right edge (in Japanese at 1280 px).
  const japanese = await browser.open(`#page=board&moves=${GAME.slice(0, 40)}&analysis=1`, { viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
  await analysed(japanese, 1);
  await japanese.locator('.analysis-legend .term[data-term="estimate"]').hover();
  const tip = japanese.locator('.analysis-legend .term-wrap:has([data-term="estimate"]) .term-tip');
  assert.match(await tip.textContent(), /浅い読みで見込みのない手順を省いて/);
  const box = await tip.boundingBox();
  const width = await japanese.evaluate(() => document.documentElement.clientWidth);
  assert.ok(box.x >= 0 && box.x + box.width <= width, `the sentence spans ${box.x}-${box.x + box.width} of ${width}`);
});

test('stepping away stops the old work: no value of a position no longer shown is drawn', { timeout: 90_000 }, async () => {
  const page = await browser.open(`#page=board&moves=${GAME.slice(0, 40)}&analysis=1`);
  await analysed(page, 4);
  const before = (await shown(page)).position;
  // Every position #analysis shows once the board has left `before` is recorded (until then the
  // old position's analysis may still deepen and redraw, as it should).
  await page.evaluate((old) => {
    window.drawnPositions = [];
    new MutationObserver(() => {
      if (document.querySelector('#board').dataset.position !== old) window.drawnPositions.push(document.querySelector('#analysis').dataset.position);
    }).observe(document.querySelector('#analysis'), { attributes: true, attributeFilter: ['data-position'], childList: true });
  }, before);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((old) => document.querySelector('#board').dataset.position !== old, before);
  const after = await analysed(page);
  assert.notEqual(after.position, before);
  await page.waitForTimeout(1500);
  const drawn = await page.evaluate(() => window.drawnPositions.filter(Boolean));
  assert.ok(!drawn.includes(before), 'the old position was drawn again');
  // Turned off: the values leave the board and the pool stops.
  await page.keyboard.press('a');
  await page.waitForFunction(() => !location.hash.includes('analysis=1'));
  assert.equal(await page.$eval('#analysis', (list) => list.hidden), true);
  assert.doesNotMatch(await page.getAttribute('#board', 'aria-label'), /Analysis:/);
});

test('the switch is remembered: a new visit without analysis in the address analyses again', { timeout: 60_000 }, async () => {
  const page = await browser.open('#page=board&moves=f5d6c3');
  assert.equal(await page.isChecked('#analysis-toggle'), false);
  await page.click('#analysis-toggle');
  await page.waitForFunction(() => location.hash.includes('analysis=1'));
  await analysed(page);
  await page.evaluate(() => { location.hash = '#page=board&moves=f5d6c3d3'; });
  await page.reload();
  await page.waitForFunction(() => location.hash.includes('analysis=1'));
  assert.equal(await page.isChecked('#analysis-toggle'), true);
  await page.keyboard.press('a');
  await page.waitForFunction(() => !location.hash.includes('analysis=1'));
  assert.equal(await page.evaluate(() => localStorage.getItem('boardlab.analysis')), '0');
});

test('on a phone the board, its values and the best line share the first screen; a mistake chosen keeps the board in view', { timeout: 180_000 }, async () => {
  const page = await browser.open(`#page=board&moves=${GAME}&review=1&analysis=1`, { viewport: PHONE });
  await page.waitForFunction(() => document.querySelector('#review-status')?.dataset.done === 'true', null, { timeout: 150_000 });
  await page.click('#mistakes [data-ply="41"] button');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '41');
  await analysed(page, 'exact');
  await page.waitForSelector('#analysis-best:not([hidden])');
  const inView = (selector) => page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight && box.height > 0;
  });
  assert.ok(await inView('#board'), 'the board is in view after the mistake is chosen');
  assert.ok(await inView('#analysis-best'), 'the best line is in view');
  assert.match(await page.getAttribute('#board', 'aria-label'), /Analysis: b2 /);
  await screenshot(page, 'analysis-phone-mistake.png');
  // The first screen of a fresh visit: board, values, best line.
  await page.evaluate(() => scrollTo(0, 0));
  assert.ok(await inView('#board') && await inView('#analysis-best'));
  assert.match(await hashOf(page), /analysis=1/);
});

test('a hidden tab stops the analysis, and showing the tab again goes on', { timeout: 90_000 }, async () => {
  // 32 empties, past the book: the search deepens for a long while.
  const page = await browser.open(`#page=board&moves=${GAME.slice(0, 56)}&analysis=1`);
  await analysed(page, 4);
  const thinking = () => page.$eval('.analysis-status .spinner', (spinner) => !spinner.hidden);
  assert.equal(await thinking(), true);
  const setHidden = (hidden) => page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await setHidden(true);
  await page.waitForFunction(() => document.querySelector('.analysis-status .spinner').hidden, null, { timeout: 2000 });
  const stoppedAt = await page.$eval('#analysis', (list) => list.dataset.depth);
  await page.waitForTimeout(1500);
  assert.equal(await page.$eval('#analysis', (list) => list.dataset.depth), stoppedAt, 'no deeper values while hidden');
  await setHidden(false);
  await page.waitForFunction(() => !document.querySelector('.analysis-status .spinner').hidden, null, { timeout: 2000 });
});
