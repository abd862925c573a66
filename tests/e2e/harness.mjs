// Shared set-up for the browser tests: the page served on a free loopback
// port, Debian's Chromium driven by playwright-core, and a record of every
// console error, page error and CSP violation so tests can assert none.
import { after, afterEach, before } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot, startServer } from '../../scripts/serve.mjs';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const ARTIFACTS = join(repoRoot, 'test-artifacts');

/** Starts the server (over `root`, the repository by default) and the browser; `server` is the node server. */
export async function launch({ root } = {}) {
  const { server, url } = await startServer({ root });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // English unless a test asks for another language (the pages follow the browser's).
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--no-first-run', '--lang=en-US'],
  });
  return {
    url,
    browser,
    server,
    async close() {
      await browser.close();
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * A new page whose problems are collected in `page.problems`; `ready` is the
 * selector awaited (the home page has no #board); `beforeGoto(page)` may
 * watch or prepare it (e.g. through CDP, or an init script) before it loads;
 * `locale` is the browser's language.
 */
export async function openPage(session, hash = '', { viewport = { width: 1200, height: 860 }, colorScheme = 'light', ready = '#board[data-position]', beforeGoto, locale = 'en-US' } = {}) {
  const context = await session.browser.newContext({ viewport, deviceScaleFactor: 2, colorScheme, locale });
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') page.problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await beforeGoto?.(page);
  await page.goto(`${session.url}${hash}`);
  await page.waitForSelector(ready);
  // The board page's panels load after its board: a test uses them once they are in.
  await page.waitForFunction(() => !document.querySelector('[data-panels="loading"]'));
  return page;
}

export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, name);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** The `#board` canvas's data-position and data-ply. */
export async function shown(page) {
  return page.$eval('#board', (board) => ({ position: board.dataset.position, ply: Number(board.dataset.ply) }));
}

/**
 * One browser for a test file: `open(hash, options)` gives a page that is
 * closed after the test, and whose console must have stayed clean (no
 * error, page error or CSP violation). `session()` is the launched browser.
 */
export function useBrowser() {
  let session;
  let pages = [];
  before(async () => {
    session = await launch();
  });
  after(async () => {
    await session?.close();
  });
  afterEach(async () => {
    for (const page of pages) {
      assert.deepEqual(page.problems, [], 'console errors, page errors or CSP violations');
      await page.context().close();
    }
    pages = [];
  });
  return {
    session: () => session,
    async open(hash = '', options) {
      const page = await openPage(session, hash, options);
      pages.push(page);
      return page;
    },
  };
}

/** The page coordinates of the centre of a square (`f5` or {col, row}) on the #board canvas, as board-view.js lays it out. */
export async function squareCentre(page, square, size = 8) {
  const { col, row } = typeof square === 'string' ? { col: square.charCodeAt(0) - 97, row: Number(square.slice(1)) - 1 } : square;
  const box = await page.$eval('#board', async (canvas) => {
    canvas.scrollIntoView({ block: 'nearest' });
    await new Promise((done) => requestAnimationFrame(done));
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left, y: rect.top, width: canvas.clientWidth };
  });
  const margin = Math.max(18, Math.round(box.width * 0.05)); // board-view.js layout(): COORDINATE_MARGIN
  const cell = (box.width - margin - Math.round(margin / 3)) / size;
  return { x: box.x + margin + (col + 0.5) * cell, y: box.y + margin + (row + 0.5) * cell };
}

/** Clicks a square (`f5` or {col, row}) of the #board canvas. */
export async function clickSquare(page, square, size = 8) {
  const { x, y } = await squareCentre(page, square, size);
  await page.mouse.click(x, y);
}

/** The address's hash, read in the page (page.url() follows pushState only after a round trip). */
export const hashOf = (page) => page.evaluate(() => location.hash);

/**
 * Where things are drawn on a canvas, read from its pixels once: for each
 * query { region, color } (region: { left, top, right, bottom } in the
 * canvas's CSS pixels; color: `rgb(…)`, matched within 60), the box of the
 * pixels of that colour in the region (CSS pixels, with its width and
 * height), or null where there are none.
 */
export async function inkBoxes(canvas, queries) {
  return canvas.evaluate((element, queries) => {
    const ratio = element.width / element.clientWidth;
    // Read from a copy: reading the page's canvas back more than once makes the browser warn.
    const copy = new OffscreenCanvas(element.width, element.height).getContext('2d', { willReadFrequently: true });
    copy.drawImage(element, 0, 0);
    const { data, width } = copy.getImageData(0, 0, element.width, element.height);
    return queries.map(({ region, color }) => {
      const ink = color.match(/\d+/g).map(Number);
      const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
      const [x0, y0] = [Math.max(0, Math.floor(region.left * ratio)), Math.max(0, Math.floor(region.top * ratio))];
      const [x1, y1] = [Math.min(element.width, Math.ceil(region.right * ratio)), Math.min(element.height, Math.ceil(region.bottom * ratio))];
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          const at = (y * width + x) * 4;
          if (data[at + 3] < 128) continue;
          if (Math.abs(data[at] - ink[0]) + Math.abs(data[at + 1] - ink[1]) + Math.abs(data[at + 2] - ink[2]) > 60) continue;
          box.left = Math.min(box.left, x);
          box.top = Math.min(box.top, y);
          box.right = Math.max(box.right, x + 1);
          box.bottom = Math.max(box.bottom, y + 1);
        }
      }
      if (box.left === Infinity) return null;
      const [left, top, right, bottom] = [box.left / ratio, box.top / ratio, box.right / ratio, box.bottom / ratio];
      return { left, top, right, bottom, width: right - left, height: bottom - top };
    });
  }, queries);
}
