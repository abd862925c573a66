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
  const margin = Math.round(box.width * 0.05);
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
