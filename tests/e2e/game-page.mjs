// Checks every page that shows a game makes through the one controller
// (www/game/controller.js): the step buttons and keys walk the game and
// write the ply into the address, the transcript jumps to a ply, the
// address reopens exactly what is shown, and Copy link copies it.
import assert from 'node:assert/strict';
import { hashOf, shown } from './harness.mjs';

/**
 * `open(hash)` opens a page showing a game of at least three moves at its
 * end; `prefix` is the page's id prefix for the step buttons (`small-`…),
 * `transcript` its transcript list's id, `copy` its Copy link button's id.
 */
export async function checkGamePage(open, hash, { prefix = '', transcript, copy }) {
  const page = await open(hash);
  const end = await shown(page);
  assert.ok(end.ply >= 3, `the game of ${hash} has at least three moves`);
  const plyParam = (ply) => new RegExp(`[#&]ply=${ply}(&|$)`);

  await page.keyboard.press('ArrowLeft');
  assert.equal((await shown(page)).ply, end.ply - 1);
  assert.match(await hashOf(page), plyParam(end.ply - 1));
  const before = await shown(page);
  // The address reopens exactly what is shown.
  const copyOf = await open(await hashOf(page));
  assert.deepEqual(await shown(copyOf), before);
  await page.keyboard.press('Home');
  assert.equal((await shown(page)).ply, 0);
  await page.keyboard.press('ArrowRight');
  assert.equal((await shown(page)).ply, 1);
  await page.keyboard.press('End');
  assert.deepEqual(await shown(page), end);
  assert.doesNotMatch(await hashOf(page), /[#&]ply=/, 'the end of the game needs no ply');

  await page.click(`#${prefix}first`);
  assert.equal((await shown(page)).ply, 0);
  await page.click(`#${prefix}next`);
  assert.equal((await shown(page)).ply, 1);
  await page.click(`#${prefix}last`);
  assert.equal((await shown(page)).ply, end.ply);
  await page.click(`#${prefix}prev`);
  assert.equal((await shown(page)).ply, end.ply - 1);
  assert.equal(await page.textContent(`#${prefix}ply-label`), `${end.ply - 1} / ${end.ply}`);
  await page.click(`#${transcript} button[data-ply="1"]`);
  assert.equal((await shown(page)).ply, 1);
  assert.equal(await page.$eval(`#${transcript} [aria-current="step"]`, (button) => button.dataset.ply), '1');

  // Back and forward walk through what was shown.
  await page.goBack();
  await page.waitForFunction((ply) => document.querySelector('#board').dataset.ply === String(ply), end.ply - 1);
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '1');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click(`#${copy}`);
  await page.waitForFunction(() => /copied/i.test(document.body.textContent));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.evaluate(() => location.href));
  return page;
}
