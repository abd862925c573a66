// The board page in headless Chromium: playing, stepping, links, errors,
// sizes, the perft worker, safety of URL text, and a clean console.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSquare, hashOf, screenshot, shown, useBrowser } from './harness.mjs';

// Board strings written out by hand from the rules (a1 first, row by row).
const START_8 = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`;
const AFTER_F5 = `${'-'.repeat(27)}OX------XXX${'-'.repeat(26)} O`;
// White answers d6: d6 flips d5 (d4 white closes the column).
const AFTER_F5D6 = `${'-'.repeat(27)}OX------OXX${'-'.repeat(5)}O${'-'.repeat(20)} X`;
const START_6 = `${'-'.repeat(14)}OX----XO${'-'.repeat(14)} X`;
const START_4 = '-----OX--XO----- X';

const browser = useBrowser();
// The analysis board: the bare address opens the home page since issue 16.
const open = (hash = '#page=board', options) => browser.open(hash, options);

test('the 8x8 start is shown with its legal moves and counts', async () => {
  const page = await open();
  assert.deepEqual(await shown(page), { position: START_8, ply: 0 });
  const legal = await page.$$eval('#legal-moves button', (buttons) => buttons.map((button) => button.textContent));
  assert.deepEqual(legal, ['d3', 'c4', 'f5', 'e6']);
  assert.equal(await page.textContent('#black-count'), '2');
  assert.equal(await page.textContent('#white-count'), '2');
  assert.equal(await page.textContent('#turn'), 'Black to move');
  const label = await page.getAttribute('#board', 'aria-label');
  assert.match(label, /8x8 Othello board after 0 of 0 moves, black to move/);
  assert.match(label, /White has 2 discs: d4, e5/);
  await screenshot(page, 'board-start.png');
});

test('clicking legal squares plays moves and updates data-position and the address', async () => {
  const page = await open();
  await clickSquare(page, 'f5');
  assert.deepEqual(await shown(page), { position: AFTER_F5, ply: 1 });
  assert.equal(await hashOf(page), '#moves=f5');
  await clickSquare(page, 'a1'); // not legal: nothing happens
  assert.deepEqual(await shown(page), { position: AFTER_F5, ply: 1 });
  await clickSquare(page, 'd6');
  assert.deepEqual(await shown(page), { position: AFTER_F5D6, ply: 2 });
  assert.equal(await hashOf(page), '#moves=f5d6');
  assert.equal(await page.textContent('#transcript [aria-current="step"]'), '2d6');
  // Back and forward walk through what was shown.
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '1');
  assert.deepEqual(await shown(page), { position: AFTER_F5, ply: 1 });
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '2');
  assert.deepEqual(await shown(page), { position: AFTER_F5D6, ply: 2 });
});

test('keys and buttons step through a game, and playing mid-game replaces the rest', async () => {
  const page = await open('#moves=f5d6c3d3c4');
  assert.equal((await shown(page)).ply, 5);
  const atFour = (await open('#moves=f5d6c3d3c4&ply=4').then(shown)).position;
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await shown(page), { position: atFour, ply: 4 });
  assert.equal(await hashOf(page), '#moves=f5d6c3d3c4&ply=4');
  await page.keyboard.press('Home');
  assert.deepEqual(await shown(page), { position: START_8, ply: 0 });
  await page.keyboard.press('ArrowLeft'); // already at the start
  assert.equal((await shown(page)).ply, 0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shown(page), { position: AFTER_F5D6, ply: 2 });
  await page.keyboard.press('End');
  assert.equal((await shown(page)).ply, 5);
  await page.click('#first');
  assert.equal((await shown(page)).ply, 0);
  await page.click('#next');
  assert.equal((await shown(page)).ply, 1);
  await page.click('#last');
  assert.equal((await shown(page)).ply, 5);
  await page.click('#prev');
  assert.equal((await shown(page)).ply, 4);
  await page.click('#transcript button[data-ply="2"]');
  assert.deepEqual(await shown(page), { position: AFTER_F5D6, ply: 2 });
  // Replaying the game's own next move keeps the rest of the game.
  await clickSquare(page, 'c3');
  assert.equal(await hashOf(page), '#moves=f5d6c3d3c4&ply=3');
  await page.keyboard.press('ArrowLeft');
  // Another move at ply 2 replaces c3d3c4.
  await clickSquare(page, 'c5');
  assert.equal(await hashOf(page), '#moves=f5d6c5');
  assert.equal((await shown(page)).ply, 3);
  assert.equal(await page.$$eval('#transcript button.move:not(.move-start)', (buttons) => buttons.length), 3);
});

test('a shared link reproduces the exact position', async () => {
  const page = await open('#size=6');
  for (const square of ['c2', 'b2']) {
    const legal = await page.$$eval('#legal-moves button', (buttons) => buttons.map((button) => button.textContent));
    assert.ok(legal.includes(square), `${square} is legal in ${legal}`);
    await clickSquare(page, square, 6);
  }
  await page.keyboard.press('ArrowLeft');
  const original = await shown(page);
  const link = await page.evaluate(() => location.href);
  assert.match(link, /#size=6&moves=c2b2&ply=1$/);
  const copy = await open(new URL(link).hash);
  assert.deepEqual(await shown(copy), original);
  assert.equal(
    await copy.getAttribute('#board', 'aria-label'),
    await page.getAttribute('#board', 'aria-label'),
  );
});

test('a board-string link sets up a position from which moves continue', async () => {
  const board = START_4.replace(' ', '_');
  const page = await open(`#board=${board}&moves=b1`);
  const { position, ply } = await shown(page);
  assert.equal(ply, 1);
  // b1 flips b2 (closed by b3).
  assert.equal(position, '-X---XX--XO----- O');
  assert.equal(await page.$eval('#size-4', (button) => button.getAttribute('aria-pressed')), 'true');
});

test('a bad link names the first bad token and keeps the valid prefix', async () => {
  const page = await open('#moves=f5d6zz9c3');
  assert.deepEqual(await shown(page), { position: AFTER_F5D6, ply: 2 });
  assert.equal(await page.getAttribute('#message', 'role'), 'alert');
  assert.equal(await page.textContent('#message'), 'moves: zz is not a square');
  assert.equal(await hashOf(page), '#moves=f5d6', 'the address shows what is on the board');

  const illegal = await open('#moves=f5d6a1');
  assert.equal(await illegal.textContent('#message'), 'moves: a1 is not a legal move for black at move 3');
  assert.deepEqual(await shown(illegal), { position: AFTER_F5D6, ply: 2 });

  const offBoard = await open('#size=4&moves=e5');
  assert.equal(await offBoard.textContent('#message'), 'moves: e5 is not a square of the 4x4 board');
  assert.deepEqual(await shown(offBoard), { position: START_4, ply: 0 });

  const badSize = await open('#size=5&moves=f5');
  assert.match(await badSize.textContent('#message'), /^size: 5 is not a board size/);
  assert.equal((await shown(badSize)).position, START_8);

  const badBoard = await open('#board=XO_X');
  assert.match(await badBoard.textContent('#message'), /^board: /);
  assert.equal(await badBoard.getAttribute('#message', 'role'), 'alert');

  // The page still works after an error: a click plays and clears it.
  await clickSquare(page, 'c3');
  assert.equal(await hashOf(page), '#moves=f5d6c3');
  assert.equal(await page.textContent('#message'), '');
});

test('pasting a move string or a board string loads it', async () => {
  const page = await open();
  await page.fill('#load-input', ' F5 D6, c3 ');
  await page.click('#load-button');
  assert.equal(await hashOf(page), '#moves=f5d6c3');
  assert.equal((await shown(page)).ply, 3);
  await page.fill('#load-input', START_6);
  await page.press('#load-input', 'Enter');
  assert.deepEqual(await shown(page), { position: START_6, ply: 0 });
  assert.equal(await hashOf(page), '#size=6');
  await page.fill('#load-input', 'c2 g1');
  await page.click('#load-button');
  assert.equal(await page.textContent('#message'), 'moves: g1 is not a square of the 6x6 board');
});

test('size switch: the 6x6 and 4x4 starts', async () => {
  const page = await open('#moves=f5');
  await page.click('#size-6');
  assert.deepEqual(await shown(page), { position: START_6, ply: 0 });
  assert.equal(await hashOf(page), '#size=6');
  await page.click('#size-4');
  assert.deepEqual(await shown(page), { position: START_4, ply: 0 });
  assert.equal(await hashOf(page), '#size=4');
  const legal = await page.$$eval('#legal-moves button', (buttons) => buttons.map((button) => button.textContent));
  assert.deepEqual(legal, ['b1', 'a2', 'd3', 'c4']);
  await screenshot(page, 'board-4x4.png');
  await page.click('#size-8');
  assert.deepEqual(await shown(page), { position: START_8, ply: 0 });
});

test('the opening played is named under the board, in the game\'s own moves, and hidden on 6x6', async () => {
  const page = await open('#moves=f5d6c3d3c4');
  await page.waitForSelector('#opening:not([hidden])');
  assert.equal(await page.getAttribute('#opening', 'data-opening'), 'Tiger');
  assert.equal(await page.textContent('#opening .opening-moves'), 'f5d6c3d3c4');
  // A step back shows the shorter line it follows; the start follows none.
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#opening[data-opening="Perpendicular"]');
  assert.equal(await page.textContent('#opening .opening-moves'), 'f5d6');
  await page.keyboard.press('Home');
  await page.waitForSelector('#opening[hidden]', { state: 'attached' });
  // The same line turned (opened with d3) keeps its name, shown in the game's moves.
  const turned = await open('#moves=d3c5f6f5e6');
  await turned.waitForSelector('#opening:not([hidden])');
  assert.equal(await turned.getAttribute('#opening', 'data-opening'), 'Tiger');
  assert.equal(await turned.textContent('#opening .opening-moves'), 'd3c5f6f5e6');
  const six = await open('#size=6&moves=c2b4');
  assert.equal((await shown(six)).ply, 2);
  assert.equal(await six.$eval('#opening', (line) => line.hidden), true);
});

test('pass and game-over notices, with the result', async () => {
  const moves = 'b1a1d3c1a2a3d2d1b4a4c4d4';
  const page = await open(`#size=4&moves=${moves}&ply=6`);
  assert.equal(await page.getAttribute('#message', 'role'), 'status');
  assert.match(await page.textContent('#message'), /^Black has no legal move and passes; white to move\.$/);
  assert.equal((await page.$$eval('#transcript .pass', (marks) => marks.length)), 1);
  await page.keyboard.press('End');
  assert.match(await page.textContent('#message'), /^Game over: white wins by 2 \(\d+–\d+\)\.$/);
  assert.equal(await page.textContent('#turn'), 'Game over');
  assert.match(await page.getAttribute('#board', 'aria-label'), /the game is over/);
  await screenshot(page, 'board-game-over.png');
});

test('nothing from the address or a paste is inserted as HTML', async () => {
  const payload = '<img src=x onerror="window.injected=1"><b id=bold>x</b>';
  const page = await open(`#moves=${encodeURIComponent(payload)}`);
  assert.equal(await page.textContent('#message'), 'moves: <i is not a square');
  await page.goto(`${browser.session().url}#board=${encodeURIComponent(payload)}&page=${encodeURIComponent('<b>')}`);
  await page.waitForFunction(() => document.querySelector('#message').textContent.startsWith('board:'));
  await page.fill('#load-input', payload);
  await page.click('#load-button');
  assert.equal(await page.$$eval('img, #bold', (found) => found.length), 0);
  assert.equal(await page.evaluate(() => window.injected), undefined);
  assert.match(await page.textContent('#message'), /is not a square/);
});

test('the worker counts perft 6 = 8200 from the start and can be cancelled', async () => {
  const page = await open();
  await page.fill('#perft-depth', '6');
  await page.click('#perft-start');
  await page.waitForSelector('#perft-result[data-leaves]');
  assert.equal(await page.getAttribute('#perft-result', 'data-leaves'), '8200');
  assert.equal(await page.$eval('#perft-progress', (bar) => bar.value), 1);

  // Depth 30 would run for ages: cancel it.
  await page.fill('#perft-depth', '30');
  await page.click('#perft-start');
  await page.waitForFunction(() => !document.querySelector('#perft-cancel').disabled);
  // The page stays responsive while the worker counts.
  await page.keyboard.press('ArrowRight');
  await page.click('#perft-cancel');
  await page.waitForFunction(() => document.querySelector('#perft-result').textContent === 'Cancelled.');
  assert.equal(await page.$eval('#perft-start', (button) => button.disabled), false);
  assert.equal(await page.$eval('#perft-result', (result) => result.dataset.leaves), undefined);

  // A fresh worker takes the next job.
  await page.fill('#perft-depth', '3');
  await page.click('#perft-start');
  await page.waitForSelector('#perft-result[data-leaves]');
  assert.equal(await page.getAttribute('#perft-result', 'data-leaves'), '56');
});

test('the job client reports progress and rejects unknown jobs', async () => {
  const page = await open();
  const outcome = await page.evaluate(async () => {
    const { run } = await import('./www/work/jobs.js');
    const updates = [];
    const counted = await run('perft', { board: document.querySelector('#board').dataset.position, depth: 7 }, (done, total) =>
      updates.push([done, total]),
    ).promise;
    const unknown = await run('no-such-job', {}).promise.catch((error) => error.message);
    const badBoard = await run('perft', { board: 'XO', depth: 2 }).promise.catch((error) => error.message);
    return { leaves: counted.leaves, updates, unknown, badBoard };
  });
  assert.equal(outcome.leaves, 55092);
  // Progress counts the 244 subtrees four plies down, from none to all,
  // one message every 50 ms at most rather than one per subtree.
  assert.deepEqual(outcome.updates[0], [0, 244]);
  assert.deepEqual(outcome.updates.at(-1), [244, 244]);
  assert.ok(outcome.updates.every(([done, total], index) => total === 244 && (index === 0 || done > outcome.updates[index - 1][0])), JSON.stringify(outcome.updates));
  assert.ok(outcome.updates.length <= 10, `${outcome.updates.length} messages`);
  assert.equal(outcome.unknown, 'there is no job named no-such-job');
  assert.match(outcome.badBoard, /^board: /);
});

test('copy link puts the address of what is shown on the clipboard', async () => {
  const page = await open('#moves=f5d6c3&ply=2');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('#copy-link');
  await page.waitForFunction(() => document.querySelector('#copy-status').textContent === 'Link copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.evaluate(() => location.href));
  assert.match(copied, /#moves=f5d6c3&ply=2$/);
});

test('the renderer draws plain data (labels, highlights) and reports clicks', async () => {
  const page = await open();
  const outcome = await page.evaluate(async () => {
    const { BoardView } = await import('./www/ui/board-view.js');
    const canvas = document.createElement('canvas');
    canvas.style.width = '400px';
    // First in the page: a view draws once it is near the screen, and the board page is taller than one screen.
    document.body.prepend(canvas);
    const clicks = [];
    const view = new BoardView(canvas, { onSquare: (square) => clicks.push(square) });
    view.set({
      size: 4,
      discs: 'X--------------O',
      highlights: [{ col: 1, row: 0, color: 'rgb(255, 0, 0)' }],
      labels: [{ col: 2, row: 2, text: '+8' }],
    });
    // The view draws at its size, which a ResizeObserver reports after the next frame's layout, once
    // the canvas is near the screen, in tasks of its own: wait (frame by frame) for its backing store.
    for (let frame = 0; frame < 120 && canvas.width === 300; frame += 1) await new Promise((done) => requestAnimationFrame(done));
    const ratio = canvas.width / canvas.clientWidth;
    const margin = Math.round(400 * 0.05);
    const cell = (400 - margin - Math.round(margin / 3)) / 4;
    const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const pixel = (col, row, dx = 0.5, dy = 0.5) => {
      const x = Math.round((margin + (col + dx) * cell) * ratio);
      const y = Math.round((margin + (row + dy) * cell) * ratio);
      return [...image.data.slice((y * canvas.width + x) * 4, (y * canvas.width + x) * 4 + 4)];
    };
    canvas.dispatchEvent(new MouseEvent('click', { clientX: canvas.getBoundingClientRect().left + margin + 3.5 * cell,
      clientY: canvas.getBoundingClientRect().top + margin + 1.5 * cell, bubbles: true }));
    canvas.remove();
    return {
      backing: canvas.width,
      black: pixel(0, 0),
      highlight: pixel(1, 0, 0.2, 0.2),
      white: pixel(3, 3),
      empty: pixel(2, 1),
      clicks,
    };
  });
  assert.equal(outcome.backing, 800, 'backed by device pixels (scale 2)');
  assert.ok(outcome.black[0] < 60 && outcome.black[1] < 60, `black disc ${outcome.black}`);
  assert.ok(outcome.white[0] > 180 && outcome.white[1] > 180, `white disc ${outcome.white}`);
  assert.deepEqual(outcome.highlight.slice(0, 3), [255, 0, 0]);
  assert.ok(outcome.empty[1] > outcome.empty[0] && outcome.empty[1] > outcome.empty[2], `felt ${outcome.empty}`);
  assert.deepEqual(outcome.clicks, [{ col: 3, row: 1 }]);
});

test('a page whose engine cannot load says so instead of staying blank', async () => {
  const context = await browser.session().browser.newContext();
  try {
    const page = await context.newPage();
    await page.route('**/boardlab_bg.wasm', (route) => route.abort());
    await page.goto(`${browser.session().url}#moves=f5`);
    await page.waitForSelector('#loading[role="alert"]');
    assert.match(await page.textContent('#loading'), /^boardlab could not start: /);
  } finally {
    await context.close();
  }
});

test('the CSP blocks inline script, and the harness notices violations', async () => {
  const page = await open();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.body.append(script);
  });
  await new Promise((done) => setTimeout(done, 200));
  assert.equal(await page.evaluate(() => window.inlineRan), undefined);
  assert.ok(page.problems.some((problem) => problem.includes('CSP violation: script-src')), page.problems.join('\n'));
  page.problems.length = 0; // expected here; the after-each check wants none otherwise
});
