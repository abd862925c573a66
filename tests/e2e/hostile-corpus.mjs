// The hostile addresses of tests/e2e/hostile-addresses.test.mjs and
// scripts/bench-hostile.mjs, and how a page's answer to a click is timed.

// Every page's keys: the position's own and the page's settings.
const POSITION = ['moves', 'ply', 'size', 'board'];
const PAGES = {
  board: [...POSITION],
  play: [...POSITION, 'ai', 'you', 'seed', 'hints'],
  arena: ['black', 'white', 'games', 'seed', 'game', 'ply'],
  small: [...POSITION, 'values', 'scoring', 'player', 'pick'],
  stoner: [...POSITION, 'at', 'shape', 'orientation', 'mode', 'census', 'horizon', 'cutoff', 'filter', 'sort'],
  mobility: ['board', 'moves'],
  gobblet: ['moves', 'ply', 'computer', 'values'],
};

// Values no key accepts (valid extremes that start long work are left out:
// those are the budgets' business, tested where they are set).
const HOSTILE = [
  'zz', '-1', '0.5', '1e309', 'NaN', '-0', '99999999999999999999999', '0x10', ' 4', '٣',
  '♟️♟️', '%', '<img src=x onerror=alert(1)>', 'a'.repeat(5000), 'f5'.repeat(400), '\u0000',
  'true', '[]', '__proto__', '61',
];

/** pages × keys × values, one address each, plus repeated and unknown keys. */
export function corpus() {
  const addresses = [];
  for (const [page, keys] of Object.entries(PAGES)) {
    for (const key of keys) {
      for (const value of HOSTILE) addresses.push(`page=${page}&${key}=${encodeURIComponent(value)}`);
    }
    addresses.push(`page=${page}&moves=f5&moves=zz&moves=d6`);
    addresses.push(`page=${page}&nonsense=1&=&&&`);
    addresses.push(`page=${page}&${keys.map((key) => `${key}=-`).join('&')}`);
  }
  for (const value of HOSTILE) addresses.push(`page=${encodeURIComponent(value)}`);
  return addresses;
}

/** Clicks the page's corner; the ms from the click's input event to the frame after its handler ran, and the message then shown. */
export async function answersClick(page) {
  await page.evaluate(() => {
    globalThis.__answered = new Promise((done) => {
      addEventListener('click', (event) => {
        requestAnimationFrame(() => done({ ms: performance.now() - event.timeStamp, message: document.querySelector('#message')?.textContent ?? '' }));
      }, { once: true, capture: true });
    });
  });
  await page.mouse.click(2, 2);
  return page.evaluate(() => globalThis.__answered);
}
