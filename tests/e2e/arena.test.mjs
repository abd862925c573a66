// The arena page in headless Chromium: a 200-game run whose numbers, chart
// bars and corner table are the native CLI's (the committed fixture of
// `boardlab arena --black three-ply --white random --games 200 --seed 1
// --json`), the replay of its games (stepping through the controller, its
// ply in the address), Cancel, seed 003's experiment beside a 5000-game
// run, links that run again, random opening plies (the CLI's --openings)
// and bad parameters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, compareRuns, WebGame } from '../../pkg/boardlab.js';
import { checkGamePage } from './game-page.mjs';
import { hashOf, screenshot, shown, useBrowser } from './harness.mjs';

initSync({ module: readFileSync(new URL('../../pkg/boardlab_bg.wasm', import.meta.url)) });
const NATIVE = JSON.parse(readFileSync(new URL('../data/arena_three_ply_random_200_seed1.json', import.meta.url), 'utf8'));

const browser = useBrowser();
const number = (text) => Number(text.replace(/,/g, ''));

async function waitForResults(page, timeout = 60000) {
  await page.waitForFunction(() => !document.querySelector('#arena-results-panel').hidden && document.querySelector('#arena-cancel').disabled, null, { timeout });
}

/** The results the page shows: counts, chart bars and corner table. */
async function results(page) {
  return page.evaluate(() => {
    const cells = (id) => [...document.querySelectorAll(`#${id} td`)].map((cell) => cell.textContent);
    return {
      black: cells('arena-black-wins'),
      white: cells('arena-white-wins'),
      draws: cells('arena-draws'),
      bars: [...document.querySelectorAll('#arena-histogram rect')].map((bar) => ({
        discs: Number(bar.dataset.discs),
        games: Number(bar.dataset.games),
        height: Number(bar.getAttribute('height')),
      })),
      corners: [...document.querySelectorAll('#arena-corners tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    };
  });
}

/** The final position of a move string, by the engine. */
function finalBoard(moves) {
  const game = WebGame.load('8', null, moves);
  const board = game.snapshot(game.plies).board;
  game.free();
  return board;
}

test('a 200-game arena shows the native CLI’s results, chart and corner table; any game replays', async () => {
  const page = await browser.open('#page=arena');
  await page.fill('#arena-black', 'three-ply');
  await page.fill('#arena-white', 'random');
  await page.fill('#arena-games', '200');
  await page.fill('#arena-seed', '1');
  await page.click('#arena-run');
  await waitForResults(page);
  assert.equal(await hashOf(page), '#page=arena&run=1');
  const shownResults = await results(page);
  const pct = (rate) => `${(100 * rate.rate).toFixed(1)}%`;
  const ci = (rate) => `${(100 * rate.low).toFixed(1)}–${(100 * rate.high).toFixed(1)}%`;
  assert.deepEqual(shownResults.black, [String(NATIVE.black_wins), pct(NATIVE.black_win_rate), ci(NATIVE.black_win_rate)]);
  assert.deepEqual(shownResults.white, [String(NATIVE.white_wins), pct(NATIVE.white_win_rate), ci(NATIVE.white_win_rate)]);
  assert.equal(number(shownResults.draws[0]), NATIVE.draws);
  // One bar per disc count that occurred, of the native height, and drawn (a positive height).
  const expectedBars = NATIVE.black_discs.map((games, discs) => ({ discs, games })).filter(({ games }) => games > 0);
  assert.deepEqual(shownResults.bars.map(({ discs, games }) => ({ discs, games })), expectedBars);
  assert.ok(shownResults.bars.every((bar) => bar.height > 0));
  const tallest = shownResults.bars.reduce((a, b) => (b.games > a.games ? b : a));
  assert.ok(shownResults.bars.every((bar) => Math.abs(bar.height / tallest.height - bar.games / tallest.games) < 1e-6), 'heights are proportional');
  assert.deepEqual(shownResults.corners, NATIVE.corners.map((row) => row.map(String)));
  await screenshot(page, 'arena-200.png');

  // The replay: game 5 by number, its final position, its link, stepping.
  await page.fill('#arena-game', '5');
  await page.dispatchEvent('#arena-game', 'change');
  await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('game') === '5');
  const record = NATIVE.records[4];
  // The run kept no game: game 5 is played again from the seed.
  await page.waitForFunction(() => /^Game 5: black/.test(document.querySelector('#arena-game-summary').textContent));
  assert.match(await page.$eval('#arena-game-summary', (element) => element.textContent), new RegExp(`^Game 5: black ${record.black} – ${record.white} white; .*Moves: ${record.moves}$`));
  assert.equal((await shown(page)).position, finalBoard(record.moves));
  assert.equal(await page.$eval('#arena-board-link', (link) => link.getAttribute('href')), `#moves=${record.moves}`);
  await page.click('#arena-first');
  assert.equal((await shown(page)).ply, 0);
  await page.click('#arena-next');
  assert.equal((await shown(page)).ply, 1);

  // A bar opens the first game ending with its disc count.
  const bar = shownResults.bars[0];
  await page.click(`#arena-histogram rect[data-discs="${bar.discs}"]`);
  const index = NATIVE.records.findIndex((entry) => entry.black === bar.discs);
  await page.waitForFunction((game) => new URLSearchParams(location.hash.slice(1)).get('game') === String(game), index + 1);
  await page.waitForFunction((game) => document.querySelector('#arena-game-summary').textContent.startsWith(`Game ${game}: black`), index + 1);
  assert.equal((await shown(page)).position, finalBoard(NATIVE.records[index].moves));

  // The link plays the same games again and shows the same game.
  const again = await browser.open(await hashOf(page));
  await waitForResults(again);
  assert.deepEqual(await results(again), shownResults);
  await again.waitForFunction((game) => document.querySelector('#arena-game-summary').textContent.startsWith(`Game ${game}: black`), index + 1);
  assert.equal((await shown(again)).position, finalBoard(NATIVE.records[index].moves));
});

test('a long run shows progress and stops on Cancel', async () => {
  const page = await browser.open('#page=arena&black=strong:2&white=strong:2&games=100000&seed=3');
  await page.click('#arena-run');
  await page.waitForFunction(() => document.querySelector('#arena-progress').value > 0, null, { timeout: 30000 });
  assert.match(await page.$eval('#arena-status', (element) => element.textContent), /^[\d,]+ of 100,000 games… [\d.]+ s$/);
  await page.click('#arena-cancel');
  assert.equal(await page.$eval('#arena-status', (element) => element.textContent), 'Cancelled.');
  assert.equal(await page.$eval('#arena-run', (button) => button.disabled), false);
  assert.equal(await page.$eval('#arena-results-panel', (panel) => panel.hidden), true);
  assert.equal(await hashOf(page), '#page=arena&black=strong%3A2&games=100000&seed=3&white=strong%3A2');
});

test("seed 003's experiment runs in the page and is set beside the seed's counts with a computed verdict", async () => {
  const page = await browser.open('#page=arena&seed=4');
  assert.match(await page.$eval('#arena-seed-verdict', (element) => element.textContent), /^Run three-ply \(black\) against random/);
  await page.click('#arena-seed-run');
  await waitForResults(page, 120000);
  assert.equal(await hashOf(page), '#page=arena&games=5000&run=1&seed=4');
  const seconds = Number(await page.$eval('#arena-status', (element) => element.dataset.seconds));
  assert.ok(seconds > 0);
  const rows = await page.$$eval('#arena-seed-table tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  assert.deepEqual(rows.slice(0, 3).map((row) => row[0]), ['3,391', '1,480', '129']);
  const ours = rows.slice(0, 3).map((row) => number(row[1]));
  assert.equal(ours.reduce((a, b) => a + b, 0), 5000);
  const { black } = await results(page);
  assert.equal(number(black[0]), ours[0]);
  const comparison = compareRuns(ours, [3391, 1480, 129]);
  const verdict = await page.$eval('#arena-seed-verdict', (element) => ({ text: element.textContent, within: element.dataset.withinChance }));
  assert.equal(verdict.within, String(comparison.within_chance));
  assert.ok(verdict.text.startsWith(comparison.within_chance ? 'The difference is within chance' : 'The difference is not within chance'), verdict.text);
  // The statistic is folded under "How this was computed"; the verdict says it in words.
  assert.ok(!verdict.text.includes('chi-square'), verdict.text);
  assert.ok((await page.textContent('#arena-seed-method')).includes(`chi-square = ${comparison.chi_square.statistic.toFixed(1)}`));
  await screenshot(page, 'arena-seed-experiment.png');
});

test('random opening plies: the form keeps them in the address, and the run is the native CLI’s with --openings', async () => {
  // `boardlab arena --black three-ply --white three-ply --games 60 --seed 5 --openings 6 --json`:
  // two players who choose alike meet in many positions only through the random openings.
  const native = JSON.parse(readFileSync(new URL('../data/arena_three_ply_three_ply_60_seed5_openings6.json', import.meta.url), 'utf8'));
  const page = await browser.open('#page=arena');
  assert.match(await page.textContent('#arena-openings-hint'), /random moves/);
  assert.equal(await page.inputValue('#arena-openings'), '0');
  await page.fill('#arena-black', 'three-ply');
  await page.fill('#arena-white', 'three-ply');
  await page.fill('#arena-games', '60');
  await page.fill('#arena-seed', '5');
  await page.fill('#arena-openings', '6');
  await page.click('#arena-run');
  await waitForResults(page);
  assert.equal(await hashOf(page), '#page=arena&games=60&openings=6&run=1&seed=5&white=three-ply');
  const shownResults = await results(page);
  assert.deepEqual([shownResults.black[0], shownResults.white[0], shownResults.draws[0]].map(number), [native.black_wins, native.white_wins, native.draws]);
  assert.deepEqual(shownResults.bars.map(({ discs, games }) => ({ discs, games })),
    native.black_discs.map((games, discs) => ({ discs, games })).filter(({ games }) => games > 0));
  assert.deepEqual(shownResults.corners, native.corners.map((row) => row.map(String)));
  assert.match(await page.textContent('#arena-results-note'), /60 games from seed 5, each opening with 6 random plies\./);
  // A game replays with its opening: the record the CLI wrote.
  await page.fill('#arena-game', '7');
  await page.dispatchEvent('#arena-game', 'change');
  await page.waitForFunction(() => /^Game 7: black/.test(document.querySelector('#arena-game-summary').textContent));
  assert.equal((await shown(page)).position, finalBoard(native.records[6].moves));
  // The same address opened elsewhere plays the same games; without openings they are others.
  const again = await browser.open(await hashOf(page));
  await waitForResults(again);
  assert.deepEqual(await results(again), shownResults);
  const plain = await browser.open('#page=arena&games=60&run=1&seed=5&white=three-ply');
  await waitForResults(plain);
  assert.notDeepEqual((await results(plain)).bars, shownResults.bars);
  assert.equal(await plain.inputValue('#arena-openings'), '0');
});

test('a bad number of random opening plies is named and nothing runs', async () => {
  for (const [value, words] of [['61', "'61'"], ['-1', "'-1'"], ['2.5', "'2.5'"], ['x', "'x'"]]) {
    const page = await browser.open(`#page=arena&black=random&games=4&openings=${value}&run=1`);
    const message = await page.$eval('#message', (element) => ({ text: element.textContent, role: element.getAttribute('role') }));
    assert.equal(message.role, 'alert');
    assert.ok(message.text.includes(`openings: ${words} is not a number of random opening plies from 0 to 60`), message.text);
    assert.equal(await page.$eval('#arena-results-panel', (panel) => panel.hidden), true);
    assert.equal(await page.inputValue('#arena-openings'), '0');
  }
});

test('bad parameters are named and nothing runs', async () => {
  const page = await browser.open('#page=arena&black=foo&games=0&seed=-2&run=1');
  const message = await page.$eval('#message', (element) => ({ text: element.textContent, role: element.getAttribute('role') }));
  assert.equal(message.role, 'alert');
  assert.match(message.text, /black: 'foo' is not a player/);
  assert.match(message.text, /games: '0' is not a number of games from 1 to 1,000,000/);
  assert.match(message.text, /seed: '-2' is not a whole number/);
  assert.equal(await page.$eval('#arena-results-panel', (panel) => panel.hidden), true);
  assert.equal(await page.$eval('#arena-cancel', (button) => button.disabled), true);
});

test('the replay steps, jumps, reopens and copies through the controller, its ply in the address', async () => {
  // Each page the check opens runs its four games first (random against
  // random: a moment), then plays the replay's game again from the seed.
  const openRun = async (hash) => {
    const page = await browser.open(hash);
    await waitForResults(page);
    await page.waitForFunction(() => /^Game \d+: black/.test(document.querySelector('#arena-game-summary').textContent));
    return page;
  };
  const page = await checkGamePage(openRun, '#page=arena&black=random&games=4&run=1&game=2', {
    prefix: 'arena-',
    transcript: 'arena-transcript',
    copy: 'arena-copy-link',
  });
  const hash = await hashOf(page);
  assert.match(hash, /^#page=arena&ply=1&black=random&game=2&games=4&run=1$/);
  // The ply and the game survive the run being played again.
  const again = await openRun(hash);
  assert.deepEqual(await shown(again), await shown(page));
  assert.equal(await again.$eval('#arena-game', (input) => input.value), '2');
});

test('a game number being typed survives the page drawing again, and Back writes the field', async () => {
  // A redraw (here a step; in use also a replay or a run arriving) landing
  // between the typing and the change that commits it once reset the field.
  const page = await browser.open('#page=arena&black=random&games=4&run=1');
  await waitForResults(page);
  await page.waitForFunction(() => /^Game 1: black/.test(document.querySelector('#arena-game-summary').textContent));
  await page.$eval('#arena-game', (input) => { input.value = '3'; });
  await page.click('#arena-first');
  assert.equal((await shown(page)).ply, 0);
  assert.equal(await page.inputValue('#arena-game'), '3');
  await page.dispatchEvent('#arena-game', 'change');
  await page.waitForFunction(() => /^Game 3: black/.test(document.querySelector('#arena-game-summary').textContent));
  await page.goBack();
  await page.waitForFunction(() => /^Game 1: black/.test(document.querySelector('#arena-game-summary').textContent));
  assert.equal(await page.inputValue('#arena-game'), '1');
});
