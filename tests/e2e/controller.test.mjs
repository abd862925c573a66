// The one controller behind every page that shows a game
// (www/game/controller.js), tested once here on the board page: keys,
// branching, the address round trip, bad parameters and undo/redo. Each
// page's own test file checks its stepping through it with checkGamePage.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkGamePage } from './game-page.mjs';
import { hashOf, shown, useBrowser } from './harness.mjs';

const browser = useBrowser();
const open = browser.open;
test('the board page steps, jumps, reopens and copies through the controller', async () => {
  await checkGamePage(open, '#moves=f5d6c3d3c4', { transcript: 'transcript', copy: 'copy-link' });
});

test('the Gobblet page steps, jumps, reopens and copies through the same controller', async () => {
  await checkGamePage(open, '#page=gobblet&moves=Lb2Sa1b2c3', { prefix: 'gobblet-', transcript: 'gobblet-transcript', copy: 'gobblet-copy-link' });
});

test('a move played mid-game replaces the rest; the game’s own next move keeps it', async () => {
  const page = await open('#moves=f5d6c3d3c4&ply=2');
  await page.click('#legal-moves button:text("c3")');
  assert.equal(await hashOf(page), '#moves=f5d6c3d3c4&ply=3');
  await page.keyboard.press('ArrowLeft');
  await page.click('#legal-moves button:text("c5")');
  assert.equal(await hashOf(page), '#moves=f5d6c5');
  assert.equal((await shown(page)).ply, 3);
  // Back returns to the game before the branch.
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#moves=f5d6c3d3c4&ply=2');
  assert.equal((await shown(page)).ply, 2);
});

test('bad parameters are named in one message and dropped from the address; the rest is kept', async () => {
  const page = await open('#page=gobblet&moves=Lb2Sa1&ply=x&computer=3&values=1');
  assert.equal(await page.getAttribute('#message', 'role'), 'alert');
  assert.equal(await page.textContent('#message'), "ply: 'x' is not a number of moves; computer: '3' is not a player (1 or 2)");
  assert.equal(await hashOf(page), '#page=gobblet&moves=Lb2Sa1&values=1');
  assert.equal((await shown(page)).ply, 2);
  // The next step clears the message.
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.textContent('#message'), '');
});
