// The small-boards page in the browser: exact values on 4x4 against the
// seed's printed numbers, games against the perfect player and their
// review, the seed's lines and their links, a 6x6 position valued in the
// worker, a pasted late 8x8 endgame, and Cancel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { checkGamePage } from './game-page.mjs';
import { screenshot, shown, useBrowser } from './harness.mjs';

const browser = useBrowser();

/** The seed's printed values: { line: { moves, printed: { ply: { square: value } } } }. */
function seedLines() {
  const lines = {};
  let current = null;
  for (const row of readFileSync(new URL('../data/seed_4x4_lines.txt', import.meta.url), 'utf8').split('\n')) {
    const text = row.trim();
    if (!text || text.startsWith('#')) continue;
    const [head, ...rest] = text.split(/\s+/);
    if (head === 'line') {
      current = { moves: rest[1], printed: {} };
      lines[rest[0]] = current;
      continue;
    }
    current.printed[head] = Object.fromEntries(rest.map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]));
  }
  return lines;
}

/** The values list of the position shown, once it is there: { square: { value, best, seed } }. */
async function values(page) {
  await page.waitForSelector('#small-move-values li');
  return page.$$eval('#small-move-values li', (items) =>
    Object.fromEntries(items.map((item) => [item.dataset.square, {
      value: Number(item.dataset.value),
      best: item.dataset.best === 'true',
      seed: item.dataset.seed === undefined ? undefined : Number(item.dataset.seed),
    }])));
}

const plain = (valued) => Object.fromEntries(Object.entries(valued).map(([square, { value }]) => [square, value]));

async function goTo(page, hash) {
  await page.evaluate((target) => {
    location.hash = target;
  }, hash);
}

test('the page steps, jumps, reopens and copies through the game controller', async () => {
  // Values off and no perfect player: nothing moves by itself.
  await checkGamePage(browser.open, '#page=small&moves=d3d4c4b4', { prefix: 'small-', transcript: 'small-transcript', copy: 'small-copy-link' });
});

test('after d3, white’s replies have the seed’s values (raw) and the best one is highlighted', async () => {
  const page = await browser.open('#page=small&moves=d3&values=1');
  const valued = await values(page);
  assert.deepEqual(plain(valued), { d2: -8, b4: -9, d4: 8 });
  assert.deepEqual(Object.keys(valued).filter((square) => valued[square].best), ['d4']);
  assert.equal(await page.$eval('#small-position-value', (element) => element.dataset.value), '8');
  assert.match(await page.$eval('#board', (board) => board.getAttribute('aria-label')), /d4 \+8/);
  await screenshot(page, 'small-boards-d3-values.png');
  // The start: every first move is worth -8 for black.
  await goTo(page, '#page=small&values=1');
  await page.waitForSelector('#board[data-ply="0"]');
  assert.deepEqual(plain(await values(page)), { b1: -8, a2: -8, d3: -8, c4: -8 });
  // wof scoring is a switch away and kept in the address.
  await goTo(page, '#page=small&moves=d3&values=1');
  await page.waitForSelector('#board[data-ply="1"]');
  await page.click('#small-scoring-wof');
  await page.waitForFunction(() => location.hash.includes('scoring=wof'));
  await page.waitForFunction(() => document.querySelector('#small-position-value').textContent.includes('counting discs + empties'));
  // As `boardlab solve --size 4 d3` gives: with the empties going to the
  // winner, the best lines end early.
  assert.deepEqual(plain(await values(page)), { d4: 10, b4: -12, d2: -14 });
});

test('the seed’s three lines step by step: every printed value is exact but vertical a3 after 4 moves', async () => {
  const page = await browser.open('#page=small');
  const lines = seedLines();
  const differences = [];
  for (const [name, line] of Object.entries(lines)) {
    await page.click(`#small-line-${name}`);
    await page.waitForFunction((moves) => location.hash.includes(`moves=${moves}`), line.moves);
    for (const [ply, printed] of Object.entries(line.printed)) {
      await goTo(page, `#page=small&moves=${line.moves}&ply=${ply}&values=1`);
      await page.waitForSelector(`#board[data-ply="${ply}"]`);
      const valued = await values(page);
      assert.deepEqual(Object.keys(valued).sort(), Object.keys(printed).sort(), `${name} after ${ply}: the legal moves`);
      for (const [square, seed] of Object.entries(printed)) {
        assert.equal(valued[square].seed, seed, `${name} after ${ply}: the page’s copy of the seed’s ${square}`);
        if (valued[square].value !== seed) differences.push(`${name} ${ply} ${square} ${seed}->${valued[square].value}`);
      }
      // The line is best play: the move played next is a best move (after the opening's first two moves).
      const played = line.moves.slice(2 * ply, 2 * ply + 2);
      if (Number(ply) >= 2) assert.ok(valued[played].best, `${name} after ${ply}: ${played} is best`);
    }
  }
  assert.deepEqual(differences, ['vertical 4 a3 12->-12']);
  // The difference is marked beside the exact value.
  await goTo(page, '#page=small&moves=d3b4a2d2d4d1b1a4c4&ply=4&values=1');
  await page.waitForSelector('#board[data-ply="4"]');
  assert.match(await page.$eval('#small-move-values li[data-square="a3"]', (item) => item.textContent), /−12.*Tsuda’s article prints \+12/);
  await screenshot(page, 'small-boards-vertical-line.png');
  // Stepping forward with the controls keeps the values on; the link restores the step.
  await page.click('#small-next');
  await page.waitForSelector('#board[data-ply="5"]');
  assert.deepEqual(plain(await values(page)), { b1: -15, d1: -9 });
  const link = await page.evaluate(() => location.hash);
  assert.equal(link, '#page=small&moves=d3b4a2d2d4d1b1a4c4&ply=5&values=1');
  const restored = await browser.open(link);
  assert.deepEqual(plain(await values(restored)), { b1: -15, d1: -9 });
  assert.deepEqual(await shown(restored), await shown(page));
  // The arrow keys step too.
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#board[data-ply="4"]');
  await page.keyboard.press('End');
  await page.waitForSelector('#board[data-ply="9"]');
});

/** Plays a whole game as `player` against the perfect player, choosing by
 *  `choose(valued)` (after `onTurn()`, if given); returns the result banner. */
async function playGame(page, player, choose, onTurn = async () => {}) {
  for (;;) {
    const state = await page.waitForFunction((side) => {
      const result = document.querySelector('#small-result');
      if (!result.hidden) return 'over';
      const turn = document.querySelector('#small-turn').textContent;
      const mine = turn.toLowerCase().startsWith(side) && turn.includes('(you)');
      return mine && document.querySelector('#small-move-values li button:not([disabled])') ? 'mine' : false;
    }, player, { polling: 50, timeout: 120000 });
    if ((await state.jsonValue()) === 'over') break;
    await onTurn();
    const square = choose(await values(page));
    const ply = (await shown(page)).ply;
    await page.click(`#small-move-values li[data-square="${square}"] button`);
    await page.waitForFunction((before) => Number(document.querySelector('#board').dataset.ply) > before, ply);
  }
  await page.waitForSelector('#small-result[data-final]', { timeout: 120000 });
  return page.$eval('#small-result', (result) => ({
    final: Number(result.dataset.final),
    start: Number(result.dataset.start),
    perfect: result.dataset.perfect === 'true',
    lost: Number(result.dataset.lost),
    mistakes: result.querySelectorAll('li').length,
    text: result.textContent,
  }));
}

test('a perfect game as white against the perfect player ends at the game’s value, +8', async () => {
  const page = await browser.open('#page=small&player=white&values=1');
  const best = (valued) => Object.keys(valued).find((square) => valued[square].best);
  const result = await playGame(page, 'white', best);
  assert.equal(result.perfect, true, result.text);
  assert.equal(result.start, 8);
  assert.equal(result.final, 8);
  assert.match(result.text, /You played perfectly/);
  assert.doesNotMatch(result.text, /not all of its moves/);
  await screenshot(page, 'small-boards-perfect-game.png');
});

test('a poor game as black: the banner names each losing move, and the losses add up to the gap from -8', async () => {
  const page = await browser.open('#page=small&player=black&pick=first&values=1');
  const worst = (valued) => Object.entries(valued).sort((a, b) => a[1].value - b[1].value)[0][0];
  const result = await playGame(page, 'black', worst);
  assert.equal(result.perfect, false);
  assert.ok(result.mistakes > 0);
  assert.equal(result.start, -8);
  assert.equal(result.final, result.start - result.lost, result.text);
  assert.match(result.text, /You lost \d+ discs? to perfect play/);
  await screenshot(page, 'small-boards-poor-game.png');
  // The perfect player's first-best choice is deterministic: the same game again.
  const moves = await page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('moves'));
  const again = await browser.open('#page=small&player=black&pick=first&values=1');
  await playGame(again, 'black', worst);
  assert.equal(await again.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('moves')), moves);
  // The link of the finished game restores it with its review.
  const restored = await browser.open(`#page=small&moves=${moves}&player=black&pick=first`);
  await restored.waitForSelector('#small-result[data-lost]');
  assert.equal(await restored.$eval('#small-result', (result) => Number(result.dataset.lost)), result.lost);
});

test('a loaded game whose other side erred is reviewed without claiming perfect play from it', async () => {
  // The seed's vertical line: white's b4 (-9 for white) is a mistake, black then plays perfectly.
  const page = await browser.open('#page=small&moves=d3b4a2d2d4d1b1a4c4&player=black');
  await page.waitForSelector('#small-result[data-final]');
  const result = await page.$eval('#small-result', (element) => ({ ...element.dataset, text: element.textContent }));
  assert.equal(result.perfect, 'true');
  assert.equal(result.start, '-8');
  assert.equal(result.final, '9');
  assert.match(result.text, /White made 1 move that lost value/);
});

test('a 6x6 position is valued in the worker; the best move’s position has the negated value', async () => {
  const moves = 'c2d2e5b4a4a5e2c1b1a1b3c5d1b2';
  const page = await browser.open(`#page=small&size=6&moves=${moves}&values=1`);
  const valued = await values(page);
  const value = Number(await page.$eval('#small-position-value', (element) => element.dataset.value));
  const bestMoves = Object.keys(valued).filter((square) => valued[square].best);
  assert.ok(bestMoves.length > 0);
  for (const square of bestMoves) assert.equal(valued[square].value, value);
  assert.match(await page.$eval('#small-solve-status', (status) => status.textContent), /in the worker/);
  await screenshot(page, 'small-boards-6x6-values.png');
  await page.click(`#small-move-values li[data-square="${bestMoves[0]}"] button`);
  await page.waitForSelector(`#board[data-ply="${moves.length / 2 + 1}"]`);
  await page.waitForFunction(() => document.querySelector('#small-position-value').dataset.value !== undefined);
  const child = Number(await page.$eval('#small-position-value', (element) => element.dataset.value));
  assert.equal(child, -value);
});

test('a 6x6 game against the perfect player (in the worker) from a position with 18 empties', async () => {
  // After c2d2e5b4a4a5e2c1b1a1b3c5d1b2.
  const board = 'OOOX---OXXX--OOX--XOOX--O-O-X-------_X';
  const page = await browser.open(`#page=small&board=${board}&player=black&values=1`);
  const best = (valued) => Object.keys(valued).find((square) => valued[square].best);
  const result = await playGame(page, 'black', best);
  assert.equal(result.perfect, true, result.text);
  assert.equal(result.final, result.start, result.text);
  await screenshot(page, 'small-boards-6x6-game.png');
});

test('6x6 from the start: the opening book values the first moves', async () => {
  const page = await browser.open('#page=small&size=6&values=1');
  // Feinstein's 1993 result: white wins 20-16, so every first move is -4 for black.
  assert.deepEqual(plain(await values(page)), { c2: -4, b3: -4, e4: -4, d5: -4 });
  assert.match(await page.$eval('#small-solve-status', (status) => status.textContent), /from the opening book/);
  await screenshot(page, 'small-boards-6x6-start.png');
});

test('6x6 from the start against the perfect player: while the book reaches, every gift is taken at once', async () => {
  // The user (black) plays its best move that is not a best one (a small
  // loss each turn; the first move, where all four tie, is a best one). The perfect player answers from the book, and the
  // next position must be worth for the user exactly what the user's move
  // was: the perfect player kept all it was given.
  const page = await browser.open('#page=small&size=6&player=black&values=1&pick=first');
  const status = () => page.$eval('#small-solve-status', (element) => element.textContent);
  let turns = 0;
  let expected = -4;
  for (;;) {
    await page.waitForFunction(() => document.querySelector('#small-turn').textContent.includes('(you)'), null, { polling: 50, timeout: 60000 });
    // Out of the book the user's values come from a live solve, or (with
    // many empties) only on request: the book's part of the game is over.
    const listed = await page.waitForSelector('#small-move-values li button:not([disabled])', { timeout: 5000 }).catch(() => null);
    if (!listed || !(await status()).includes('from the opening book')) break;
    const valued = await values(page);
    const value = Number(await page.$eval('#small-position-value', (element) => element.dataset.value));
    assert.equal(value, expected, `turn ${turns}`);
    const squares = Object.keys(valued);
    const square = squares.find((candidate) => !valued[candidate].best) ?? squares[0];
    expected = valued[square].value;
    const ply = (await shown(page)).ply;
    await page.click(`#small-move-values li[data-square="${square}"] button`);
    await page.waitForSelector(`#board[data-ply="${ply + 2}"]`, { timeout: 60000 });
    turns += 1;
  }
  assert.ok(turns >= 2, `${turns} turns in the book`);
  await screenshot(page, 'small-boards-6x6-book-game.png');
});

// FFO #40 after best play a2 b1 c1 (white passed after b1) and b6: 16
// empties, white to move, worth -38 for white (FFO #40 is +38 for black).
const FFO40_AFTER_4 = 'OOXXXXXXXOXXXXXXOOXOXOOXOOXXOOXXOOXOOOXX-X-OOOOX----O--X-------- O';
const FFO40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';

test('a pasted late 8x8 endgame gets its exact value and best moves', async () => {
  const page = await browser.open('#page=small');
  await page.fill('#small-load-input', FFO40_AFTER_4);
  await page.click('#small-load-button');
  await page.waitForFunction(() => document.querySelector('#small-position-value').dataset.value !== undefined, null, { timeout: 60000 });
  assert.equal((await shown(page)).position, FFO40_AFTER_4);
  assert.equal(await page.$eval('#small-position-value', (element) => element.dataset.value), '-38');
  const valued = await values(page);
  assert.deepEqual(Object.keys(valued).filter((square) => valued[square].best).sort(), ['b7', 'c7']);
  await screenshot(page, 'small-boards-8x8-endgame.png');
});

test('Cancel stops a long solve; the page goes on working', async () => {
  const page = await browser.open(`#page=small&board=${FFO40.replace(' ', '_')}&values=1`);
  assert.match(await page.$eval('#small-position-value', (element) => element.textContent), /press Solve/);
  await page.click('#small-solve');
  await page.waitForFunction(() => !document.querySelector('#small-cancel').disabled);
  await page.waitForFunction(() => document.querySelector('#small-solve-status').textContent.includes('Solving 20 empties'));
  await screenshot(page, 'small-boards-solving.png');
  await page.click('#small-cancel');
  await page.waitForFunction(() => document.querySelector('#small-solve-status').textContent === 'Cancelled.');
  assert.equal(await page.$eval('#small-cancel', (button) => button.disabled), true);
  // A fresh worker answers the next question.
  await page.fill('#small-load-input', FFO40_AFTER_4);
  await page.click('#small-load-button');
  await page.waitForFunction(() => document.querySelector('#small-position-value').dataset.value === '-38', null, { timeout: 60000 });
});

test('bad parameters are named in #message', async () => {
  const page = await browser.open('#page=small&scoring=best&player=red');
  const message = await page.$eval('#message', (element) => ({ text: element.textContent, role: element.getAttribute('role') }));
  assert.equal(message.role, 'alert');
  assert.match(message.text, /scoring: 'best' is not a scoring rule/);
  const pasted = await browser.open('#page=small&board=XXO');
  assert.match(await pasted.$eval('#message', (element) => element.textContent), /board/);
});
