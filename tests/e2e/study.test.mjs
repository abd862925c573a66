// Studying with real games in headless Chromium: a real WTHOR file kept in
// the browser's database, its counts at several positions checked against a
// plain replay written here (not the engine's), the database still there
// after a reload, a storage failure reported without losing the game; the
// puzzles page answered right and wrong; the library kept across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { clickSquare, hashOf, useBrowser } from './harness.mjs';

const browser = useBrowser();
const WTB = new URL('../data/WTH_1980.wtb', import.meta.url);

// --- a plain replay of WTHOR games, independent of the engine -------------
const DIRECTIONS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];

function flips(cells, at, me) {
  const [col, row] = [at % 8, Math.floor(at / 8)];
  const taken = [];
  for (const [dc, dr] of DIRECTIONS) {
    const line = [];
    let [c, r] = [col + dc, row + dr];
    while (c >= 0 && c < 8 && r >= 0 && r < 8 && cells[r * 8 + c] === (me === 'X' ? 'O' : 'X')) {
      line.push(r * 8 + c);
      [c, r] = [c + dc, r + dr];
    }
    if (line.length && c >= 0 && c < 8 && r >= 0 && r < 8 && cells[r * 8 + c] === me) taken.push(...line);
  }
  return cells[at] === '-' ? taken : [];
}

const canMove = (cells, me) => cells.some((_, at) => flips(cells, at, me).length > 0);

/** Every game of a .wtb: its positions (board strings, side to move after forced passes), moves and black's margin. */
function replayWthor(bytes) {
  const games = [];
  for (let start = 16; start + 68 <= bytes.length; start += 68) {
    const cells = Array(64).fill('-');
    [cells[27], cells[36], cells[28], cells[35]] = ['O', 'O', 'X', 'X'];
    let me = 'X';
    const positions = [`${cells.join('')} ${me}`];
    const moves = [];
    for (let index = 0; index < 60 && bytes[start + 8 + index]; index++) {
      const code = bytes[start + 8 + index];
      const at = (Math.floor(code / 10) - 1) * 8 + (code % 10) - 1;
      const taken = flips(cells, at, me);
      if (!taken.length) break;
      for (const square of [at, ...taken]) cells[square] = me;
      moves.push(`${'abcdefgh'[at % 8]}${Math.floor(at / 8) + 1}`);
      const other = me === 'X' ? 'O' : 'X';
      if (canMove(cells, other) || !canMove(cells, me)) me = other;
      positions.push(`${cells.join('')} ${me}`);
    }
    games.push({ positions, moves, margin: 2 * bytes[start + 6] - 64, tournament: bytes[start] | (bytes[start + 1] << 8) });
  }
  return games;
}

/** The moves played from `board` by the games reaching it: square -> { games, black, draws, white }. */
function countAt(games, board) {
  const counts = {};
  for (const game of games) {
    game.positions.forEach((position, ply) => {
      if (position !== board || ply >= game.moves.length) return;
      const entry = (counts[game.moves[ply]] ??= { games: 0, black: 0, draws: 0, white: 0 });
      entry.games += 1;
      entry[game.margin > 0 ? 'black' : game.margin < 0 ? 'white' : 'draws'] += 1;
    });
  }
  return counts;
}

/** The panel's answer for the position shown, once it is the shown position's. */
async function panelMoves(page) {
  await page.waitForFunction(() => {
    const moves = document.querySelector('#db-moves');
    return moves?.dataset.position && moves.dataset.position === document.querySelector('#board').dataset.position;
  });
  const rows = await page.$$eval('#db-moves [data-move]', (rows) => rows.map((row) => [row.dataset.move, {
    games: Number(row.dataset.games), black: Number(row.dataset.blackWins), draws: Number(row.dataset.draws), white: Number(row.dataset.whiteWins),
  }, row.querySelector('.db-score').textContent]));
  // Players read win rates: each result as its share of the move's games, then its count.
  for (const [move, { games, black, draws, white }, score] of rows) {
    const share = (count) => `${Math.round((100 * count) / games)}% (${count.toLocaleString('en-US')})`;
    assert.equal(score, `${share(black)} / ${share(draws)} / ${share(white)}`, move);
  }
  return Object.fromEntries(rows.map(([move, counts]) => [move, counts]));
}

async function keepWthor(page) {
  await page.setInputFiles('#import-file', WTB.pathname);
  await page.click('#db-add:not([hidden])');
  await page.waitForSelector('#db-status[data-games="160"]');
}

test('a kept WTHOR file counts the moves played as a plain replay does, and is still there after a reload', async () => {
  const games = replayWthor(await readFile(WTB));
  assert.equal(games.length, 160);
  const page = await browser.open('#page=board');
  await keepWthor(page);
  for (const moves of ['', 'f5', 'f5d6', 'f5d6c3d3c4', 'f5f6e6f4e3']) {
    await page.evaluate((hash) => (location.hash = hash), `#page=board${moves ? `&moves=${moves}` : ''}`);
    const board = await page.waitForFunction((moves) => {
      const shown = document.querySelector('#board');
      return Number(shown.dataset.ply) === moves.length / 2 && shown.dataset.position;
    }, moves).then((handle) => handle.jsonValue());
    const expected = countAt(games, board);
    assert.ok(Object.keys(expected).length > 0, `games go on from ${moves}`);
    assert.deepEqual(await panelMoves(page), expected, `after ${moves || 'the start'}`);
  }
  // Filtered by tournament, only its games count (the file comes without
  // its names file, so a tournament is named by its number, #N): pick one
  // whose name is part of no other's, and compare with the plain replay.
  const numbers = [...new Set(games.map((game) => game.tournament))];
  const chosen = numbers.find((n) => games.some((game) => game.tournament === n && game.moves.length > 1)
    && numbers.every((other) => other === n || !`#${other}`.includes(`#${n}`)));
  await page.evaluate(() => (location.hash = '#page=board&moves=f5'));
  const board = await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '1' && document.querySelector('#board').dataset.position)
    .then((handle) => handle.jsonValue());
  await page.fill('#db-tournament', `#${chosen}`);
  const expected = countAt(games.filter((game) => game.tournament === chosen), board);
  const total = Object.values(expected).reduce((sum, entry) => sum + entry.games, 0);
  await page.waitForFunction((total) => [...document.querySelectorAll('#db-moves [data-move]')].reduce((sum, row) => sum + Number(row.dataset.games), 0) === total, total);
  assert.deepEqual(await panelMoves(page), expected);
  for (const about of await page.$$eval('#db-games .game-about', (rows) => rows.map((row) => row.textContent))) assert.match(about, new RegExp(`^#${chosen} `));
  await page.fill('#db-tournament', '');
  await page.waitForFunction(() => document.querySelectorAll('#db-moves [data-move]').length > 0);
  // Picking a move plays it.
  const before = await page.$eval('#board', (board) => Number(board.dataset.ply));
  await page.click('#db-moves [data-move]');
  await page.waitForFunction((ply) => Number(document.querySelector('#board').dataset.ply) === ply + 1, before);

  await page.reload();
  await page.waitForSelector('#db-status[data-games="160"]');
  assert.match(await page.textContent('#db-files'), /WTH_1980\.wtb: 160 games/);
  assert.ok(Object.keys(await panelMoves(page)).length > 0);
  // Removed, it is gone after a reload too.
  await page.click('#db-files .db-remove');
  await page.waitForSelector('#db-status[data-games="0"]');
  await page.reload();
  // The panel loads after the board is usable, and says what it holds once
  // it has read the browser's storage (a fixed wait lost that race under load).
  await page.waitForFunction(() => document.querySelector('#db-status')?.textContent);
  assert.equal(await page.$eval('#db-status', (status) => status.dataset.games), '0');
});

test('a browser that keeps nothing, or is full, says so, and the games still answer for the visit', async () => {
  const noStorage = await browser.open('#page=board&moves=f5d6', {
    beforeGoto: (page) => page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined })),
  });
  await keepWthor(noStorage);
  assert.match(await noStorage.textContent('#db-problem'), /keeps nothing between visits/);
  assert.ok(Object.keys(await panelMoves(noStorage)).length > 0);
  assert.equal(await noStorage.$eval('#board', (board) => board.dataset.ply), '2');

  const full = await browser.open('#page=board&moves=f5d6', {
    beforeGoto: (page) => page.addInitScript(() => {
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }),
  });
  await keepWthor(full);
  assert.match(await full.textContent('#db-problem'), /storage for this site is full/);
  assert.equal(await full.$eval('#board', (board) => board.dataset.ply), '2');
});

test('a puzzle answered right counts as solved; a wrong answer is refuted on the board', async () => {
  const puzzles = JSON.parse(await readFile(new URL('../../www/data/puzzles.json', import.meta.url))).puzzles;
  const puzzle = puzzles[1];
  const wrong = Object.keys(puzzle.moves).find((square) => puzzle.moves[square] < puzzle.value);
  const page = await browser.open('#page=puzzles&puzzle=2');
  await page.waitForSelector('#puzzle[data-position]');
  assert.equal(await page.$eval('#puzzle', (panel) => panel.dataset.position), puzzle.board);
  assert.match(await page.textContent('#puzzle-level'), /Difficulty: (Easy|Medium|Hard)/);

  // What the panel shows when the verdict first appears: the verdict does
  // not wait for every move's value.
  await page.evaluate(() => {
    const result = document.querySelector('#puzzle-result');
    new MutationObserver((_, observer) => {
      if (!result.dataset.correct) return;
      const values = document.querySelector('#puzzle-values');
      window.atVerdict = { valued: Number(values?.dataset.valued), complete: values?.dataset.complete };
      observer.disconnect();
    }).observe(result, { attributes: true, childList: true, subtree: true });
  });
  await clickSquare(page, puzzle.answer[0]);
  await page.waitForSelector('#puzzle-result[data-correct="true"]', { timeout: 60_000 });
  assert.deepEqual(await page.evaluate(() => window.atVerdict), { valued: 1, complete: 'false' });
  await page.waitForSelector('#puzzle-values[data-complete="true"]', { timeout: 60_000 });
  assert.equal(await page.$eval('#puzzle-values', (values) => Number(values.dataset.valued)), Object.keys(puzzle.moves).length);
  assert.match(await page.textContent('#puzzle-values'), new RegExp(`${puzzle.answer[0]} `));
  await page.waitForSelector('#puzzle-progress[data-solved="1"][data-streak="1"]');

  await page.click('#puzzle-next');
  await page.waitForFunction((board) => document.querySelector('#puzzle').dataset.position === board, puzzles[2].board);
  assert.equal(await page.$eval('#puzzle-result', (result) => result.dataset.correct), undefined);
  await page.evaluate(() => (location.hash = '#page=puzzles&puzzle=2'));
  await page.waitForFunction((board) => document.querySelector('#puzzle').dataset.position === board, puzzle.board);
  await clickSquare(page, wrong);
  await page.waitForSelector('#puzzle-result[data-correct="false"]', { timeout: 60_000 });
  assert.match(await page.textContent('#puzzle-result'), new RegExp(`Not the best: ${wrong}`));
  // The refutation follows the wrong move on the board, and plays out.
  await page.waitForFunction(() => Number(document.querySelector('#board').dataset.ply) >= 2, null, { timeout: 10_000 });
  assert.match(await hashOf(page), new RegExp(`moves=${wrong}[a-h][1-8]`));
  await page.waitForSelector('#puzzle-progress[data-streak="0"]');

  // The progress stays after a reload.
  await page.reload();
  await page.waitForSelector('#puzzle-progress[data-solved="1"]');
});

test('a reviewed game and a game played to its end stay in the library across a reload, its review read back, and save as one GGF file', async () => {
  const full = replayWthor(await readFile(WTB)).find((game) => game.moves.length === 60).moves.join('');
  const page = await browser.open(`#page=play&moves=${full}&seed=1`);
  await page.waitForSelector('#play-turn');
  await page.evaluate(() => (location.hash = '#page=board&size=4&moves=d3d4c4b4a4&review=1'));
  await page.waitForSelector('#review-status[data-done]', { timeout: 60_000 });
  await page.waitForSelector('#library[data-games="2"]');

  await page.reload();
  await page.waitForSelector('#review-status[data-done]', { timeout: 60_000 });
  assert.match(await page.textContent('#review-status'), /kept in the library: 6 positions, not computed again/);
  assert.ok(await page.$('#library [data-moves="d3d4c4b4a4"]'));
  const played = await page.$(`#library [data-moves="${full}"]`);
  assert.match(await played.textContent(), /You – three-ply.*played on the play page/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#library-export')]);
  const ggf = await readFile(await download.path(), 'utf8');
  assert.equal(ggf.match(/\(;GM\[Othello\]/g).length, 2);
  assert.match(ggf, /PB\[You\]PW\[three-ply\]/);

  await page.click(`#library [data-moves="${full}"] .library-open`);
  await page.waitForFunction(() => Number(document.querySelector('#board').dataset.ply) === 60);
  await page.click(`#library [data-moves="${full}"] .library-remove`);
  await page.waitForSelector('#library[data-games="1"]');
});
