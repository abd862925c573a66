// Issue 33, the Japanese interface: every sentence has its Japanese, every
// page under `lang=ja` is Japanese (at most 15% of its letters Latin, move
// names and program names aside: latin.mjs), the header's switch keeps the
// position and the address, and a Japanese browser gets Japanese with no
// `lang`. Issue 42: the same goal under a Japanese browser, every page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hashOf, shown, useBrowser } from './harness.mjs';
import { latinShare } from './latin.mjs';
import { sentences } from './sentences.mjs';
import { ENGINE, SENTENCES } from '../../www/i18n/ja.js';

const browser = useBrowser();
const HOME = { ready: '.home-card canvas' };
const PAGES = [
  ['home', '#lang=ja', HOME],
  ['board', '#page=board&moves=f5d6c3d3c4&lang=ja', {}],
  ['play', '#page=play&seed=3&lang=ja', {}],
  ['arena', '#page=arena&lang=ja', {}],
  ['small', '#page=small&lang=ja', {}],
  ['stoner', '#page=stoner&lang=ja', {}],
  ['mobility', '#page=mobility&lang=ja', {}],
  ['gobblet', '#page=gobblet&lang=ja', {}],
  ['puzzles', '#page=puzzles&puzzle=2&lang=ja', { ready: '#puzzle[data-position]' }],
];

// Names in Japanese where the pages show them (issue 42): the opening by the name Japanese players use, the computer player by its Japanese name with its level.
const NAMED = {
  async board(page) {
    await page.waitForSelector('#opening:not([hidden])');
    assert.equal(await page.textContent('#opening .opening-name'), '虎');
  },
  async play(page) {
    assert.equal(await page.$eval('#play-ai', (select) => select.selectedOptions[0].textContent), '3手読み：3手先まで読む');
    assert.deepEqual(await page.$$eval('#play-ai option', (options) => options.map((option) => option.textContent.split('：')[0])),
      ['ランダム', '3手読み', '強いプレイヤー（1手読み）', '強いプレイヤー（2手読み）', '強いプレイヤー（4手読み）', '強いプレイヤー（6手読み）', '強いプレイヤー']);
  },
};

/** Asserts the page shown is Japanese by its letters (at most 15% Latin), and says its figure. */
async function assertJapanese(page, name, how) {
  const { latin, letters, percent, words } = await latinShare(page);
  console.log(`${name} (${how}): ${latin} Latin letters of ${letters} (${percent}%)${words.length ? `: ${words.join(' ')}` : ''}`);
  assert.ok(latin <= 0.15 * letters, `${name} (${how}): ${latin} of ${letters} letters are Latin: ${words.join(' ')}`);
  // And its Japanese fits: no sentence or list of choices widens the page past the screen. (Measured
  // with the machine's fonts: scripts/setup.sh installs a Japanese one, Debian's fonts-ipafont-gothic;
  // without it the glyphs are narrower boxes and this catches less.)
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${name} (${how}) scrolls sideways`);
}

const placeholders = (text) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

test('every sentence of the pages has its Japanese, with the same placeholders', async () => {
  const missing = [];
  for (const [english, file] of await sentences()) {
    const japanese = SENTENCES[english];
    if (japanese === undefined) missing.push(`${file}: ${english}`);
    else assert.deepEqual(placeholders(japanese), placeholders(english), english);
  }
  assert.deepEqual(missing, []);
});

test('the engine\'s usual messages read in Japanese', () => {
  const japanese = (message) => ENGINE.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), message);
  assert.equal(japanese('moves: z9 is not a square'), '手順：z9 はマスではありません');
  assert.equal(japanese('moves: a1 is not a legal move for black at move 1'), '手順：a1 は 1 手目の黒の打てる場所ではありません');
  assert.equal(japanese('board: the board string lacks the side to move (X or O) after the squares'), '盤面文字列：盤面文字列のマスの後に手番（X か O）がありません');
  assert.equal(
    japanese('8x8 Othello board after 1 of 1 moves, white to move. Black has 4 discs: d4, e4, f4, e5. White has 1 disc: d5. Legal moves: f4. Last move: f5.'),
    '8×8 のオセロ盤、全 1 手中 1 手目の局面、白番。 黒は 4 石：d4, e4, f4, e5。 白は 1 石：d5。 打てる場所：f4。 直前の手：f5。',
  );
});

for (const [name, hash, options] of PAGES) {
  test(`the ${name} page under lang=ja is Japanese: at most 15% of its letters Latin, names aside`, async () => {
    const page = await browser.open(hash, options);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
    await assertJapanese(page, name, 'lang=ja');
    await NAMED[name]?.(page);
  });
}

test('under a Japanese browser (no lang in the address) every page is Japanese: at most 15% of its letters Latin', async () => {
  // One page, every other reached by its address: the shell loads each page once, as a visit would.
  const page = await browser.open('', { ...HOME, locale: 'ja-JP', viewport: { width: 1280, height: 800 } });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  for (const [name, hash, { ready = '#board[data-position]' }] of PAGES) {
    const plain = hash.replace(/&?lang=ja/, '').replace(/^#$/, '');
    await page.evaluate((address) => (location.hash = address), plain || '#');
    await page.waitForFunction(([id, selector]) => document.querySelector(`#page-${id}`)?.hidden === false && document.querySelector(`#page-${id} ${selector}`), [name, ready]);
    assert.doesNotMatch(await hashOf(page), /lang=/);
    await assertJapanese(page, name, 'ja-JP browser');
  }
});

test('the header\'s switch shows the same position in Japanese, the address kept, and the language stays while pages change', async () => {
  const page = await browser.open('#page=board&moves=f5d6c3&ply=2&review=1');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  const before = await shown(page);
  await Promise.all([page.waitForEvent('load'), page.click('#language-toggle')]);
  await page.waitForSelector('#board[data-position]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  assert.equal(await hashOf(page), '#moves=f5d6c3&ply=2&lang=ja&review=1');
  assert.deepEqual(await shown(page), before);
  assert.equal(await page.getAttribute('#language-toggle', 'lang'), 'en');
  // Pages never see `lang`; the shell keeps it in every address.
  await page.click('#tabs a[data-page="play"]');
  await page.waitForFunction(() => location.hash.startsWith('#page=play') && location.hash.includes('seed='));
  assert.match(await hashOf(page), /&lang=ja(&|$)/);
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('moves=f5d6c3'));
  assert.deepEqual(await shown(page), before);
  // And back to English.
  await Promise.all([page.waitForEvent('load'), page.click('#language-toggle')]);
  await page.waitForSelector('#board[data-position]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.match(await hashOf(page), /lang=en/);
});

test('a Japanese browser gets Japanese with no lang in the address; lang=en overrides it', async () => {
  const page = await browser.open('#page=board', { locale: 'ja-JP' });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  assert.equal(await page.textContent('#tabs a[data-page="board"]'), '盤面');
  assert.equal(await hashOf(page), '#page=board', 'the browser\'s language is not written into the address');
  const english = await browser.open('#page=board&lang=en', { locale: 'ja-JP' });
  assert.equal(await english.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await english.textContent('#tabs a[data-page="board"]'), 'Board');
});

test('a bad move string is named in Japanese', async () => {
  const page = await browser.open('#moves=f5z9&lang=ja');
  assert.equal(await page.textContent('#message'), '手順：z9 はマスではありません');
  assert.match(await page.getAttribute('#board', 'aria-label'), /^8×8 のオセロ盤、全 1 手中 1 手目の局面、白番。/);
});
