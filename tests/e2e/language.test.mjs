// Issue 33, the Japanese interface: every sentence has its Japanese, every
// page under `lang=ja` is Japanese (at most 15% of its letters Latin, move
// names and program names aside), the header's switch keeps the position
// and the address, and a Japanese browser gets Japanese with no `lang`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hashOf, shown, useBrowser } from './harness.mjs';
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
// Names that stay as they are in any language: programs, file formats, players' and shapes' names.
const NAMES = /\b(boardlab|Edax|WTHOR|GGF|OBF|JOU|TRN|wtb|gz(?:ipped)?|Logistello|CaDiCaL|eukaryo|PowerShell|WebAssembly|JSON|PNG|SAT|SMT|perft|random|three-ply|strong(?::\d+)?|classic|English|Home|End|Enter|S4|S31|S3|T|M)\b/g;
// Move names and strings (f5, f5d6c3), squares written a8/b7/h8, board strings.
const NOTATION = /\b(?:[a-h][1-8]|[LMS][a-c][1-3])+\b|[XO-]{16,}/gi;

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
    const text = await page.evaluate(() => document.body.innerText);
    const words = text.replace(NAMES, ' ').replace(NOTATION, ' ');
    const latin = words.match(/[A-Za-z]/g)?.length ?? 0;
    const letters = words.match(/\p{L}/gu)?.length ?? 0;
    const english = [...new Set(words.match(/[A-Za-z]{2,}/g) ?? [])];
    console.log(`${name}: ${latin} Latin letters of ${letters} (${((100 * latin) / letters).toFixed(1)}%)${english.length ? `: ${english.join(' ')}` : ''}`);
    assert.ok(latin <= 0.15 * letters, `${latin} of ${letters} letters are Latin: ${english.join(' ')}`);
  });
}

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
