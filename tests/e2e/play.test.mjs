// The play page in headless Chromium: complete games against three-ply and
// strong:1 played by clicking the board, the thinking indicator while the
// page stays responsive (and Stop), undo and redo, hints on every legal
// square, stepping through the controller, and links that restore a game.
// The user's legal moves are read with the engine (wasm in node) from the
// board the page shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, WebGame } from '../../pkg/boardlab.js';
import { checkGamePage } from './game-page.mjs';
import { clickSquare, hashOf, screenshot, shown, useBrowser } from './harness.mjs';

initSync({ module: readFileSync(new URL('../../pkg/boardlab_bg.wasm', import.meta.url)) });

const browser = useBrowser();

/** The engine's view of a board string: legal moves and the result (null while the game goes on). */
function positionOf(board) {
  const game = WebGame.load('8', board, '');
  const snapshot = game.snapshot(0);
  game.free();
  return snapshot;
}

/** Waits until the user is to move or the game is over; tells which. */
async function waitForUser(page) {
  await page.waitForFunction(() => {
    const over = document.querySelector('#message').dataset.end === 'over';
    const yours = document.querySelector('#play-turn').textContent.startsWith('Your move');
    return over || (yours && document.querySelector('#play-thinking').hidden);
  }, null, { timeout: 60000 });
  return page.$eval('#message', (message) => message.dataset.end === 'over');
}

/** Plays the user's side to the end, always the first legal move; returns the user's moves. */
async function playToTheEnd(page) {
  const played = [];
  for (let guard = 0; guard < 40; guard += 1) {
    if (await waitForUser(page)) return played;
    const before = await shown(page);
    const [first] = positionOf(before.position).legal;
    await clickSquare(page, first);
    played.push(first.name);
    await page.waitForFunction((ply) => Number(document.querySelector('#board').dataset.ply) > ply, before.ply);
  }
  throw new Error('the game did not end in 40 user moves');
}

test('a complete game against three-ply, the user black, ends with the result and a link that restores it', async () => {
  const page = await browser.open('#page=play&seed=11');
  const userMoves = await playToTheEnd(page);
  const end = await shown(page);
  assert.ok(positionOf(end.position).result, 'the game is over');
  assert.ok(userMoves.length >= 20, `the user moved ${userMoves.length} times`);
  const message = await page.$eval('#message', (element) => element.textContent);
  assert.match(message, /^Game over: (black wins by \d+|white wins by \d+|a draw) \(\d+–\d+\)\.( You win\.| The computer \(three-ply\) wins\.)?$/);
  const hash = await hashOf(page);
  assert.match(hash, /^#page=play&moves=[a-h1-8]+&seed=11$/);
  const moves = new URLSearchParams(hash.slice(1)).get('moves');
  assert.equal(await page.$eval('#play-board-link', (link) => link.getAttribute('href')), `#moves=${moves}`);
  await screenshot(page, 'play-three-ply-end.png');

  // The link shows the same finished game, and nobody moves any more.
  const again = await browser.open(hash);
  assert.deepEqual(await shown(again), end);
  assert.equal(await again.$eval('#play-thinking', (element) => element.hidden), true);
});

test('a complete game against strong:1 with the user white', async () => {
  const page = await browser.open('#page=play&ai=strong:1&you=white&seed=3');
  // The computer (black) opens.
  await page.waitForFunction(() => Number(document.querySelector('#board').dataset.ply) === 1);
  await playToTheEnd(page);
  const end = await shown(page);
  assert.ok(positionOf(end.position).result);
  assert.match(await hashOf(page), /^#page=play&moves=[a-h1-8]+&ai=strong%3A1&seed=3&you=white$/);
  assert.equal(await page.$eval('#play-ai', (select) => select.value), 'strong:1');
});

test('the strong player thinks in the worker while the page stays responsive; undo takes back a move and its reply', async () => {
  const page = await browser.open('#page=play&ai=strong&seed=5&moves=f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7');
  await waitForUser(page);
  const before = await shown(page);
  assert.equal(await page.$eval('#play-undo', (button) => button.disabled), false);
  await clickSquare(page, positionOf(before.position).legal[0]);
  // The indicator shows while the worker searches; the page keeps painting frames.
  await page.waitForSelector('#play-thinking:not([hidden])');
  const frames = await page.evaluate(() => new Promise((done) => {
    let count = 0;
    const started = performance.now();
    const tick = () => (++count >= 5 ? done({ count, ms: performance.now() - started }) : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }));
  assert.ok(frames.ms < 1000, `5 frames took ${frames.ms} ms`);
  await screenshot(page, 'play-thinking.png');
  await waitForUser(page);
  const after = await shown(page);
  assert.equal(after.ply, before.ply + 2);
  const seconds = Number(await page.$eval('#play-timing', (element) => element.dataset.seconds));
  assert.ok(seconds > 0);

  await page.click('#play-undo');
  assert.deepEqual(await shown(page), before);
  assert.equal(await hashOf(page), '#page=play&moves=f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7&ai=strong&seed=5');
  // Undoing back to the start leaves nothing to take back.
  for (let guard = 0; guard < 10 && !(await page.$eval('#play-undo', (button) => button.disabled)); guard += 1) {
    await page.click('#play-undo');
  }
  assert.equal((await shown(page)).ply, 0);
});

test('hints put the strong player’s value on every legal square, best highlighted; the link keeps them on', async () => {
  const page = await browser.open('#page=play&seed=2&moves=f5f6e6f4');
  await page.click('#play-hints');
  await page.waitForFunction(() => document.querySelector('#board').dataset.hints !== '');
  const { position } = await shown(page);
  const legal = positionOf(position).legal.map((spot) => spot.name).sort();
  assert.equal(Number(await page.$eval('#board', (canvas) => canvas.dataset.hints)), legal.length);
  const listed = await page.$$eval('#play-hints-list li', (items) =>
    items.map((item) => ({ name: item.querySelector('button').textContent, value: item.querySelector('.play-hint-value').textContent })));
  assert.deepEqual(listed.map((item) => item.name).sort(), legal);
  // Whole discs, signed with a real minus sign, never a negative zero; and what the board writes on each square, no other rounding.
  assert.ok(listed.every((item) => /^([+−][1-9]\d?|0)$/.test(item.value)), JSON.stringify(listed));
  const labels = await page.$eval('#board', (canvas) => canvas.dataset.labels);
  assert.deepEqual(labels.split(' ').reduce((pairs, word, index, words) => (index % 2 ? pairs : [...pairs, `${word} ${words[index + 1]}`]), []).sort(),
    listed.map((item) => `${item.name} ${item.value}`).sort());
  // The value and its one source are separate words: "+5 (estimate, 4 plies ahead)", not "+5estimate";
  // this opening is in the book, whose values say so (and no search depth beside it, which read as a second source).
  const lines = await page.$$eval('#play-hints-list li', (items) => items.map((item) => item.innerText));
  assert.ok(lines.every((line) => /^[a-h][1-8] ([+−]\d+|0) \(opening book\)$/.test(line)), JSON.stringify(lines));
  assert.match(await hashOf(page), /&hints=1/);
  await screenshot(page, 'play-hints.png');

  // Playing a hinted move works from the list too; the hints follow the game.
  await page.click('#play-hints-list li:first-child button');
  await waitForUser(page);
  await page.waitForFunction(() => document.querySelector('#board').dataset.hints !== '');
  const restored = await browser.open(await hashOf(page));
  await restored.waitForFunction(() => document.querySelector('#board').dataset.hints !== '');
  assert.deepEqual(await shown(restored), await shown(page));
});

test('past the opening book the hints are searches, and say how deep; their sign stays off the board, and on a phone each hint is one line', async () => {
  // 24 moves of a 2016 game, black (the user) to move.
  const page = await browser.open('#page=play&seed=2&hints=1&moves=f5f4e3f2e2f6d3c4f3e1f1g1e6c5c6d6e7c2g6d7e8c8b6b4', { viewport: { width: 390, height: 844 } });
  // While they are computed, the sign is in the status panel: no square of the board is covered.
  await page.waitForSelector('#play-hints-thinking:not([hidden])');
  const [sign, board] = await Promise.all(['#play-hints-thinking', '#board'].map((selector) => page.$eval(selector, (element) => element.getBoundingClientRect().toJSON())));
  assert.ok(sign.top >= board.bottom || sign.bottom <= board.top, `the sign ${JSON.stringify(sign)} is off the board ${JSON.stringify(board)}`);
  assert.equal(await page.isVisible('#play-thinking'), false);
  await page.waitForFunction(() => document.querySelector('#board').dataset.hints !== '');
  const lines = await page.$$eval('#play-hints-list li', (items) => items.map((item) => item.innerText));
  assert.ok(lines.length > 0 && lines.every((line) => /^[a-h][1-8] ([+−]\d+|0) \(estimate, \d+ plies ahead\)$/.test(line)), JSON.stringify(lines));
  // Each hint's words stay on its line: none wraps under the next move's button.
  const wrapped = await page.$$eval('#play-hints-list li', (items) => items.filter((item) => {
    const source = item.querySelector('.play-hint-source');
    // One line of its text is at most about 1.4 times its font size high; two are over twice.
    return source.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(source).fontSize) ||
      item.getBoundingClientRect().height > item.querySelector('button').getBoundingClientRect().height + 2;
  }).map((item) => item.innerText));
  assert.deepEqual(wrapped, []);
});

test('the opening played is named under the board', async () => {
  // White to move and the user white: the computer waits.
  const page = await browser.open('#page=play&seed=2&you=white&moves=f5d6c3d3c4');
  await page.waitForSelector('#play-opening:not([hidden])');
  assert.equal(await page.getAttribute('#play-opening', 'data-opening'), 'Tiger');
  assert.equal((await shown(page)).ply, 5);
});

test('bad parameters are reported and replaced; the game still plays', async () => {
  const page = await browser.open('#page=play&ai=minimax&you=green&seed=x&moves=f5zz');
  const message = await page.$eval('#message', (element) => ({ text: element.textContent, role: element.getAttribute('role') }));
  assert.equal(message.role, 'alert');
  assert.match(message.text, /ai: 'minimax' is not a player/);
  assert.match(message.text, /you: 'green' is not a side/);
  assert.match(message.text, /seed: 'x' is not a whole number/);
  assert.match(message.text, /moves: zz is not a square/);
  // White (three-ply) answers f5 (perhaps already); the message stays until the user acts.
  await page.waitForFunction(() => Number(document.querySelector('#board').dataset.ply) === 2);
  assert.match(await hashOf(page), /^#page=play&moves=f5[a-h][1-8]&seed=\d+$/);
  assert.match(await page.$eval('#message', (element) => element.textContent), /ai: 'minimax'/);
});

test('the play page steps, jumps, reopens and copies through the controller', async () => {
  // You play white and it is white's turn at the end, so the computer never
  // moves during the check: it moves only on its turn at the end of the game,
  // and every earlier ply the check steps to is only looked at.
  await checkGamePage(browser.open, '#page=play&moves=f5d6c3&ai=random&seed=1&you=white', {
    prefix: 'play-',
    transcript: 'play-transcript',
    copy: 'play-copy-link',
  });
});

test('undo takes back your move and the reply, redo plays them again; a new move drops what undo took', async () => {
  const page = await browser.open('#page=play&moves=f5d6&ai=random&seed=1');
  await waitForUser(page);
  const before = await shown(page);
  const beforeHash = await hashOf(page);
  assert.equal(await page.$eval('#play-redo', (button) => button.disabled), true);
  const [first, second] = positionOf(before.position).legal;
  await clickSquare(page, first);
  await page.waitForFunction((ply) => Number(document.querySelector('#board').dataset.ply) === ply, before.ply + 2);
  await waitForUser(page);
  const after = await shown(page);
  const afterHash = await hashOf(page);

  await page.click('#play-undo');
  assert.deepEqual(await shown(page), before);
  assert.equal(await hashOf(page), beforeHash);
  assert.equal(await page.$eval('#play-redo', (button) => button.disabled), false);
  await page.click('#play-redo');
  assert.deepEqual(await shown(page), after);
  assert.equal(await hashOf(page), afterHash);
  assert.equal(await page.$eval('#play-redo', (button) => button.disabled), true);
  assert.equal(await page.$eval('#play-thinking', (element) => element.hidden), true, 'the reply is played again, not asked again');

  // Undo, then another move: the game goes on from it and Redo has nothing to play.
  await page.click('#play-undo');
  await clickSquare(page, second);
  await page.waitForFunction((ply) => Number(document.querySelector('#board').dataset.ply) === ply, before.ply + 2);
  await waitForUser(page);
  assert.match(await hashOf(page), new RegExp(`moves=f5d6${second.name}[a-h][1-8]&`));
  assert.equal(await page.$eval('#play-redo', (button) => button.disabled), true);
});

test('Stop ends the computer’s thinking; it waits until the user acts', async () => {
  // strong:N has no node budget: 16 plies in this midgame take minutes
  // (12 take about 3 s in wasm), far longer than the test. The position
  // (24 moves of a 2016 game) is past the opening book, which would answer at once.
  const page = await browser.open('#page=play&ai=strong:16&seed=5&moves=f5f4e3f2e2f6d3c4f3e1f1g1e6c5c6d6e7c2g6d7e8c8b6b4&you=white');
  await page.waitForSelector('#play-thinking:not([hidden])');
  assert.match(await page.textContent('#play-thinking'), /^strong \(16 plies\) is thinking… \d+\.\d s/);
  await page.click('#play-stop');
  await page.waitForSelector('#play-thinking', { state: 'hidden' });
  assert.match(await page.textContent('#message'), /^You stopped strong \(16 plies\)\./);
  // It is not asked again by itself.
  await page.waitForTimeout(500);
  assert.equal(await page.$eval('#play-thinking', (element) => element.hidden), true);
  const { ply } = await shown(page);
  // Choosing another player is acting: it moves.
  await page.selectOption('#play-ai', 'random');
  await page.waitForFunction((before) => Number(document.querySelector('#board').dataset.ply) === before + 1, ply);
  assert.equal(await page.textContent('#message'), '');
});
