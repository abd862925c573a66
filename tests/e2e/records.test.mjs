// Game records on the board page in headless Chromium: GGF and WTHOR files
// opened through #import-file and by drag and drop, the list filtered by
// player and opening, a game opened from it, a bad file's message, and the
// move string, GGF and PNG saved by download.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { hashOf, screenshot, shown, useBrowser } from './harness.mjs';

const browser = useBrowser();
const open = browser.open;

// Four short games, legal from the 8x8 start, with their players.
const GAMES = [
  { black: 'Ann Lee', white: 'Bob', moves: 'f5d6c3d3c4' },
  { black: 'Bob', white: 'Carl', moves: 'f5d6c5' },
  { black: 'Carl', white: 'Ann Lee', moves: 'f5f6' },
  { black: 'Ann Lee', white: 'Carl', moves: 'f5f4' },
];
const PLAYERS = ['Ann Lee', 'Bob', 'Carl'];

/** A WTHOR file pair written by hand from the format: header, then 68 bytes a game. */
function wthorFiles(games, { year = 2025, cut = 0 } = {}) {
  const header = (count, names, gamesYear) => {
    const bytes = Buffer.alloc(16);
    bytes.set([20, 25, 11, 25]);
    bytes.writeUInt32LE(count, 4);
    bytes.writeUInt16LE(names, 8);
    bytes.writeUInt16LE(gamesYear, 10);
    bytes[12] = 8;
    return bytes;
  };
  const records = games.map((game) => {
    const record = Buffer.alloc(68);
    record.writeUInt16LE(0, 0);
    record.writeUInt16LE(PLAYERS.indexOf(game.black), 2);
    record.writeUInt16LE(PLAYERS.indexOf(game.white), 4);
    record[6] = 33;
    record[7] = 33;
    const squares = game.moves.match(/../g);
    squares.forEach((square, index) => {
      record[8 + index] = 10 * Number(square[1]) + (square.charCodeAt(0) - 96);
    });
    return record;
  });
  const wtb = Buffer.concat([header(games.length, 0, year), ...records]);
  const names = (list, width) => Buffer.concat([header(0, list.length, 0), ...list.map((name) => {
    const field = Buffer.alloc(width);
    field.write(name, 'latin1');
    return field;
  })]);
  return {
    wtb: cut ? wtb.subarray(0, wtb.length - cut) : wtb,
    jou: names(PLAYERS, 20),
    trn: names(['Paris Open'], 26),
  };
}

const ggfOf = ({ black, white, moves }) =>
  `(;GM[Othello]PC[Test]PB[${black}]PW[${white}]RE[+2.000]TY[8]BO[8 ${'-'.repeat(27)}O*------*O${'-'.repeat(27)} *]` +
  moves.match(/../g).map((square, index) => `${index % 2 ? 'W' : 'B'}[${square}]`).join('') + ';)';

const file = (name, content) => ({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(content) });
const listed = (page) => page.$$eval('#game-list [data-game]', (rows) => rows.map((row) => Number(row.dataset.game)));

async function type(page, selector, text) {
  await page.fill(selector, text);
  await page.waitForTimeout(50);
}

test('a .wtb with its .JOU and .TRN lists its games, filters by player and opening, and opens one', async () => {
  const page = await open('#page=board');
  const { wtb, jou, trn } = wthorFiles(GAMES);
  await page.setInputFiles('#import-file', [file('WTH_2025.wtb', wtb), file('WTHOR.JOU', jou), file('WTHOR.TRN', trn)]);
  await page.waitForSelector('#game-list [data-game]');
  assert.deepEqual(await listed(page), [1, 2, 3, 4]);
  assert.match(await page.textContent('#import-message'), /4 games/);
  const first = await page.textContent('#game-list [data-game="1"]');
  assert.match(first, /Ann Lee – Bob/);
  assert.match(first, /Paris Open · 2025 · black \+2/);
  // With its names files, nothing is said about them.
  assert.equal(await page.isVisible('#game-list-note'), false);
  await type(page, '#game-filter-name', 'ann');
  assert.deepEqual(await listed(page), [1, 3, 4]);
  assert.match(await page.textContent('#game-count'), /3 of 4 games match/);
  await type(page, '#game-filter-opening', 'f5d6');
  assert.deepEqual(await listed(page), [1]);
  await type(page, '#game-filter-name', '');
  assert.deepEqual(await listed(page), [1, 2]);
  await type(page, '#game-filter-opening', 'f5zz');
  assert.match(await page.textContent('#game-count'), /opening: zz is not a square/);
  await type(page, '#game-filter-opening', '');
  await page.click('#game-list [data-game="2"]');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '3');
  assert.equal(await hashOf(page), '#moves=f5d6c5');
  // Reviewed, the game is kept in the library under its players and tournament, not its moves.
  await page.click('#review-start');
  await page.waitForSelector('#library [data-moves="f5d6c5"]', { timeout: 60_000 });
  const kept = await page.textContent('#library [data-moves="f5d6c5"]');
  assert.match(kept, /^Bob – Carl.*Paris Open 2025/);
  // The board's moves as the opening: the games that start with f5d6.
  await page.keyboard.press('ArrowLeft');
  await page.check('#game-filter-board');
  await page.waitForFunction(() => document.querySelectorAll('#game-list [data-game]').length === 2);
  assert.deepEqual(await listed(page), [1, 2]);
  await screenshot(page, 'records-wthor.png');
});

test('a GGF file with several games lists them; a bad game is named and the games before it stay', async () => {
  const page = await open('#page=board');
  const text = GAMES.slice(0, 2).map(ggfOf).join('\n') + '\n(;GM[Othello]PB[x]PW[y]B[f5]W[e6];)';
  await page.setInputFiles('#import-file', [file('games.ggf', text)]);
  await page.waitForSelector('#game-list [data-game]');
  assert.deepEqual(await listed(page), [1, 2]);
  assert.equal(await page.textContent('#import-message'), 'games.ggf: game 3, move 2 (W[e6]): not a legal move for white');
  await page.click('#game-list [data-game="1"]');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '5');
  assert.equal(await hashOf(page), '#moves=f5d6c3d3c4');
});

test('bad games in the middle of a file are named, and every game after them lists', async () => {
  const page = await open('#page=board');
  const bad = '(;GM[Othello]PB[x]PW[y]B[f5]W[e6];)';
  const text = [ggfOf(GAMES[0]), bad, ggfOf(GAMES[1]), bad.replace('e6', 'zz'), ggfOf(GAMES[2])].join('\n');
  await page.setInputFiles('#import-file', [file('middle.ggf', text)]);
  await page.waitForSelector('#game-list [data-game]');
  // Listed under their numbers in the file.
  assert.deepEqual(await listed(page), [1, 3, 5]);
  assert.equal(await page.textContent('#import-message'), 'middle.ggf: game 2, move 2 (W[e6]): not a legal move for white (and 1 more)');
  await page.click('#game-list [data-game="5"]');
  await page.waitForFunction(() => location.hash === '#moves=f5f6');
});

test('a gzipped list of move strings opens as one game a line', async () => {
  const page = await open('#page=board');
  const lines = GAMES.map((game) => game.moves).join('\n');
  await page.setInputFiles('#import-file', [file('openings.txt.gz', gzipSync(lines))]);
  await page.waitForSelector('#game-list [data-game]');
  assert.deepEqual(await listed(page), [1, 2, 3, 4]);
  assert.match(await page.textContent('#import-message'), /openings\.txt\.gz: 4 games/);
});

test('a truncated .wtb keeps the games before the cut and says where it ends', async () => {
  const page = await open('#page=board');
  const { wtb } = wthorFiles(GAMES, { cut: 30 });
  await page.setInputFiles('#import-file', [file('cut.wtb', wtb)]);
  await page.waitForSelector('#game-list [data-game]');
  assert.deepEqual(await listed(page), [1, 2, 3]);
  assert.equal(await page.textContent('#import-message'), 'cut.wtb: game 4: the file ends inside the game (38 of its 68 bytes)');
  // No names files: the players' numbers stand in, and the list says which files name them.
  assert.match(await page.textContent('#game-list [data-game="1"]'), /#0 – #1/);
  assert.match(await page.textContent('#game-list-note'), /their names are in WTHOR\.JOU and WTHOR\.TRN\. Open those two files together with the \.wtb file/);
});

test('one game opens directly, from a file dropped on the page and from a pasted record', async () => {
  const page = await open('#page=board');
  await page.evaluate((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'one.ggf'));
    document.querySelector('#page-board').dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, ggfOf(GAMES[3]));
  await page.waitForFunction(() => location.hash === '#moves=f5f4');
  assert.equal((await shown(page)).ply, 2);
  await page.fill('#load-input', ggfOf(GAMES[2]));
  await page.click('#load-button');
  await page.waitForFunction(() => location.hash === '#moves=f5f6');
  // An OBF line opens as a position.
  const line = `${'-'.repeat(27)}OX------XXX${'-'.repeat(26)} O; d6:-2`;
  await page.fill('#load-input', line);
  await page.click('#load-button');
  await page.waitForFunction(() => document.querySelector('#board').dataset.position.endsWith(' O'));
  assert.equal((await shown(page)).position, line.split(';')[0]);
});

async function saved(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('the move string, a GGF record with the players, and PNG pictures are saved', async () => {
  const page = await open('#page=board');
  await page.setInputFiles('#import-file', [file('one.ggf', ggfOf(GAMES[0]))]);
  await page.waitForFunction(() => location.hash === '#moves=f5d6c3d3c4');
  const moves = await saved(page, '#save-moves');
  assert.deepEqual([moves.name, moves.bytes.toString()], ['game.txt', 'f5d6c3d3c4']);
  const ggf = await saved(page, '#save-ggf');
  assert.equal(ggf.name, 'game.ggf');
  const text = ggf.bytes.toString();
  assert.match(text, /^\(;GM\[Othello\].*PB\[Ann Lee\]PW\[Bob\].*B\[f5\]W\[d6\]B\[c3\]W\[d3\]B\[c4\];\)$/);
  // The saved record opens back as the same game.
  await page.goto(page.url().replace(/#.*/, '#moves=f5'));
  await page.setInputFiles('#import-file', [file('saved.ggf', text)]);
  await page.waitForFunction(() => location.hash === '#moves=f5d6c3d3c4');
  const png = await saved(page, '#save-png');
  assert.equal(png.name, 'board.png');
  assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await page.uncheck('#save-coordinates');
  const bare = await saved(page, '#save-png');
  assert.deepEqual([...bare.bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  assert.notDeepEqual(bare.bytes, png.bytes);
  await screenshot(page, 'records-save.png');
});
