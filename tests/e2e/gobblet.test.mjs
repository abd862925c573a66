// The Gobblet page in headless Chromium: a game lost to the perfect player,
// a repetition draw played on the canvas (clicks and a drag), links that
// restore a game, the values of the allowed moves, and the first-move table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gobbletLayout, RIM } from '../../www/ui/gobblet-layout.js';
import { ARTIFACTS, hashOf, inkBoxes, screenshot, shown, useBrowser } from './harness.mjs';

const browser = useBrowser();
const open = browser.open;

// Where the renderer puts things (gobblet-view.js `layout`), in page pixels.
async function geometry(page) {
  const box = await page.$eval('#board', async (canvas) => {
    canvas.scrollIntoView({ block: 'nearest' });
    await new Promise((done) => requestAnimationFrame(done));
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left, y: rect.top, width: canvas.clientWidth };
  });
  const { pad, cell, boardX, slot, reserveX } = gobbletLayout(box.width);
  return {
    square(name) {
      const col = name.charCodeAt(0) - 97;
      const row = Number(name[1]) - 1;
      return { x: box.x + boardX + (col + 0.5) * cell, y: box.y + pad + (row + 0.5) * cell };
    },
    reserve(player, size) {
      const row = 2 - 'SML'.indexOf(size);
      return { x: box.x + reserveX[player] + 0.5 * slot, y: box.y + pad + (row + 0.5) * cell };
    },
  };
}

async function click(page, point) {
  await page.mouse.click(point.x, point.y);
}

async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** Plays `move` (`Lb2` or `b2c3`) for `player` on the canvas: click the piece, then the square. */
async function playOnCanvas(page, player, move) {
  const at = await geometry(page);
  const before = (await shown(page)).ply;
  if (/^[SML]/.test(move)) await click(page, at.reserve(player, move[0]));
  else await click(page, at.square(move.slice(0, 2)));
  await click(page, at.square(move.slice(-2)));
  await page.waitForFunction((ply) => Number(document.querySelector('#board').dataset.ply) === ply + 1, before);
}

test('a game against the perfect player (first) is lost by the user, who resists as long as possible', async () => {
  const page = await open('#page=gobblet&computer=1&values=1');
  const times = [];
  for (let guard = 0; guard < 40; guard += 1) {
    // Wait until either the game is over or it is the user's (Blue's) turn with the values known.
    await page.waitForFunction(() => {
      const message = document.querySelector('#message');
      if (message.dataset.end) return true;
      const text = document.querySelector('#gobblet-turn').textContent;
      return text.startsWith('Blue') && document.querySelector('#gobblet-move-values button') !== null;
    }, null, { timeout: 30000 });
    const worst = await page.$eval('#gobblet-timing', (element) => element.dataset.seconds);
    if (worst) times.push(Number(worst));
    if (await page.$eval('#message', (message) => message.dataset.end)) break;
    // The user plays a best move for Blue: the first chip of the best group.
    await page.click('#gobblet-move-values .gobblet-value-row:first-child button');
  }
  const { ply, position } = await shown(page);
  // The first player wins in 13 plies against the longest defence.
  assert.equal(ply, 13, `the game ended at ply ${ply}: ${position}`);
  assert.equal(await page.textContent('#message'), 'The perfect player wins (Orange): a line of three.');
  assert.equal(await page.getAttribute('#message', 'role'), 'status');
  assert.equal(await page.textContent('#gobblet-turn'), 'Game over');
  const worstSeconds = Number(await page.$eval('#gobblet-timing', (element) => element.dataset.worstSeconds));
  assert.ok(worstSeconds > 0);
  await screenshot(page, 'gobblet-lost.png');
  // The browser player's time per move over this game, for BENCHMARKS.md.
  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(join(ARTIFACTS, 'gobblet-times.json'), JSON.stringify({ worstSeconds, moves: await hashOf(page) }, null, 2));
});

test('a game played on the canvas reaches a repetition draw', async () => {
  const page = await open('#page=gobblet');
  await playOnCanvas(page, 1, 'La1');
  await playOnCanvas(page, 2, 'Lc3');
  assert.deepEqual(await shown(page), { position: 'L,-,-/-,-,-/-,-,l 1', ply: 2 });
  // Clicking a piece that cannot move there does nothing.
  const at = await geometry(page);
  await click(page, at.square('a1'));
  await click(page, at.square('c3'));
  assert.equal((await shown(page)).ply, 2);
  await click(page, at.square('a1')); // deselect
  // A drag moves a piece too.
  await drag(page, at.square('a1'), at.square('b1'));
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '3');
  assert.equal((await shown(page)).position, '-,L,-/-,-,-/-,-,l 2');
  await playOnCanvas(page, 2, 'c3b3');
  await playOnCanvas(page, 1, 'b1a1');
  assert.equal(await page.textContent('#message'), '');
  await playOnCanvas(page, 2, 'b3c3');
  assert.deepEqual(await shown(page), { position: 'L,-,-/-,-,-/-,-,l 1', ply: 6 });
  assert.equal(await page.textContent('#message'), 'Draw: a position occurred for the second time.');
  assert.equal(await page.$eval('#message', (message) => message.dataset.end), 'repetition');
  assert.equal(await page.textContent('#gobblet-turn'), 'Game over');
  assert.equal(await hashOf(page), '#page=gobblet&moves=La1Lc3a1b1c3b3b1a1b3c3');
  await screenshot(page, 'gobblet-repetition.png');
});

test('a shared link restores the game, its ply and the mode; a bad link says why', async () => {
  // Blue is the user's: nothing moves by itself at the end of the game.
  const page = await open('#page=gobblet&moves=lb2%20sa1,b2-c3&ply=2&computer=1');
  assert.deepEqual(await shown(page), { position: 's,-,-/-,L,-/-,-,- 1', ply: 2 });
  // The address is rewritten in the compact notation.
  assert.equal(await hashOf(page), '#page=gobblet&moves=Lb2Sa1b2c3&ply=2&computer=1');
  assert.equal(await page.getAttribute('#gobblet-mode-1', 'aria-pressed'), 'true');
  await page.click('#gobblet-next');
  assert.deepEqual(await shown(page), { position: 's,-,-/-,-,-/-,-,L 2', ply: 3 });
  assert.match(await page.getAttribute('#board', 'aria-label'), /after 3 of 3 moves, Blue to move.*c3 orange large/);
  await page.keyboard.press('Home');
  assert.equal((await shown(page)).ply, 0);
  await page.keyboard.press('End');
  assert.equal((await shown(page)).ply, 3);
  // The allowed moves are buttons too (the keyboard's way to play).
  await page.click('#gobblet-allowed summary');
  await page.click('#gobblet-allowed button[data-move="Mb2"]');
  // Orange, the perfect player, answers at once.
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '5');
  assert.match(await hashOf(page), /^#page=gobblet&moves=Lb2Sa1b2c3Mb2([SML][abc][123]|[abc][123][abc][123])&computer=1$/);
  await page.click('#gobblet-prev');
  assert.deepEqual(await shown(page), { position: 's,-,-/-,m,-/-,-,L 1', ply: 4 });
  await page.keyboard.press('End');
  assert.equal((await shown(page)).ply, 5);
  // The transcript lists the moves.
  assert.deepEqual(await page.$$eval('#gobblet-transcript button', (buttons) => buttons.map((b) => b.textContent).slice(0, 5)), ['start', '1Lb2', '2Sa1', '3b2c3', '4Mb2']);

  const bad = await open('#page=gobblet&moves=Lb2Lb2');
  assert.equal((await shown(bad)).ply, 1);
  assert.equal(await bad.getAttribute('#message', 'role'), 'alert');
  assert.equal(await bad.textContent('#message'), 'moves: move 2 (Lb2) is not allowed: b2 is covered by a piece at least as large');
  assert.equal(await hashOf(bad), '#page=gobblet&moves=Lb2');
  const junk = await open('#page=gobblet&moves=Xb2');
  assert.equal((await shown(junk)).ply, 0);
  assert.match(await junk.textContent('#message'), /'Xb2' is not a move/);
});

test('the perfect player answers at once as the second player', async () => {
  // At the end of the game with Blue to move, Blue (the perfect player) moves by itself.
  const page = await open('#page=gobblet&computer=2&moves=Mb2');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '2');
  assert.match(await page.textContent('#gobblet-turn'), /^Orange to move \(you\)$/);
  assert.match(await page.textContent('#gobblet-timing'), /The perfect player answered in \d+\.\d\d s/);
  assert.equal(await page.$eval('#gobblet-thinking', (element) => element.hidden), true);
  assert.match(await hashOf(page), /^#page=gobblet&moves=Mb2[SML][abc][123]&computer=2$/);
});

test('values: every allowed move with win, loss or draw and distance; the first-move table from the engine', async () => {
  const page = await open('#page=gobblet&values=1');
  await page.waitForSelector('#gobblet-move-values button');
  assert.equal(await page.textContent('#gobblet-position-value'), 'Orange to move wins in 13 with best play.');
  const values = await page.$$eval('#gobblet-move-values button', (buttons) =>
    Object.fromEntries(buttons.map((b) => [b.dataset.move, `${b.dataset.value} ${b.dataset.distance}`.trim()])),
  );
  assert.equal(Object.keys(values).length, 27);
  assert.equal(values.Sb1, 'win 13');
  assert.equal(values.Lb2, 'win 13');
  assert.equal(values.Sa1, 'win 15');
  assert.equal(values.Ma1, 'loss 14');
  assert.equal(values.Mb2, 'loss 12');

  // The seed's first-move table, symmetric moves grouped.
  await page.waitForSelector('#gobblet-first-moves tbody tr');
  const rows = await page.$$eval('#gobblet-first-moves tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
  assert.deepEqual(rows, [
    ['Sb1 Sa2 Sc2 Sb3', 'win', '13', '12'],
    ['La1 Lc1 La3 Lc3', 'win', '13', '12'],
    ['Lb2', 'win', '13', '12'],
    ['Sa1 Sc1 Sa3 Sc3', 'win', '15', '14'],
    ['Sb2', 'win', '15', '14'],
    ['Lb1 La2 Lc2 Lb3', 'win', '15', '14'],
    ['Ma1 Mc1 Ma3 Mc3', 'loss', '14', '13'],
    ['Mb1 Ma2 Mc2 Mb3', 'loss', '12', '11'],
    ['Mb2', 'loss', '12', '11'],
  ]);

  // Later in a game, and a move that would repeat a position counts as a draw.
  const later = await open('#page=gobblet&values=1&moves=La1Lc3a1b1c3b3b1a1');
  assert.equal((await shown(later)).ply, 5);
  await later.waitForSelector('#gobblet-move-values button[data-move="b3c3"]');
  assert.equal(await later.$eval('#gobblet-move-values button[data-move="b3c3"]', (b) => b.closest('.gobblet-value-row').textContent.startsWith('Blue draw (repeats a position)')), true);
  // Selecting a piece labels its destinations on the canvas (drawn, so look at the screenshot).
  const at = await geometry(later);
  await click(later, at.reserve(2, 'M'));
  await screenshot(later, 'gobblet-values.png');
});

test('only the shown page carries the #board and #message hooks', async () => {
  const page = await open('#moves=f5');
  await page.click('#tabs a[data-page="gobblet"]');
  await page.waitForFunction(() => document.querySelector('#board')?.classList.contains('gobblet-board'));
  const onGobblet = await page.evaluate(() => ({
    boards: document.querySelectorAll('#board').length,
    messages: document.querySelectorAll('#message').length,
  }));
  assert.deepEqual(onGobblet, { boards: 1, messages: 1 });
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#board') && !document.querySelector('#board').classList.contains('gobblet-board'));
  assert.equal(await page.evaluate(() => document.querySelectorAll('#board').length), 1);
  assert.match(await page.getAttribute('#board', 'data-position'), / O$/);
});

test('the distance table of the full solution stands beside the seed’s; on a phone the board’s coordinates are readable and clear of its rim', async () => {
  const page = await open('#page=gobblet', { viewport: { width: 390, height: 844 } });
  // The row numbers sit in their own column between the left reserve's tray and the board's rim, the letters below the rim.
  const canvas = await page.$('#board');
  await page.waitForFunction((element) => element.width > 300, canvas);
  const { width, ink } = await canvas.evaluate((element) => ({ width: element.clientWidth, ink: getComputedStyle(element).color }));
  const { pad, cell, boardX, boardY, slot, reserveX, height } = gobbletLayout(width);
  const [tray, rim, below] = [reserveX[1] + 2 * slot + pad * 0.25, boardX - RIM, boardY + 3 * cell + RIM];
  const boxes = await inkBoxes(canvas, [
    ...[0, 1, 2].map((row) => ({ region: { left: tray, top: boardY + row * cell, right: rim, bottom: boardY + (row + 1) * cell }, color: ink })),
    ...[0, 1, 2].map((col) => ({ region: { left: boardX + col * cell, top: below, right: boardX + (col + 1) * cell, bottom: height }, color: ink })),
  ]);
  // A digit of the page's small print (12 px) is about 9 px high; a, b, c at least 6.
  for (const [index, box] of boxes.entries()) {
    const what = index < 3 ? `row number ${index + 1}` : `letter ${'abc'[index - 3]}`;
    assert.ok(box, `${what} is drawn`);
    if (index < 3) assert.ok(box.height >= 8 && box.left >= tray + 2 && box.right <= rim - 3, `${what} ${JSON.stringify({ box, tray, rim })}`);
    else assert.ok(box.height >= 6 && box.top >= below + 2 && box.bottom <= height, `${what} ${JSON.stringify({ box, below, height })}`);
  }

  const rows = await page.$$eval('#gobblet-distances tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
  assert.equal(rows.length, 27);
  assert.deepEqual(rows[0], ['0', '644,016,624', '644,016,624']);
  assert.deepEqual(rows[1], ['1', '1,228,663,244', '1,228,663,244']);
  assert.deepEqual(rows[24], ['24', '688', '688']);
  assert.deepEqual(rows[26], ['26', '28', '76']);
  await screenshot(page, 'gobblet-distances.png');
});
