// Opening and filtering a big WTHOR database on the board page, in headless
// Chromium: `node scripts/bench-records.mjs --dir /tmp/records-bench
// --runs 5 [--dist]` after `cargo run --release --example make_wtb --
// 100000 /tmp/records-bench`. Times (medians): from the file input's change
// to the list shown (reading the files, the engine's open, the first page
// of rows); one keystroke of an opening prefix and
// of a player name (filter in wasm + the rows redrawn).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { argument, benchRoot, median } from './bench-common.mjs';

const dir = argument('--dir', '/tmp/records-bench');
const runs = Number(argument('--runs', 5));
const names = ['WTH_2025.wtb', 'WTHOR.JOU', 'WTHOR.TRN'];
const files = await Promise.all(names.map(async (name) => ({ name, mimeType: 'application/octet-stream', buffer: await readFile(join(dir, name)) })));

const OPENING = 'f5d6c3d3c4f4';
const NAME = 'player 12';

async function run(page) {
  await page.evaluate(() => {
    window.changedAt = null;
    document.querySelector('#import-file').addEventListener('change', () => (window.changedAt = performance.now()), { capture: true, once: true });
  });
  await page.setInputFiles('#import-file', files);
  const listed = await page.waitForFunction(() => {
    const rows = document.querySelectorAll('#game-list [data-game]').length;
    return rows > 0 && window.changedAt !== null && performance.now() - window.changedAt;
  }, null, { polling: 'raf' });
  const open = (await listed.jsonValue()) / 1000;
  const timings = await page.evaluate(({ opening, name }) => {
    const type = (selector, text) => {
      const input = document.querySelector(selector);
      const times = [];
      for (let length = 1; length <= text.length; length += 1) {
        input.value = text.slice(0, length);
        const at = performance.now();
        input.dispatchEvent(new Event('input'));
        times.push((performance.now() - at) / 1000);
      }
      input.value = '';
      input.dispatchEvent(new Event('input'));
      return times;
    };
    const keystrokes = type('#game-filter-opening', opening);
    const nameKeys = type('#game-filter-name', name);
    return { keystrokes, nameKeys };
  }, { opening: OPENING, name: NAME });
  return { open, ...timings };
}

const session = await launch({ root: benchRoot() });
try {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const page = await openPage(session);
    results.push(await run(page));
    await page.context().close();
  }
  const ms = (seconds) => `${(seconds * 1000).toFixed(1)} ms`;
  console.log(`games: ${(files[0].buffer.length - 16) / 68}`);
  console.log(`open and list (change → rows shown): median ${ms(median(results.map((r) => r.open)))}; runs ${results.map((r) => ms(r.open)).join(', ')}`);
  console.log(`opening keystroke (${OPENING}): median ${ms(median(results.flatMap((r) => r.keystrokes)))}; worst ${ms(Math.max(...results.flatMap((r) => r.keystrokes)))}`);
  console.log(`name keystroke ('${NAME}'): median ${ms(median(results.flatMap((r) => r.nameKeys)))}; worst ${ms(Math.max(...results.flatMap((r) => r.nameKeys)))}`);
} finally {
  await session.close();
}
