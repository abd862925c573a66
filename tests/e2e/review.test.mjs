// The board page's review in headless Chromium: a game reviewed from the
// address (`review=1`) in the workers until every value is in, a mistake
// chosen (the position before it shown with the best move marked), Play
// from here opening the play page at that position, the review saved as
// JSON, Cancel, and the graph stepping to a ply on a click.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { checkGamePage } from './game-page.mjs';
import { hashOf, screenshot, shown, useBrowser } from './harness.mjs';

// strong:6 against strong:5 (`boardlab arena`, seed 15): white's g2 at
// ply 41 (19 empties) loses 16 discs, exactly (`boardlab review`).
const GAME = 'e6f4d3e7f3c4f5g5d6c6h5e3f6g6e8c5g4f8g8f7d8d7c3h6g3h4h3h2f2e2c8c7c2e1b8d2d1b3f1c1b1g2g1g7a4b7b4b2a2b6h1a3h7a1a8a5b5a6a7h8';
const REVIEW_TIME = 120_000;
// A tournament game (WTHOR 2004, the file's second game, 33-31 for black).
const TOURNAMENT = 'f5d6c3d3c4f4c5b3d2c6b6e6b5a5f7e3a6b4c7d7e7a7a3c8f2f3e2d8c2g8e8f8f6g6g5c1b7a8b8a4h8h4h7g7h5g3h6g4h3a2b1a1b2d1e1f1g1h1g2h2';

const browser = useBrowser();
const open = browser.open;

/** Every mistake's data and words. */
const mistakeLines = (page) => page.$$eval('#mistakes [data-ply]', (items) => items.map((item) => ({ ...item.dataset, text: item.textContent })));

/** Each mistake says where its loss comes from, in its data and its words. */
function assertSources(mistakes) {
  const words = { exact: /\(exact\)$/, book: /\(from the opening book\)$/, search: /\(estimate, search of \d+ plies\)$/ };
  for (const mistake of mistakes) {
    assert.ok(mistake.source in words, JSON.stringify(mistake));
    assert.match(mistake.text, words[mistake.source]);
    assert.equal('depth' in mistake, mistake.source === 'search', JSON.stringify(mistake));
    if (mistake.source === 'search') assert.ok(mistake.text.includes(`search of ${mistake.depth} plies`), JSON.stringify(mistake));
  }
}

/** The graph's values once none is missing. */
async function reviewed(page) {
  await page.waitForFunction(() => {
    const graph = document.querySelector('#eval-graph');
    const values = JSON.parse(graph?.dataset.values ?? '[]');
    return values.length > 0 && !values.includes(null) && document.querySelector('#review-status')?.dataset.done === 'true';
  }, null, { timeout: REVIEW_TIME });
  return page.$eval('#eval-graph', (graph) => ({ values: JSON.parse(graph.dataset.values), exact: JSON.parse(graph.dataset.exact) }));
}

test('a game from the address is reviewed: every value, exact from 18 empties, its mistakes', { timeout: REVIEW_TIME + 30_000 }, async () => {
  const page = await open(`#moves=${GAME}&review=1`);
  assert.match(await hashOf(page), /review=1/);
  const { values, exact } = await reviewed(page);
  assert.equal(values.length, 61);
  // Every position from 18 empties (ply 42) on is exact; the final margin is black's 48-16.
  assert.ok(exact.slice(42).every(Boolean), JSON.stringify(exact));
  assert.equal(values[60], 32);
  assert.equal(values[41], 12);
  const mistakes = await page.$$eval('#mistakes [data-ply]', (items) => items.map((item) => ({ ...item.dataset })));
  const g2 = mistakes.find((mistake) => mistake.ply === '41');
  assert.deepEqual({ played: g2.played, best: g2.best, loss: g2.loss, kind: g2.kind, source: g2.source }, { played: 'g2', best: 'b2', loss: '16', kind: 'blunder', source: 'exact' });
  assert.match(await page.textContent('#mistakes [data-ply="41"]'), /\(exact\)$/);
  assertSources(await mistakeLines(page));
  assert.match(await page.textContent('#review-summary'), /White: [\d.]+ discs lost; \d+ blunders?/);
  await screenshot(page, 'review-desktop.png');

  // A mistake shows the position before it with its best move marked.
  await page.click('#mistakes [data-ply="41"] button');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '41');
  assert.match(await page.getAttribute('#board', 'aria-label'), /best move b2 marked/);
  assert.match(await hashOf(page), /ply=41/);
  const atMistake = await shown(page);

  // The review saved as JSON: the engine's report.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#review-save')]);
  const saved = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(saved.plies.length, 61);
  assert.deepEqual(saved.plies.map((ply) => ply.value), values);
  assert.ok(saved.mistakes.some((mistake) => mistake.ply === 41 && mistake.played === 'g2' && mistake.loss === 16));
  for (const field of ['ply', 'to_move', 'value', 'exact', 'best']) assert.ok(field in saved.plies[0], field);
  // The summary says the margin rule with the report's numbers: 6 + 5 and 12 + 5.
  const t = saved.thresholds;
  assert.deepEqual([t.mistake + t.estimate_margin, t.blunder + t.estimate_margin], [11, 17]);
  assert.match(await page.textContent('#review-summary'), /called a mistake only from 11 discs, a blunder only from 17 discs\./);

  // Play from here: the play page continues from this position, you to move.
  await page.click('#review-play');
  await page.waitForFunction(() => location.hash.includes('page=play'));
  const hash = await hashOf(page);
  assert.match(hash, new RegExp(`moves=${GAME.slice(0, 82)}(&|$)`));
  assert.match(hash, /you=white/);
  await page.waitForFunction(() => document.querySelector('#page-play #board')?.dataset.ply === '41');
  const played = await page.$eval('#page-play #board', (board) => board.dataset.position);
  assert.equal(played, atMistake.position);
});

test('the graph steps to the ply clicked, and Cancel stops a review', { timeout: 60_000 }, async () => {
  const page = await open(`#moves=${GAME}`);
  await page.click('#review-start');
  await page.waitForFunction(() => location.hash.includes('review=1'));
  await page.waitForFunction(() => JSON.parse(document.querySelector('#eval-graph').dataset.values).some((value) => value !== null));
  await page.click('#review-cancel');
  await page.waitForFunction(() => document.querySelector('#review-status').textContent === 'Cancelled.');
  assert.equal(await page.$eval('#review-thinking', (sign) => sign.hidden), true);
  const box = await page.$eval('#eval-graph', (graph) => {
    const rect = graph.getBoundingClientRect();
    return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
  });
  // The graph's plot runs from 40 to its width less 10: ply 30 is in the middle.
  await page.mouse.click(box.x + 40 + ((box.width - 50) * 30) / 60, box.y + box.height / 2);
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '30');
  assert.match(await hashOf(page), /ply=30/);
});

test('a 4x4 game is reviewed exactly, and the page keeps its game controls', async () => {
  const page = await open('#size=4&moves=d3d4c4b4a4&review=1');
  const { values, exact } = await reviewed(page);
  assert.equal(values.length, 6);
  assert.ok(exact.every(Boolean));
  assert.equal(values[0], -10);
  await checkGamePage(open, '#size=4&moves=d3d4c4b4a4&review=1', { transcript: 'transcript', copy: 'copy-link' });
});

test('a 6x6 opening is reviewed exactly from the opening book the review worker fetches', async () => {
  // Without the book 32 empties are far beyond the review's budget: these could only be estimates.
  const page = await open('#size=6&moves=c2b4&review=1');
  const { values, exact } = await reviewed(page);
  assert.deepEqual(exact, [true, true, true]);
  // White wins by 4 with perfect play, and c2 and b4 are both best moves.
  assert.deepEqual(values, [-4, -4, -4]);
});

test('a 6x6 blunder is read from the opening book, and says so', async () => {
  // After c2 the book values b4 -4 (best), d2 -2 and b2 +20, black's point of view: b2 loses 24 for white.
  const page = await open('#size=6&moves=c2b2&review=1');
  await reviewed(page);
  const mistakes = await mistakeLines(page);
  assertSources(mistakes);
  assert.deepEqual(mistakes.map(({ ply, played, loss, kind, source }) => ({ ply, played, loss, kind, source })),
    [{ ply: '1', played: 'b2', loss: '24', kind: 'blunder', source: 'book' }]);
  assert.equal(await page.$eval('#opening', (line) => line.hidden), true);
});

test('a tournament game reviewed on a phone: its opening named, each mistake with its source, nothing wider than the screen', async () => {
  const page = await open(`#moves=${TOURNAMENT}&review=1`, { viewport: { width: 390, height: 844 } });
  await reviewed(page);
  assert.equal(await page.getAttribute('#opening', 'data-opening'), await page.getAttribute('#review-opening', 'data-opening'));
  assert.match(await page.textContent('#review-opening'), /^Opening played: .+\.$/);
  const mistakes = await mistakeLines(page);
  assert.ok(mistakes.length > 0);
  assertSources(mistakes);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  await screenshot(page, 'review-phone.png');
});

test('the seed stoner is marked on the graph, linking to the stoner page check', { timeout: REVIEW_TIME + 30_000 }, async () => {
  const seed = 'e6d6c6d7c8b6c7f7f6e8f8g8b7';
  const page = await open(`#moves=${seed}g7f5d8h8&review=1`);
  await reviewed(page);
  const available = await page.$eval('#eval-graph .eval-stoner-available[data-ply="12"]', (mark) => mark.getAttribute('href'));
  assert.equal(available, `#page=stoner&moves=${seed}&at=13`);
  const set = await page.$eval('#eval-graph .eval-stoner-set[data-ply="13"]', (mark) => mark.getAttribute('href'));
  assert.equal(set, `#page=stoner&moves=${seed}&at=13`);
  await page.click('#eval-graph .eval-stoner-set[data-ply="13"]');
  await page.waitForFunction(() => location.hash.startsWith('#page=stoner'));
  await page.waitForSelector('#page-stoner #board[data-ply="13"]');
});
