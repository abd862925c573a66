// The mobility page in headless Chromium: editing with live counts, the
// address, the gallery, the free searcher in the worker, the reachability
// checker (reachable, unreachable, its line in the game board) and errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSquare, hashOf, screenshot, shown, squareCentre, useBrowser } from './harness.mjs';

const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`;
// The start with a1 black: a1 touches nothing, so no move changes (black
// still 4, white 4), but the disc is disconnected.
const START_A1 = `X${'-'.repeat(26)}OX------XO${'-'.repeat(27)} X`;
const WHITE_33_LINE = 'f5f6e6f4g7c6g3e7d6f3e3d3b7d7c2g2g1c3b2b3b4f7g5c4c7c8e2';
const WHITE_33 = '------X--XX-X-X--XOOXOX--XOOXO-----OXXX---XXOO---XXOXXX---O----- O';

const browser = useBrowser();
const open = (hash = '#page=mobility') => browser.open(hash);

const text = (page, selector) => page.textContent(selector);

test('the editor starts at the start position with both counts', async () => {
  const page = await open();
  assert.equal((await shown(page)).position, START);
  assert.equal(await text(page, '#black-moves'), '4');
  assert.equal(await text(page, '#white-moves'), '4');
  assert.equal(await page.getAttribute('#mobility-verdict', 'data-ok'), 'true');
  assert.deepEqual(await page.$$eval('#mobility-legal .chip', (chips) => chips.map((chip) => chip.textContent)), ['d3', 'c4', 'f5', 'e6']);
  assert.match(await page.getAttribute('#board', 'aria-label'), /black to move, 60 empty squares.*Black has 2 discs and 4 legal moves: d3, c4, f5, e6/);
  await screenshot(page, 'mobility-start.png');
});

test('clicking cycles a square, the counts and the verdict follow, the address keeps the board', async () => {
  const page = await open();
  await clickSquare(page, 'a1');
  assert.equal((await shown(page)).position, START_A1);
  assert.equal(await page.getAttribute('#mobility-verdict', 'data-ok'), 'false');
  assert.match(await text(page, '#mobility-verdict'), /a1 are not connected to the centre/);
  assert.equal(await hashOf(page), `#page=mobility&board=${START_A1.replace(' ', '_')}`);
  // Counts from `boardlab mobility count`: black on e3 opens c5 for black
  // (c5-d4-e3) and gives white e2, f2 and more; white on e3 opens e2 for black.
  await clickSquare(page, 'e3'); // empty -> black
  assert.equal(await text(page, '#black-moves'), '5');
  assert.equal(await text(page, '#white-moves'), '5');
  await clickSquare(page, 'e3'); // black -> white
  assert.equal(await text(page, '#black-moves'), '5');
  assert.equal(await text(page, '#white-moves'), '3');
  await clickSquare(page, 'e3'); // white -> empty
  await clickSquare(page, 'a1');
  await clickSquare(page, 'a1');
  assert.equal((await shown(page)).position, START);
  assert.equal(await text(page, '#black-moves'), '4');
  // The side to move changes the marked squares.
  await page.click('#to-move-white');
  assert.equal((await shown(page)).position, `${START.slice(0, 64)} O`);
  assert.deepEqual(await page.$$eval('#mobility-legal .chip', (chips) => chips.map((chip) => chip.textContent)), ['e3', 'f4', 'c5', 'd6']);
  // A reload shows the same position.
  await page.reload();
  await page.waitForSelector('#board[data-position]');
  assert.equal((await shown(page)).position, `${START.slice(0, 64)} O`);
});

test('back and forward walk through the edits', async () => {
  const page = await open();
  await clickSquare(page, 'a1');
  assert.equal((await shown(page)).position, START_A1);
  await page.goBack();
  await page.waitForFunction((board) => document.querySelector('#board')?.dataset.position === board, START);
  assert.equal(await text(page, '#black-moves'), '4');
  await page.goForward();
  await page.waitForFunction((board) => document.querySelector('#board')?.dataset.position === board, START_A1);
  assert.equal(await page.getAttribute('#mobility-verdict', 'data-ok'), 'false');
});

test('dragging paints a row with the chosen paint; clear and fill', async () => {
  const page = await open();
  await page.click('#paint-white');
  const from = await squareCentre(page, 'a8');
  const to = await squareCentre(page, 'h8');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 14; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 14, from.y);
  }
  await page.mouse.up();
  assert.equal((await shown(page)).position.slice(56, 64), 'OOOOOOOO');
  await page.click('#edit-clear');
  assert.equal((await shown(page)).position, `${'-'.repeat(64)} X`);
  assert.match(await text(page, '#mobility-verdict'), /centre squares d4 e4 d5 e5 are empty/);
  await page.click('#edit-fill');
  assert.equal((await shown(page)).position, `${'O'.repeat(64)} X`);
  assert.equal(await text(page, '#black-moves'), '0');
});

test('a gallery entry loads into the editor and links to the game board', async () => {
  const page = await open();
  await page.click('[data-entry="white-33"] .gallery-load');
  assert.equal((await shown(page)).position, WHITE_33);
  assert.equal(await text(page, '#white-moves'), '33');
  assert.equal(await page.getAttribute('#mobility-verdict', 'data-ok'), 'true');
  const link = await page.getAttribute('[data-entry="white-33"] a', 'href');
  assert.equal(link, `#moves=${WHITE_33_LINE}`);
  // Our searcher's own white 33: a different position, also 33 for white.
  await page.click('[data-entry="white-33-search"] .gallery-load');
  assert.equal(await text(page, '#white-moves'), '33');
  assert.notEqual((await shown(page)).position, WHITE_33);
  // The author's black 33: black to move, and the game board replays it.
  await page.click('[data-entry="black-33"] .gallery-load');
  assert.equal(await text(page, '#black-moves'), '33');
  assert.equal((await shown(page)).position.slice(65), 'X');
  assert.equal(await page.getAttribute('#mobility-verdict', 'data-ok'), 'true');
  await page.click('[data-entry="free-34"] .gallery-load');
  assert.equal(await text(page, '#black-moves'), '34');
  assert.equal(await page.getAttribute('#mobility-verdict', 'data-ok'), 'false');
  await screenshot(page, 'mobility-gallery.png');
  await page.click('[data-entry="white-33"] a');
  await page.waitForFunction((board) => document.querySelector('#board')?.dataset.position === board, WHITE_33);
  assert.equal((await shown(page)).ply, 27);
});

test('the free searcher runs in the worker and shows its best so far', async () => {
  const page = await open();
  await page.fill('#search-seconds', '3');
  await page.click('#search-start');
  await page.waitForSelector('#search-start:not([disabled])', { timeout: 20000 });
  const count = Number(await page.getAttribute('#search-best', 'data-count'));
  assert.ok(count >= 32, `only ${count}`);
  assert.match(await text(page, '#search-status'), /Done in/);
  assert.match(await text(page, '#search-best'), new RegExp(`^${count} legal moves for black; the fewest empty squares`));
  await page.click('#search-best .load-found');
  assert.equal(await text(page, '#black-moves'), String(count));
  await screenshot(page, 'mobility-free-search.png');
});

test('the reachable searcher can be cancelled and keeps its best', async () => {
  const page = await open();
  await page.selectOption('#search-kind', 'reachable');
  await page.fill('#search-seconds', '60');
  await page.click('#search-start');
  await page.waitForSelector('#search-best[data-count]', { timeout: 20000 });
  await page.click('#search-cancel');
  await page.waitForSelector('#search-start:not([disabled])');
  assert.match(await text(page, '#search-status'), /Cancelled/);
  const line = await text(page, '#search-best .mobility-line');
  assert.match(line, /^Line: ([a-h][1-8])+$/);
});

test('the checker finds a line for a game position, and it opens in the game board', async () => {
  const board = await (async () => {
    const page = await browser.open('#moves=f5d6c3d3c4f4');
    return (await shown(page)).position;
  })();
  const page = await open(`#page=mobility&board=${board.replace(' ', '_')}`);
  assert.equal((await shown(page)).position, board);
  await page.fill('#reach-seconds', '20');
  await page.click('#reach-start');
  await page.waitForSelector('#reach-result[data-status]', { timeout: 30000 });
  assert.equal(await page.getAttribute('#reach-result', 'data-status'), 'reachable');
  await screenshot(page, 'mobility-reach.png');
  await page.click('#reach-open');
  await page.waitForFunction((target) => document.querySelector('#board')?.dataset.position === target, board);
});

test('the checker declares a disconnected position unreachable', async () => {
  const page = await open(`#page=mobility&board=${START_A1.replace(' ', '_')}`);
  await page.click('#reach-start');
  await page.waitForSelector('#reach-result[data-status]');
  assert.equal(await page.getAttribute('#reach-result', 'data-status'), 'unreachable');
  assert.match(await text(page, '#reach-result'), /not connected/);
});

test('a bad pasted board names the problem and keeps the position', async () => {
  const page = await open();
  await page.fill('#mobility-load-input', 'XXOO- X');
  await page.click('#mobility-load-button');
  assert.equal(await page.getAttribute('#message', 'role'), 'alert');
  assert.match(await text(page, '#message'), /board/i);
  assert.equal((await shown(page)).position, START);
  await screenshot(page, 'mobility-bad-paste.png');
  // A good one clears the error.
  await page.fill('#mobility-load-input', WHITE_33);
  await page.click('#mobility-load-button');
  assert.equal(await text(page, '#message'), '');
  assert.equal(await text(page, '#white-moves'), '33');
});

test('a bad board in the address is reported and the start shown', async () => {
  const page = await open('#page=mobility&board=nonsense');
  assert.equal((await shown(page)).position, START);
  assert.match(await text(page, '#message'), /board/);
  assert.equal(await page.getAttribute('#message', 'role'), 'alert');
  // The one message form of every page's keys; the bad value leaves the address.
  assert.match(await text(page, '#message'), /^board: 'nonsense' is not a board string: .*found 8 squares/);
  assert.equal(await hashOf(page), '#page=mobility');
  // The lab is 8x8 only: another size is named as such.
  const small = await open('#page=mobility&board=-----OX--XO-----_X');
  assert.equal((await shown(small)).position, START);
  assert.equal(await text(small, '#message'), "board: '-----OX--XO----- X' is a 4x4 board: the mobility lab works on 8x8 boards only");
  // A board in another spelling is shown and the address corrected to the canonical one.
  const lower = await open(`#page=mobility&board=${START_A1.toLowerCase().replace(' ', '_')}`);
  assert.equal((await shown(lower)).position, START_A1);
  assert.equal(await hashOf(lower), `#page=mobility&board=${START_A1.replace(' ', '_')}`);
  assert.equal(await text(lower, '#message'), '');
});

test('Copy link copies the edited board’s address, and the address reopens it', async () => {
  const page = await open();
  await clickSquare(page, 'a1');
  await page.click('#to-move-white');
  const edited = `${START_A1.slice(0, 64)} O`;
  assert.equal((await shown(page)).position, edited);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('#mobility-copy-link');
  await page.waitForFunction(() => /copied/i.test(document.querySelector('#mobility-copy-status').textContent));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.evaluate(() => location.href));
  assert.equal(new URL(copied).hash, `#page=mobility&board=${edited.replace(' ', '_')}`);
  const reopened = await open(new URL(copied).hash);
  assert.deepEqual(await shown(reopened), { position: edited, ply: 0 });
  assert.equal(await text(reopened, '#white-moves'), '4');
  assert.equal(await reopened.getAttribute('#mobility-verdict', 'data-ok'), 'false');
  assert.equal(await reopened.getAttribute('#board', 'aria-label'), await page.getAttribute('#board', 'aria-label'));
});
