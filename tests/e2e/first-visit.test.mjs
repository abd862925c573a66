// Issue 16, the first visit: the home page, every old address, phone
// layouts, dark mode, flip, the glossary, board labels and a whole game
// played with the keyboard only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSquare, hashOf, shown, useBrowser } from './harness.mjs';

const browser = useBrowser();
const HOME = { ready: '.home-card canvas' };
const PHONE = { width: 390, height: 844 };

/** Which page section is shown. */
const shownPage = (page) => page.$eval('#pages > section:not([hidden])', (section) => section.id.replace(/^page-/, ''));

test('the bare address opens the home page: two sentences and a card with a picture and a link per activity', async () => {
  const page = await browser.open('', HOME);
  assert.equal(await shownPage(page), 'home');
  assert.equal(await hashOf(page), '');
  // Each picture is drawn once it is near the screen, in a task of its own: drawn, its backing
  // store matches its size in device pixels (an undrawn canvas keeps the default 300 x 150).
  for (const card of await page.$$('.home-card')) await card.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('.home-card canvas')]
    .every((canvas) => canvas.width !== 300 && canvas.width === Math.round(canvas.getBoundingClientRect().width * devicePixelRatio)));
  const cards = await page.$$eval('.home-card', (items) => items.map((item) => ({ id: item.dataset.card, href: item.querySelector('a').getAttribute('href') })));
  assert.deepEqual(cards.map((card) => card.id), ['play', 'review', 'puzzles', 'stoner', 'small', 'mobility', 'gobblet', 'arena', 'board']);
  // Every page but the home page has its card.
  const pages = await page.$$eval('#tabs a[data-page]', (links) => links.map((link) => link.dataset.page).filter((id) => id !== 'home'));
  assert.deepEqual(pages.filter((id) => !cards.some((card) => card.href.startsWith(`#page=${id}`))), []);
  assert.ok(cards.every((card) => card.href.startsWith('#page=')), JSON.stringify(cards));
  assert.match(await page.textContent('.home-intro .lead'), /^boardlab .+\. .+\.$/);
  await page.click('.home-card[data-card="board"] a');
  await page.waitForSelector('#board[data-position]');
  assert.equal(await hashOf(page), '#page=board');
  // The page left is kept but not shown (a page's own display must not undo `hidden`).
  assert.deepEqual(await page.$$eval('section.page', (sections) => sections.map((section) => [section.id, getComputedStyle(section).display !== 'none'])),
    [['page-home', false], ['page-board', true]]);
});

test('the home page shows without the engine', async () => {
  const context = await browser.session().browser.newContext();
  try {
    const page = await context.newPage();
    let asked = 0;
    await page.route('**/*.wasm', (route) => {
      asked += 1;
      return route.abort();
    });
    await page.goto(browser.session().url);
    await page.waitForSelector('.home-card canvas');
    assert.equal(await page.$$eval('.home-card', (cards) => cards.length), 9);
    assert.equal(await page.isVisible('#loading'), false);
    assert.equal(asked, 0, 'the home page did not ask for the engine');
  } finally {
    await context.close();
  }
});

// Addresses that worked before the home page, and the page each opens.
const OLD_ADDRESSES = [
  ['#moves=f5d6', 'board', '#moves=f5d6'],
  ['#moves=f5d6c3&ply=1', 'board', '#moves=f5d6c3&ply=1'],
  ['#size=6&moves=c2b2', 'board', '#size=6&moves=c2b2'],
  ['#size=6', 'board', '#size=6'],
  ['#board=-----OX--XO-----_X', 'board', '#size=4'],
  ['#page=board', 'board', '#page=board'],
  ['#page=board&moves=f5', 'board', '#moves=f5'],
  ['#page=play&ai=random&seed=7', 'play', '#page=play&ai=random&seed=7'],
  ['#page=stoner&moves=e6d6c6d7c8b6c7f7f6e8f8g8b7', 'stoner', '#page=stoner&moves=e6d6c6d7c8b6c7f7f6e8f8g8b7'],
  ['#page=small&size=6', 'small', '#page=small&size=6'],
  ['#page=mobility', 'mobility', '#page=mobility'],
  ['#page=gobblet&moves=Lb2Sa1', 'gobblet', '#page=gobblet&moves=Lb2Sa1'],
];

test('on a slow phone (CPU 6x slower) every board is drawn once it is shown', async () => {
  // A board's first drawing waits until it is near the screen; a slow page
  // once delivered "hidden" and then "shown" in one call, and the board
  // stayed blank.
  const slow = async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  };
  for (const hash of ['#page=play', '#page=board', '#page=stoner', '#page=small&size=6']) {
    const page = await browser.open(hash, { viewport: PHONE, beforeGoto: slow });
    await page.waitForFunction(() => document.querySelector('#board').width > 300, null, { timeout: 30_000 });
  }
});

test('every address that worked before opens the same view', async () => {
  for (const [hash, id, canonical] of OLD_ADDRESSES) {
    const page = await browser.open(hash);
    assert.equal(await shownPage(page), id, hash);
    assert.equal(await hashOf(page), canonical, hash);
  }
});

// Per page: the address, the board, the turn indicator and the main control
// (the arena's board replays a game of a run: its first screen is the run's
// set-up and the Run button).
const PAGES = {
  home: ['', '.home-card canvas', '.home-card h3', '.home-card a'],
  board: ['#page=board', '#board', '#turn', '#next'],
  play: ['#page=play&seed=1', '#board', '#play-turn', '#play-new'],
  arena: ['#page=arena', '#arena-black', '#arena-games', '#arena-run'],
  small: ['#page=small', '#board', '#small-turn', '#small-new'],
  stoner: ['#page=stoner', '#board', '#stoner-turn', '#stoner-next'],
  mobility: ['#page=mobility', '#board', '#mobility-summary', '#edit-start'],
  gobblet: ['#page=gobblet', '#board', '#gobblet-turn', '#gobblet-new'],
};

/** Where the page's board, turn and main control end, and whether anything scrolls sideways. */
async function firstScreen(page, selectors) {
  return page.evaluate((wanted) => {
    const box = (selector) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { top: Math.round(rect.top), bottom: Math.round(rect.bottom), width: Math.round(rect.width), height: Math.round(rect.height) };
    };
    return { boxes: wanted.map(box), scrollWidth: document.documentElement.scrollWidth, width: innerWidth, height: innerHeight };
  }, selectors);
}

for (const viewport of [PHONE, { width: 360, height: 740 }]) {
  test(`at ${viewport.width}x${viewport.height} the board, the turn and the main control are on the first screen, nothing scrolls sideways`, async () => {
    for (const id of Object.keys(PAGES)) {
      const [hash, ...selectors] = PAGES[id];
      const page = await browser.open(hash, id === 'home' ? { ...HOME, viewport } : { viewport });
      const { boxes, scrollWidth, width, height } = await firstScreen(page, selectors);
      assert.ok(scrollWidth <= width, `${id}: scrollWidth ${scrollWidth} > ${width}`);
      selectors.forEach((selector, index) => {
        assert.ok(boxes[index], `${id}: ${selector} exists`);
        assert.ok(boxes[index].top >= 0 && boxes[index].bottom <= height, `${id}: ${selector} ends at ${boxes[index].bottom} px, below ${height}`);
      });
      const control = boxes[2];
      assert.ok(control.height >= 44 && control.width >= 44, `${id}: ${selectors[2]} is ${control.width}x${control.height}`);
      if (id !== 'home' && id !== 'arena') assert.ok(boxes[0].width >= width - 40, `${id}: the board is ${boxes[0].width} px wide`);
    }
  });
}

const luminance = (css) => {
  const [r, g, b] = css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const background = (page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('dark mode follows the system, and the toggle is remembered', async () => {
  const page = await browser.open('#page=board', { colorScheme: 'dark' });
  assert.ok(luminance(await background(page)) < 0.05, `dark background ${await background(page)}`);
  await page.click('#theme-toggle');
  assert.ok(luminance(await background(page)) > 0.8, `light background ${await background(page)}`);
  await page.reload();
  await page.waitForSelector('#board[data-position]');
  assert.ok(luminance(await background(page)) > 0.8, 'the choice of light is remembered');
  assert.equal(await page.getAttribute('#theme-toggle', 'aria-pressed'), 'false');
  const light = await browser.open('#page=board');
  assert.ok(luminance(await background(light)) > 0.8);
});

test('legal-move rings stand out from the felt (at least 3:1) and labels keep to three characters', async () => {
  const page = await browser.open('#page=board');
  const { colors, labels } = await page.evaluate(async () => {
    const { COLORS } = await import('./www/ui/board-colors.js');
    const { boardValue } = await import('./www/ui/words.js');
    const values = [];
    for (let value = -64; value <= 64; value += 0.35) values.push(boardValue(value));
    return { colors: COLORS, labels: values };
  });
  const rgb = (hex) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(',')})`;
  const [ring, felt] = [luminance(rgb(colors.legal)), luminance(rgb(colors.felt))];
  assert.ok((Math.max(ring, felt) + 0.05) / (Math.min(ring, felt) + 0.05) >= 3, 'contrast of the legal ring');
  assert.ok(labels.every((label) => label.length <= 3), labels.filter((label) => label.length > 3).join(' '));
  // Signed with a real minus, as the lists beside a board write it (issue 42).
  assert.ok(labels.includes('+10') && labels.includes('−3') && labels.includes('0'));
});

test('counts are grouped by thousands as Intl groups them, without building its formatter', async () => {
  const page = await browser.open('#page=board');
  const pairs = await page.evaluate(async () => {
    const { number } = await import('./www/ui/words.js');
    const values = [0, 7, 999, 1000, -1000, 12345, 999999, 1000000, 212258800, -98765432, 2 ** 53 - 1];
    return values.map((value) => [number(value), new Intl.NumberFormat('en').format(value)]);
  });
  for (const [ours, intl] of pairs) assert.equal(ours, intl);
});

test('flip shows the board from white: a click lands on the turned square, and the switch is remembered', async () => {
  const page = await browser.open('#page=board');
  await page.click('#flip-toggle');
  assert.equal(await page.getAttribute('#flip-toggle', 'aria-pressed'), 'true');
  await page.waitForTimeout(400); // the turn's animation
  // f5 seen from white sits where c4 sits unflipped.
  const { clickSquare } = await import('./harness.mjs');
  await clickSquare(page, 'c4');
  assert.equal(await hashOf(page), '#moves=f5');
  await page.reload();
  await page.waitForSelector('#board[data-position]');
  assert.equal(await page.getAttribute('#flip-toggle', 'aria-pressed'), 'true');
  await page.click('#flip-toggle');
});

test('a glossary term shows its sentence on hover and on keyboard focus', async () => {
  const page = await browser.open('#page=stoner');
  const term = page.locator('#page-stoner .page-lead .term');
  const tip = page.locator('#page-stoner .page-lead .term-tip');
  assert.equal(await tip.isVisible(), false);
  await term.hover();
  assert.equal(await tip.isVisible(), true);
  assert.match(await tip.textContent(), /edge trap/);
  await page.mouse.move(0, 0);
  await term.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  assert.equal(await tip.isVisible(), true);
  assert.equal(await term.getAttribute('aria-describedby'), await tip.getAttribute('id'));
  const leads = await page.$$eval('.page-lead', (items) => items.length);
  assert.equal(leads, 1);
});

test('keyboard only: a whole 4x4 game against perfect play, Tab to the board, arrows and Enter', async () => {
  const page = await browser.open('#page=small&size=4&player=black&pick=first');
  for (let presses = 0; presses < 60 && !(await page.evaluate(() => document.activeElement?.id === 'board')); presses += 1) {
    await page.keyboard.press('Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'board', 'Tab reaches the board');
  const played = [];
  for (let turn = 0; turn < 20; turn += 1) {
    await page.waitForFunction(() => {
      const label = document.querySelector('#board').getAttribute('aria-label');
      return /game is over/.test(label) || (/black to move/.test(label) && document.querySelector('#small-thinking')?.hidden !== false);
    });
    const label = await page.getAttribute('#board', 'aria-label');
    if (/game is over/.test(label)) break;
    const target = label.match(/Legal moves: ([a-d][1-4])/)[1];
    if (!(await page.getAttribute('#board', 'data-cursor'))) await page.keyboard.press('ArrowRight');
    const at = (name) => ({ col: name.charCodeAt(0) - 97, row: Number(name[1]) - 1 });
    let cursor = at(await page.getAttribute('#board', 'data-cursor'));
    const goal = at(target);
    for (; cursor.col < goal.col; cursor.col += 1) await page.keyboard.press('ArrowRight');
    for (; cursor.col > goal.col; cursor.col -= 1) await page.keyboard.press('ArrowLeft');
    for (; cursor.row < goal.row; cursor.row += 1) await page.keyboard.press('ArrowDown');
    for (; cursor.row > goal.row; cursor.row -= 1) await page.keyboard.press('ArrowUp');
    assert.equal(await page.getAttribute('#board', 'data-cursor'), target);
    const before = (await shown(page)).ply;
    await page.keyboard.press('Enter');
    await page.waitForFunction((ply) => Number(document.querySelector('#board').dataset.ply) > ply, before);
    played.push(target);
  }
  assert.match(await page.getAttribute('#board', 'aria-label'), /the game is over/);
  assert.ok(played.length >= 3, played.join(' '));
  await page.waitForFunction(() => /Game over/.test(document.querySelector('#announcer')?.textContent ?? ''));
});



test('while the computer thinks, a sign at the board counts the seconds, and Move now plays its best move so far', async () => {
  // strong:20 in the middle game (24 moves of a 2016 game, past the
  // opening book) would think for minutes: only Move now ends it.
  const middle = 'f5f4e3f2e2f6d3c4f3e1f1g1e6c5c6d6e7c2g6d7e8c8b6b4';
  const page = await browser.open(`#page=play&ai=strong:20&you=white&seed=3&moves=${middle}`);
  await page.waitForSelector('#play-thinking:not([hidden])');
  const [sign, board] = await Promise.all(['#play-thinking', '#board'].map((selector) => page.$eval(selector, (element) => element.getBoundingClientRect().toJSON())));
  assert.ok(sign.top >= board.top && sign.bottom <= board.bottom && sign.left >= board.left && sign.right <= board.right, 'the sign lies on the board');
  assert.match(await page.textContent('#play-thinking'), /strong \(20 plies\) is thinking… \d+\.\d s/);
  await page.waitForSelector('#play-move-now:not([disabled])');
  await page.click('#play-move-now');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '25');
  assert.match(await hashOf(page), new RegExp(`moves=${middle}[a-h][1-8]`));
  assert.equal(await page.isVisible('#play-thinking'), false);
  assert.equal(await page.getAttribute('#play-turn', 'data-side'), 'white');
});

test('a perfect player has no move before it is done: its Move now is disabled and says why', async () => {
  const page = await browser.open('#page=gobblet');
  const button = await page.$('#gobblet-move-now');
  assert.ok(button, 'Move now is there');
  assert.equal(await button.isDisabled(), true);
  assert.match(await button.getAttribute('title'), /only once the game is solved/);
});

test('nothing seen moves while a page loads: no layout shift on a phone, nor on a desktop where the board page\'s panels come late', { timeout: 90_000 }, async () => {
  const watchShifts = (page) => page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) window.layoutShifts.push({ value: entry.value, moved: entry.sources.map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The board page (its panels come after the board) at both sizes; the others on a phone.
  const DESKTOP = { width: 1280, height: 800 };
  for (const [hash, options, viewport] of [['', HOME, PHONE], ['#page=board', {}, PHONE], ['#page=board', {}, DESKTOP], ['#page=play', {}, PHONE], ['#page=stoner', {}, PHONE]]) {
    const page = await browser.open(hash, { ...options, viewport, beforeGoto: watchShifts });
    // Late parts (panels, pictures drawn as they near the screen) have a moment to arrive.
    await page.waitForTimeout(500);
    assert.deepEqual(await page.evaluate(() => window.layoutShifts), [], `${hash || 'home'} at ${viewport.width}x${viewport.height}`);
  }
});
