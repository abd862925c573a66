// How the built site (dist/, `make dist`; what `make serve` serves) is
// delivered: compressed, cached by content hash, with security headers,
// within the first-visit budget, offline after one visit, and announcing
// its updates.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { clickSquare, launch, openPage, shown } from './harness.mjs';
import { repoRoot, startServer } from '../../scripts/serve.mjs';

const DIST = join(repoRoot, 'dist');
const FIRST_VISIT_BUDGET = 250_000; // bytes of encoded (compressed) bodies
const IMMUTABLE = 'public, max-age=31536000, immutable';

let session;
before(async () => {
  assert.ok(existsSync(join(DIST, 'sw.js')), 'run scripts/dist.sh (make dist) first');
  session = await launch({ root: DIST });
});
after(async () => {
  await session?.close();
});

/** The build's hashed app folder and the page's wasm (the core build), as index.html names them. */
function build() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const app = html.match(/src="(app\.[0-9a-f]{12})\/www\/app\.js"/)[1];
  const wasm = readdirSync(join(DIST, 'wasm')).find((name) => /^boardlab-core_bg\.[0-9a-f]{12}\.wasm$/.test(name));
  return { app, wasm: `wasm/${wasm}`, html };
}

const get = (path, headers = {}) => fetch(`${session.url}${path}`, { headers });

/** The response as sent (fetch would decode it): { status, headers, body }. */
const raw = (path, headers) => new Promise((done, fail) => {
  request(`${session.url}${path}`, { headers }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => done({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
  }).on('error', fail).end();
});

/** A page over another server (its own copy of the site), problems collected like the harness's. */
const openOver = (url, hash) => openPage({ browser: session.browser, url }, hash);

async function stop(server) {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

/** Resolves once the page's service worker is active (its precache complete). */
const serviceWorkerReady = (page) => page.evaluate(async () => {
  const { active } = await navigator.serviceWorker.ready;
  if (active.state !== 'activated') await new Promise((done) => active.addEventListener('statechange', done));
  return active.state;
});

test('the built site is sent compressed by Accept-Encoding, hashed files immutable, the page revalidating', async () => {
  const { app, wasm } = build();
  for (const path of [wasm, `${app}/www/app.js`, `${app}/pkg/boardlab.js`, `${app}/pkg-core/boardlab.js`, `${app}/www/ui/base.css`]) {
    const file = readFileSync(join(DIST, path));
    for (const [accept, encoding, decode] of [['gzip, deflate, br', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync], ['identity', undefined, (body) => body]]) {
      const response = await raw(path, { 'accept-encoding': accept });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['content-encoding'], encoding, `${path} asked with ${accept}`);
      assert.equal(response.headers['cache-control'], IMMUTABLE, path);
      assert.equal(response.headers.vary, 'Accept-Encoding', path);
      assert.ok(decode(response.body).equals(file), `${path} sent ${encoding ?? 'as is'} decodes to the file`);
      if (encoding) assert.ok(response.body.length < file.length * 0.6, `${path} is compressed`);
    }
  }
  assert.equal((await get(wasm)).headers.get('content-type'), 'application/wasm');

  for (const path of ['', 'sw.js']) {
    const response = await get(path, { 'accept-encoding': 'br' });
    assert.equal(response.headers.get('cache-control'), 'no-cache', `/${path}`);
    const etag = response.headers.get('etag');
    assert.match(etag, /^"[0-9a-f]{20}(-br)?"$/);
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    assert.equal(again.status, 304, `/${path} revalidates`);
  }
  for (const path of ['_headers', 'index.html.br', '../README.md', 'www/app.js']) {
    assert.equal((await get(path)).status, 404, `/${path} is not served`);
  }
});

test('every response carries the security headers, the CSP being the meta tag plus frame-ancestors', async () => {
  const { app, html } = build();
  const meta = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)[1];
  assert.match(meta, /manifest-src 'self'/);
  assert.doesNotMatch(meta, /frame-ancestors/, 'a meta CSP cannot carry frame-ancestors (Chromium warns)');
  const expected = {
    'content-security-policy': `${meta}; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
  for (const path of ['', `${app}/www/app.js`, 'sw.js', 'nothing-here']) {
    const response = await get(path);
    for (const [name, value] of Object.entries(expected)) assert.equal(response.headers.get(name), value, `${name} of /${path}`);
  }
  // Static hosts get the same headers from _headers.
  const file = readFileSync(join(DIST, '_headers'), 'utf8');
  for (const [name, value] of Object.entries(expected)) assert.ok(file.includes(`  ${name}: ${value}\n`), `_headers has ${name}`);
  assert.ok(file.includes(`/${app}/*\n  cache-control: ${IMMUTABLE}\n`));
});

/** The encoded (compressed) body bytes of the page and of everything it fetched, from Resource Timing. */
const bodyBytes = (page) => page.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .reduce((sum, entry) => sum + entry.encodedBodySize, 0));

/** A first visit to `hash` (awaiting `ready`): its requests' encodings and body bytes, checked against the network's own count. */
async function firstVisit(hash, ready, check) {
  const bytes = new Map(); // request id -> bytes on the wire, headers included
  const encodings = new Map(); // url -> content-encoding
  const page = await openPage(session, hash, {
    ready,
    beforeGoto: async (page) => {
      const cdp = await page.context().newCDPSession(page);
      cdp.on('Network.responseReceived', ({ response }) => encodings.set(response.url, response.headers['content-encoding']));
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => bytes.set(requestId, encodedDataLength));
      await cdp.send('Network.enable');
    },
  });
  try {
    await page.waitForLoadState('networkidle');
    const wire = [...bytes.values()].reduce((sum, size) => sum + size, 0);
    const bodies = await bodyBytes(page);
    console.log(`first visit to ${hash}: ${bytes.size} requests, ${bodies} bytes of bodies, ${wire} bytes with HTTP/1.1 headers`);
    assert.ok(bodies < wire && wire < bodies + bytes.size * 1000, 'Resource Timing and the network agree');
    await check(page, { bodies, encodings });
    assert.deepEqual(page.problems, []);
  } finally {
    await page.context().close();
  }
}

test('a first visit to the board page fetches the core wasm once, brotli-compressed, and the board plays', () =>
  firstVisit('#page=board', '#board[data-position]', async (page, { encodings }) => {
    const wasms = [...encodings].filter(([url]) => url.endsWith('.wasm'));
    assert.equal(wasms.length, 1, 'the preloaded wasm is fetched once, and the workers\' whole engine not at all');
    assert.match(wasms[0][0], /\/boardlab-core_bg\.[0-9a-f]{12}\.wasm$/, 'the page loads the core build');
    assert.equal(wasms[0][1], 'br', 'the wasm came brotli-compressed');
    await clickSquare(page, 'f5');
    await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '1');
    assert.equal((await shown(page)).ply, 1);
  }));

test('a first visit to the home page transfers at most 250 KB, without the engine', () =>
  firstVisit('', '.home-card canvas', async (page, { bodies, encodings }) => {
    assert.ok(bodies <= FIRST_VISIT_BUDGET, `${bodies} bytes of bodies transferred`);
    assert.equal([...encodings.keys()].filter((url) => url.endsWith('.wasm')).length, 0, 'no wasm');
  }));

test('a first visit to the board page transfers at most 250 KB', () =>
  firstVisit('#page=board', '#board[data-position]', async (page, { bodies }) => {
    assert.ok(bodies <= FIRST_VISIT_BUDGET, `${bodies} bytes of bodies transferred`);
  }));

test('after one visit the site works offline: a reload shows the board and three-ply answers a move', async () => {
  const { server, url } = await startServer({ root: DIST });
  const page = await openOver(url, '#page=play&seed=11');
  try {
    assert.equal(await serviceWorkerReady(page), 'activated');
    await stop(server);
    await page.context().setOffline(true);
    await page.reload();
    await page.waitForSelector('#board[data-position]');
    assert.equal((await shown(page)).ply, 0);
    await clickSquare(page, 'f5');
    await page.waitForFunction(() => Number(document.querySelector('#board').dataset.ply) >= 2, null, { timeout: 20_000 });
    assert.deepEqual(page.problems, []);
  } finally {
    await page.context().close();
  }
});

test('offline after one visit, the kept database still answers and a puzzle is still checked by the solver', async () => {
  const { server, url } = await startServer({ root: DIST });
  const page = await openOver(url, '#page=board');
  try {
    assert.equal(await serviceWorkerReady(page), 'activated');
    await page.setInputFiles('#import-file', join(repoRoot, 'tests/data/WTH_1980.wtb'));
    await page.click('#db-add:not([hidden])');
    await page.waitForSelector('#db-status[data-games="160"]');
    await stop(server);
    await page.context().setOffline(true);
    await page.reload();
    await page.waitForSelector('#db-moves [data-move="f5"][data-games="160"]', { timeout: 20_000 });
    await page.evaluate(() => (location.hash = '#page=puzzles&puzzle=2'));
    await page.waitForSelector('#puzzle[data-position]');
    await clickSquare(page, 'g1');
    await page.waitForSelector('#puzzle-result[data-correct="true"]', { timeout: 60_000 });
    assert.deepEqual(page.problems, []);
  } finally {
    await page.context().close();
  }
});

test('a new version of the service worker shows an update banner whose Reload (by keyboard) takes it over', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'boardlab-dist-'));
  cpSync(DIST, copy, { recursive: true });
  const { server, url } = await startServer({ root: copy });
  const page = await openOver(url, '#page=board');
  try {
    await serviceWorkerReady(page);
    await page.reload();
    await page.waitForSelector('#board[data-position]');
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the second visit is controlled');
    assert.equal(await page.$('#update-banner'), null, 'no banner without a new version');

    // A new release: a changed service worker (its precompressed copies are gone with the old one).
    appendFileSync(join(copy, 'sw.js'), '\n// the next version\n');
    for (const suffix of ['.br', '.gz']) rmSync(join(copy, `sw.js${suffix}`));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForSelector('#update-banner');
    assert.match(await page.textContent('#update-banner'), /An update is ready/);
    assert.equal(await page.getAttribute('#update-banner', 'role'), 'status');

    await page.focus('#update-reload');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await page.waitForSelector('#board[data-position]');
    assert.equal(await page.$('#update-banner'), null);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting), null);
    assert.deepEqual(page.problems, []);
  } finally {
    await page.context().close();
    await stop(server);
    rmSync(copy, { recursive: true, force: true });
  }
});
