// The Stoner page in headless Chromium: a census in the worker pool, a line
// opened and its trap stepped through with captions, the user defending
// against the proven attacker, a pasted position checked, links that
// restore a view, and bad link parameters reported in #message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkGamePage } from './game-page.mjs';
import { clickSquare, inkBoxes, screenshot, shown, useBrowser } from './harness.mjs';

const browser = useBrowser();
const open = browser.open;

const SEED = 'e6d6c6d7c8b6c7f7f6e8f8g8b7';
const SEED_VIEW = `#page=stoner&moves=${SEED}&at=13&shape=S31&orientation=a8/b7/h8`;
// The seed's example followed by its trap's main line (most stubborn defence).
const TRAP_VIEW = `#page=stoner&moves=${SEED}g7f5d8h8&at=13&shape=S31&orientation=a8/b7/h8&mode=trap`;
const text = (page, selector) => page.$eval(selector, (element) => element.textContent);
const waitForPly = (page, ply) =>
  page.waitForFunction((want) => Number(document.querySelector('#board').dataset.ply) === want, ply);

test('the depth-13 census runs in the worker pool, filters and sorts its lines, and opens a line whose trap is captioned', async () => {
  const page = await open('#page=stoner');
  await page.selectOption('#stoner-depth', '13');
  await page.click('#stoner-census-start');
  await page.waitForSelector('#stoner-census-status[data-done]', { timeout: 120000 });
  const counts = await page.$$eval('#stoner-counts td', (cells) => cells.map((cell) => cell.textContent));
  assert.deepEqual(counts, ['6,928', '1,732', '700', '175', '252', '63']);
  assert.match(await text(page, '#stoner-seed-comparison'), /301 stoner-like and 41 successful/);
  assert.match(await text(page, '#stoner-seed-comparison'), /370 \/ 41/);
  assert.equal(await page.$eval('#stoner-lines', (list) => list.dataset.count), '700');
  assert.match(await page.evaluate(() => location.hash), /census=13/);
  await screenshot(page, 'stoner-census.png');

  await page.selectOption('#stoner-filter', 'S4');
  await page.waitForFunction(() => document.querySelector('#stoner-lines').dataset.count === '92');
  await page.selectOption('#stoner-filter', '');
  await page.selectOption('#stoner-sort', 'distance');
  await page.waitForFunction(() => location.hash.includes('sort=distance'));
  const distances = await page.$$eval('#stoner-lines .stoner-line', (lines) => lines.map((line) => Number(line.dataset.distance)));
  assert.deepEqual(distances, [...distances].sort((a, b) => a - b));
  assert.equal(distances[0], 4);

  // Open the last listed line (a long trap): it starts at ply 0 and steps.
  const line = await page.$eval('#stoner-lines li:nth-child(300) .stoner-line', (button) => button.dataset.moves);
  await page.click('#stoner-lines li:nth-child(300) .stoner-line');
  await waitForPly(page, 0);
  await page.click('#stoner-next');
  await waitForPly(page, 1);
  assert.equal((await shown(page)).ply, 1);
  await page.waitForSelector('.stoner-match.selected');
  await page.click('.stoner-match.selected .stoner-play-trap');
  await waitForPly(page, 13);
  assert.match(await text(page, '#stoner-caption'), /stoner position .* loses a corner within \d+ plies/);
  const captions = [];
  for (;;) {
    const { ply } = await shown(page);
    const done = await page.$eval('#stoner-next', (button) => button.disabled);
    if (done) break;
    await page.click('#stoner-next');
    await waitForPly(page, ply + 1);
    captions.push(await text(page, '#stoner-caption'));
  }
  assert.ok(captions.length >= 4, `${captions.length} trap plies after ${line}`);
  assert.match(captions.at(-1), /takes [a-h][18]: the corner falls/);
  await screenshot(page, 'stoner-trap.png');
});

test("the seed's example: the trigger caption, a defender move answered with the proven reply, and the corner", async () => {
  const page = await open(`${SEED_VIEW}&mode=defend`);
  await page.waitForFunction(() => document.querySelector('#message').textContent.includes('Your move'));
  assert.match(await text(page, '#message'), /Every defence loses here \(proven\)/);
  // White (the defender) plays g7, the main line's stubborn defence.
  await clickSquare(page, 'g7');
  await waitForPly(page, 15);
  await page.waitForFunction(() => document.querySelector('#message').textContent.includes('Your move'));
  assert.match(await text(page, '#message'), /The attacker answers [a-h][1-8] \(proven to win\)/);
  await screenshot(page, 'stoner-defend.png');
  // Any defence: the corner falls.
  const legal = await page.evaluate(() => document.querySelector('#board').getAttribute('aria-label').match(/Legal moves: ([^.]*)/)[1].split(', '));
  await clickSquare(page, legal[0]);
  await waitForPly(page, 17);
  await page.waitForFunction(() => /corner falls|Escaped/.test(document.querySelector('#message').textContent));
  assert.match(await text(page, '#message'), /The corner falls: the attacker takes [ah]8/);

  // The trap with captions and the proof from the link.
  const trap = await open(`${TRAP_VIEW}&ply=13`);
  await trap.waitForSelector('#stoner-proof .stoner-proof-list');
  assert.match(await text(trap, '#stoner-proof'), /takes h8/);
  await trap.waitForSelector('.stoner-match.selected');
  await trap.click('#stoner-next');
  await waitForPly(trap, 14);
  assert.match(await text(trap, '#stoner-caption'), /^White g7 \(the most stubborn defence\)/);
  await trap.click('#stoner-last');
  await waitForPly(trap, 17);
  assert.equal(await text(trap, '#stoner-caption'), 'Black takes h8: the corner falls and white loses the edge.');
});

test('a pasted position is checked: shapes, success, distance, and an escape with its line', async () => {
  const page = await open('#page=stoner');
  // The position after c4c3c2c5c6b5a6a5f6a7d6c1b2, as a board string.
  await page.fill('#stoner-load-input', '--O------XO-------X-------OXX---OOOXX---O-XX-X--O--------------- O');
  await page.click('#stoner-load-button');
  await page.waitForSelector('#stoner-check-summary');
  const match = await page.$eval('.stoner-match', (item) => ({ ...item.dataset }));
  assert.deepEqual(match, { shape: 'S3', orientation: 'a1/b2/a8', success: 'true', undecided: 'false', distance: '10' });
  assert.match(await page.evaluate(() => location.hash), /board=--O-.*_O&at=0/);

  await page.fill('#stoner-load-input', 'f5f4f3g4e3e6g5e2h3h5h6h7g2');
  await page.click('#stoner-load-button');
  await page.waitForSelector('.stoner-match[data-orientation="h1/g2/h8"]');
  const escape = await page.$eval('.stoner-match[data-orientation="h1/g2/h8"]', (item) => item.textContent);
  assert.match(escape, /the defender escapes \(the horizon is reached/);
  await screenshot(page, 'stoner-check.png');

  // No shape at the start.
  await page.click('#stoner-first');
  await page.click('#stoner-check');
  await page.waitForFunction(() => document.querySelector('#stoner-check-summary')?.dataset.matches === '0');
});

test('a link restores the trap view; bad link parameters give a clear message', async () => {
  const page = await open(`${TRAP_VIEW}&ply=15`);
  assert.equal((await shown(page)).ply, 15);
  await page.waitForSelector('.stoner-match.selected');
  assert.match(await text(page, '#stoner-caption'), /^Black f5/);
  // The step keys, as on the board page.
  await page.keyboard.press('ArrowLeft');
  await waitForPly(page, 14);
  await page.keyboard.press('ArrowRight');
  await waitForPly(page, 15);
  // Replay from the start, then the trap from the buttons by the board.
  await page.click('#stoner-replay');
  await waitForPly(page, 2);
  await page.click('#stoner-replay');
  const seed = await open(SEED_VIEW);
  await seed.waitForSelector('#stoner-trap:not([hidden])');
  await seed.click('#stoner-trap');
  await waitForPly(seed, 13);
  assert.match(await seed.evaluate(() => location.hash), /mode=trap/);
  assert.equal(await seed.$eval('#board', (board) => board.dataset.position.length), 66);

  for (const [hash, words] of [
    ['#page=stoner&census=99', /census: '99' is not a depth/],
    ['#page=stoner&horizon=0', /horizon: '0' is not a number of plies/],
    [`#page=stoner&moves=${SEED}&at=13&shape=S9&orientation=a8/b7/h8`, /shape: 'S9' is not a shape/],
    [`#page=stoner&moves=${SEED}&at=40`, /at: '40' is past the end of the line/],
    ['#page=stoner&moves=f5zz', /moves: /],
    [`#page=stoner&moves=${SEED}&at=13&shape=S4&orientation=a8/b7/h8`, /shows no S4 in orientation a8\/b7\/h8/],
  ]) {
    const bad = await open(hash);
    await bad.waitForFunction(() => document.querySelector('#message').getAttribute('role') === 'alert');
    assert.match(await text(bad, '#message'), words, hash);
  }
});

test('a depth-14 census can be cancelled: every pool worker stops and the page says so', async () => {
  const page = await open('#page=stoner');
  const workers = await page.evaluate(() => {
    // Count the pool's live workers: wrap Worker to see terminate calls.
    const live = new Set();
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        if (args[1]?.name === 'boardlab pool') live.add(this);
      }
      terminate() {
        live.delete(this);
        super.terminate();
      }
    };
    window.livePoolWorkers = live;
    return navigator.hardwareConcurrency;
  });
  await page.selectOption('#stoner-depth', '14');
  await page.click('#stoner-census-start');
  await page.waitForFunction(() => document.querySelector('#stoner-census-progress').value > 0, null, { timeout: 60000 });
  assert.equal(await page.evaluate(() => window.livePoolWorkers.size), Math.min(workers, 8));
  await page.click('#stoner-census-cancel');
  await page.waitForFunction(() => document.querySelector('#stoner-census-status').textContent === 'Cancelled.');
  assert.equal(await page.evaluate(() => window.livePoolWorkers.size), 0);
  assert.doesNotMatch(await page.evaluate(() => location.hash), /census=/);
  assert.equal(await page.$eval('#stoner-census-start', (button) => button.disabled), false);
});

test('the line shown steps, jumps, reopens and copies through the controller', async () => {
  await checkGamePage(open, `#page=stoner&moves=${SEED}`, { prefix: 'stoner-', transcript: 'stoner-transcript', copy: 'stoner-copy-link' });
});

test('cross-field problems are named like the schema\'s and dropped from the address', async () => {
  const page = await open(`#page=stoner&moves=${SEED}&mode=trap&at=40`);
  assert.equal(await page.getAttribute('#message', 'role'), 'alert');
  assert.equal(
    await text(page, '#message'),
    "at: '40' is past the end of the line (13 moves); mode: 'trap' needs at, shape and orientation",
  );
  assert.equal(await page.evaluate(() => location.hash), `#page=stoner&moves=${SEED}`);
});

test('a proof beyond its budget is reported undecided instead of running forever', async () => {
  // At a horizon of 60 this position's proof grows about tenfold per four
  // plies; the page's node budget stops it after a few seconds.
  const page = await open('#page=stoner&moves=f5f4g3g4g5f6e7h6h4h3h2g7&at=12&horizon=60');
  await page.waitForSelector('.stoner-match.undecided', { timeout: 60_000 });
  const match = await page.$eval('.stoner-match', (item) => ({ ...item.dataset, text: item.textContent }));
  assert.equal(match.undecided, 'true');
  assert.match(match.text, /undecided: the proof ran out of its budget/);
  assert.equal(await page.$$eval('.stoner-match button', (buttons) => buttons.length), 0, 'nothing to play or defend');
});

test('a 4x4 or 6x6 board is shown as it is, with the words that stoners are an 8x8 idea', async () => {
  for (const [hash, position, size] of [
    ['#page=stoner&board=-----OX--XO-----_X', '-----OX--XO----- X', '4x4'],
    ['#page=stoner&size=6', null, '6x6'],
  ]) {
    const page = await open(hash);
    assert.equal(await page.getAttribute('#message', 'role'), 'alert');
    assert.match(await text(page, '#message'), new RegExp(`stoner trap is an 8x8 idea: .*this ${size} board`));
    const board = await shown(page);
    if (position) assert.equal(board.position, position);
    assert.equal(board.position.replace(/ .*/, '').length, size === '4x4' ? 16 : 36, 'the board is drawn at its own size');
    assert.match(await page.getAttribute('#board', 'aria-label'), new RegExp(`^${size} Othello board`));
    assert.equal(await page.$eval('#stoner-check', (button) => button.disabled), true);
    assert.equal(await text(page, '#stoner-caption'), '');
    await screenshot(page, `stoner-${size}.png`);
  }
});

test('on a phone the shapes’ letters and numbers are whole and clear of the board; the blog’s example opens at its stoner, board and caption in view, and checks as one', async () => {
  const page = await open('#page=stoner', { viewport: { width: 390, height: 844 } });
  for (const id of ['S4', 'S31', 'S3']) {
    const canvas = await page.$(`#stoner-shape-${id}`);
    await canvas.scrollIntoViewIfNeeded();
    await page.waitForFunction((element) => element.width > 300, canvas);
    const { width, ink } = await canvas.evaluate((element) => ({ width: element.clientWidth, ink: getComputedStyle(element).color }));
    // The felt (its green), then the ink above it (the letters) and left of it (the numbers); the felt starts
    // past the coordinates' strip, at least 14 px in.
    const [felt] = await inkBoxes(canvas, [{ region: { left: 0, top: 0, right: width, bottom: width }, color: 'rgb(47, 122, 82)' }]);
    const [letters, numbers] = await inkBoxes(canvas, [
      { region: { left: felt.left, top: 0, right: felt.right, bottom: felt.top }, color: ink },
      // The number 1 alone (a box round all eight would be high whatever their size).
      { region: { left: 0, top: felt.top, right: felt.left, bottom: felt.top + felt.height / 8 }, color: ink },
    ]);
    // Whole (not cut by the canvas's edge), big enough to read, and off the board's rim (2 px wide, just outside the felt).
    assert.ok(letters.top >= 0.5 && letters.bottom <= felt.top - 3 && letters.height >= 6, `${id} letters ${JSON.stringify({ letters, felt })}`);
    assert.ok(numbers.left >= 0.5 && numbers.right <= felt.left - 3 && numbers.height >= 6, `${id} numbers ${JSON.stringify({ numbers, felt })}`);
  }
  // The example opens at its stoner position (move 13), the board brought into view with the caption that explains it,
  // and "Check this position" checks that same position.
  await page.click('#stoner-seed');
  await waitForPly(page, 13);
  const inView = (selector) => page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return box.top >= -1 && box.bottom <= innerHeight + 1;
  });
  await page.waitForFunction(() => /^The stoner position/.test(document.querySelector('#stoner-caption').textContent));
  assert.ok(await inView('#board'), 'the board is on the screen');
  assert.ok(await inView('#stoner-caption'), 'its caption is on the screen');
  await page.click('#stoner-check');
  await page.waitForSelector('#stoner-check-summary');
  assert.equal((await shown(page)).ply, 13);
  assert.match(await text(page, '#stoner-check-summary'), /^The position after move 13: 1 stoner shape/);
});
