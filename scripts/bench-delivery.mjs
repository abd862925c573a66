// The built site (dist/, `make dist`) as a visitor on a slow connection gets
// it: bytes of a first visit per page (compressed bodies, from Resource
// Timing, and on the wire with HTTP/1.1 headers, from CDP), and
// the time until the board is usable (drawn from the engine's snapshot:
// `#board[data-position]`, which accepts clicks) on a throttled connection,
// first and repeat visit (HTTP cache and service worker), median of runs.
// `node scripts/bench-delivery.mjs [--runs N] [--kbps 1600] [--rtt 150] [pages…]`
// (pages are address hashes; default: the bare address and four pages;
// DIST=dir measures another build than dist/).
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot, startServer } from './serve.mjs';

const options = process.argv.slice(2);
const option = (name, fallback) => {
  const at = options.indexOf(name);
  if (at < 0) return fallback;
  return Number(options.splice(at, 2)[1]);
};
const runs = option('--runs', 5);
const kbps = option('--kbps', 1600);
const rtt = option('--rtt', 150);
const hashes = options.length ? options : ['', '#page=board', '#page=play', '#page=stoner'];

const { server, url } = await startServer({ root: process.env.DIST ?? join(repoRoot, 'dist') });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

// When the board first carries the engine's position, or the home page (no
// board, no engine) its cards' links (recorded in the page, so polling adds no delay).
function watchBoard() {
  new MutationObserver((_, observer) => {
    if (document.querySelector('#board[data-position], #home-cards a')) {
      window.boardUsableAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-position'] });
}

async function visit(context, hash, { throttled }) {
  const page = await context.newPage();
  await page.addInitScript(watchBoard);
  const cdp = await context.newCDPSession(page);
  const requests = new Map(); // request id -> { url, bytes }
  cdp.on('Network.responseReceived', ({ requestId, response }) => requests.set(requestId, { url: response.url, bytes: 0 }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (requests.has(requestId)) requests.get(requestId).bytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rtt,
      downloadThroughput: (kbps * 1000) / 8,
      uploadThroughput: (kbps * 1000) / 8,
    });
  }
  await page.goto(`${url}${hash}`);
  const usable = await page.waitForFunction(() => window.boardUsableAt, null, { timeout: 60_000, polling: 50 })
    .then((handle) => handle.jsonValue())
    .catch(() => null); // never usable within a minute
  await page.waitForLoadState('networkidle');
  const bodies = await page.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
    .reduce((sum, entry) => sum + entry.encodedBodySize, 0));
  await page.close();
  return { usable, bodies, requests: [...requests.values()] };
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

try {
  console.log(`dist/ at ${kbps} kbit/s, ${rtt} ms round trip; ${runs} runs per page (median)`);
  for (const hash of hashes) {
    const first = [];
    const repeat = [];
    let bytes;
    let bodies;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const cold = await visit(context, hash, { throttled: true });
      // The service worker installs after the first page is shown; the repeat visit comes after.
      const page = await context.newPage();
      await page.goto(`${url}${hash}`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.close();
      const warm = await visit(context, hash, { throttled: true });
      await context.close();
      first.push(cold.usable);
      repeat.push(warm.usable);
      bytes = cold.requests;
      bodies = cold.bodies;
    }
    const total = bytes.reduce((sum, request) => sum + request.bytes, 0);
    console.log(`\n${hash || '(bare address)'}: first visit ${kb(bodies)} (bodies; ${kb(total)} with headers) in ${bytes.length} requests; board usable: first visit ${ms(median(first))} [${first.map(ms).join(', ')}], repeat ${ms(median(repeat))} [${repeat.map(ms).join(', ')}]`);
    if (options.includes('--list') || process.env.LIST) {
      for (const request of bytes.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${String(request.bytes).padStart(7)}  ${request.url.slice(url.length)}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
