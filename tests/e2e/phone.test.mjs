// Issue 31, the phone (390 x 844): every page reached from every page
// through links the user can see (the menu button reveals them), the page
// shown named on the button and marked in the list; and an opened WTHOR
// database's rows each keep their lines, none over another. Issue 42: the
// header's buttons clear of each other, the pages' links again at the foot
// of a long page, no blank gap on the arena, the small boards' heading read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { useBrowser } from './harness.mjs';

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, ready: '#menu-toggle' };
const PAGES = [
  ['home', 'Home'],
  ['board', 'Board'],
  ['play', 'Play'],
  ['puzzles', 'Puzzles'],
  ['arena', 'Arena'],
  ['small', 'Small boards'],
  ['stoner', 'Stoner'],
  ['mobility', 'Mobility'],
  ['gobblet', 'Gobblet'],
];

/** The page section shown. */
const shownPage = (page) => page.$eval('#pages > section:not([hidden])', (section) => section.id.replace(/^page-/, ''));

/** Whether `element`'s whole box is on the screen (not scrolled away, not clipped by the viewport). */
const onScreen = (element) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
  });

/** Opens the menu, checks the page shown is marked there, and follows the link to `id`. */
async function goTo(page, from, [id, title]) {
  const button = await page.$('#menu-toggle');
  assert.ok(await onScreen(button), `the menu button is on the screen on ${from}`);
  await button.click();
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  for (const [other] of PAGES) {
    const link = await page.$(`#tabs a[data-page="${other}"]`);
    assert.ok(await onScreen(link), `the link to ${other} is on the screen on ${from}`);
  }
  const marked = await page.$$eval('#tabs a[aria-current="page"]', (links) => links.map((link) => link.dataset.page));
  assert.deepEqual(marked, [from], `the list marks ${from} as shown`);
  await page.click(`#tabs a[data-page="${id}"]`);
  await page.waitForFunction((target) => document.querySelector(`#page-${target}`)?.hidden === false, id);
  assert.equal(await shownPage(page), id);
  assert.equal(await button.getAttribute('aria-expanded'), 'false', 'following a link folds the menu');
  assert.equal(await page.isVisible('#tabs a'), false);
  assert.equal(await page.textContent('.menu-current'), title, `the button names ${id} once it is shown`);
  assert.equal(await page.$eval('#tabs a[aria-current="page"]', (link) => link.dataset.page), id);
}

/** The gap between two elements' boxes, side by side (`a` left of `b`) or one above the other (`a` above `b`). */
const gapBetween = (page, a, b, axis) =>
  page.evaluate(([a, b, axis]) => {
    const [first, second] = [a, b].map((selector) => document.querySelector(selector).getBoundingClientRect());
    return axis === 'x' ? second.left - first.right : second.top - first.bottom;
  }, [a, b, axis]);

// What each page must show at phone width, checked once the menu has brought it up (issue 42).
const PAGE_CHECKS = {
  async small(page) {
    // The perfect player's heading is read (not squeezed to a pixel), and New game is still on the first screen.
    await page.evaluate(() => scrollTo(0, 0));
    const heading = await page.$eval('.small-player h2', (element) => element.getBoundingClientRect().toJSON());
    assert.ok(heading.width > 100 && heading.height > 10, `the heading is ${JSON.stringify(heading)}`);
    assert.ok(await onScreen(await page.$('.small-player button')), 'New game is on the first screen');
  },
  async arena(page) {
    // No blank gap after the set-up: the next panel follows at the page's spacing.
    const gap = await gapBetween(page, '.arena-main > .panel', '#arena-seed-panel', 'y');
    assert.ok(gap >= 0 && gap < 24, `${gap} px between the set-up and the next panel`);
  },
  async mobility(page) {
    await footLinks(page, 'mobility');
  },
  async gobblet(page) {
    await footLinks(page, 'gobblet');
  },
};

/** At the foot of a long page, a link to every page is on the screen, the page shown marked. */
async function footLinks(page, id) {
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  for (const [other] of PAGES) assert.ok(await onScreen(await page.$(`#foot-pages a[data-page="${other}"]`)), `the foot's link to ${other} on ${id}`);
  assert.equal(await page.$eval('#foot-pages a[aria-current="page"]', (link) => link.dataset.page), id);
  await page.evaluate(() => scrollTo(0, 0));
}

/** The header at phone width: it fits, the page's name is whole, and the menu button stands clear of the toggles. */
async function checkHeader(page, id) {
  assert.equal(await page.evaluate(() => document.querySelector('.top').scrollWidth <= innerWidth), true, `the header fits on ${id}`);
  assert.equal(await page.$eval('.menu-current', (name) => name.scrollWidth <= name.clientWidth), true, `the name of ${id} is whole`);
  const gap = await gapBetween(page, '#menu-toggle', '#theme-toggle', 'x');
  assert.ok(gap >= 8, `${gap} px between the menu button and the next button on ${id}`);
}

test('at phone width the menu reaches every page from the first and the next page from each, naming and marking the page shown', async () => {
  const page = await browser.open('', PHONE);
  // No sideways scrolling strip: the header fits the screen.
  assert.equal(await page.evaluate(() => document.querySelector('.top').scrollWidth <= innerWidth), true);
  assert.equal(await page.textContent('.menu-current'), 'Home');
  // Every page and back from the first: every link of the menu (the same menu on every page).
  const [first] = PAGES;
  for (const to of PAGES.slice(1)) {
    await goTo(page, first[0], to);
    await goTo(page, to[0], first);
  }
  // Then round the pages, each by its own menu to the next: every page's menu works.
  let at = first[0];
  for (const [index, from] of PAGES.entries()) {
    if (from[0] !== at) {
      await goTo(page, at, from);
      at = from[0];
    }
    await checkHeader(page, from[0]);
    await PAGE_CHECKS[from[0]]?.(page);
    const next = PAGES[(index + 1) % PAGES.length];
    await goTo(page, from[0], next);
    at = next[0];
  }
});

test('the menu folds on Escape, giving focus back to its button; on a wide screen the links are tabs and there is no button', async () => {
  const page = await browser.open('#page=stoner', { ...PHONE, ready: '#board[data-position]' });
  await page.click('#menu-toggle');
  await page.keyboard.press('Escape');
  assert.equal(await page.getAttribute('#menu-toggle', 'aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'menu-toggle');

  const wide = await browser.open('#page=stoner', { viewport: { width: 1280, height: 860 } });
  assert.equal(await wide.isVisible('#menu-toggle'), false);
  for (const [id] of PAGES) assert.ok(await onScreen(await wide.$(`#tabs a[data-page="${id}"]`)), `the ${id} tab is on the screen`);
  assert.equal(await wide.$eval('#tabs a[aria-current="page"]', (link) => link.dataset.page), 'stoner');
});

const WTHOR = '/work/shared/data/games/wthor/1977-2020';
const FILES = ['WTH_2004.wtb', 'WTHOR.JOU', 'WTHOR.TRN'].map((name) => `${WTHOR}/${name}`);

test('an opened WTHOR database lists its games at phone width with no row over another and every line of a row inside it', { skip: !FILES.every(existsSync) && 'no WTHOR files in /work/shared' }, async () => {
  const page = await browser.open('#page=board', { ...PHONE, ready: '#board[data-position]' });
  await page.setInputFiles('#import-file', FILES);
  await page.waitForSelector('#game-list [data-game]');
  const rows = await page.$$eval('#game-list [data-game]', (items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      // Where each line's text is laid out (a squashed row lets text spill over its box and onto the next line's).
      const lines = [...item.children].map((child) => {
        const text = document.createRange();
        text.selectNodeContents(child);
        return text.getBoundingClientRect();
      });
      return { game: item.dataset.game, top: box.top, bottom: box.bottom, lines: lines.map((line) => ({ top: line.top, bottom: line.bottom, height: line.height })) };
    }));
  assert.equal(rows.length, 100, 'the first page of rows');
  for (const [index, row] of rows.entries()) {
    // Each of the row's lines (number, players, tournament and year, first moves) has a height and its text lies inside the row.
    for (const line of row.lines) {
      assert.ok(line.height > 0 && line.top >= row.top - 0.5 && line.bottom <= row.bottom + 0.5, `game ${row.game}: a line outside its row ${JSON.stringify(row)}`);
    }
    if (index > 0) assert.ok(row.top >= rows[index - 1].bottom - 0.5, `game ${row.game} overlaps game ${rows[index - 1].game}`);
  }
  // The players, the tournament and the first moves are three lines, one below the other, none over another.
  for (const { game, lines } of rows) {
    assert.ok(lines[2].top >= lines[1].bottom - 0.5 && lines[3].top >= lines[2].bottom - 0.5, `game ${game}: lines overlap ${JSON.stringify(lines)}`);
  }
});

test('the home page’s “Review a game” opens the board at the box that takes a game, focused, and the address drops the request', async () => {
  const page = await browser.open('', PHONE);
  await page.click('.home-card[data-card="review"] a');
  await page.waitForFunction(() => document.activeElement?.id === 'load-input');
  assert.equal(await shownPage(page), 'board');
  assert.equal(await page.evaluate(() => location.hash), '#page=board');
  assert.ok(await onScreen(await page.$('#load-input')), 'the text field is on the screen');
  assert.equal(await page.isVisible('#load-asked'), true);
  // The box takes a game as it always does.
  await page.fill('#load-input', 'f5d6c3d3c4');
  await page.click('#load-button');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '5');
  // The other card opens the bare board.
  await page.goBack();
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#page-home')?.hidden === false);
  await page.click('.home-card[data-card="board"] a');
  await page.waitForFunction(() => document.querySelector('#page-board')?.hidden === false);
  assert.notEqual(await page.evaluate(() => document.activeElement?.id), 'load-input');
});
