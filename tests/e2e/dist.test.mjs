// The optimized static site that `make dist` writes (make test builds it
// first): it loads under its CSP and its worker counts correctly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch, openPage, shown } from './harness.mjs';
import { repoRoot } from '../../scripts/serve.mjs';

const DIST = join(repoRoot, 'dist');

test('dist/ serves a working page with the two optimized wasm builds', async () => {
  const wasms = existsSync(join(DIST, 'wasm')) ? readdirSync(join(DIST, 'wasm')) : [];
  for (const build of ['boardlab', 'boardlab-core']) {
    assert.ok(wasms.some((name) => new RegExp(`^${build}_bg\\.[0-9a-f]{12}\\.wasm$`).test(name)), `${build}: run scripts/dist.sh (make dist) first`);
  }
  const session = await launch({ root: DIST });
  try {
    const page = await openPage(session, '#size=6&moves=c2');
    assert.equal((await shown(page)).ply, 1);
    await page.fill('#perft-depth', '7');
    await page.click('#size-8');
    await page.click('#perft-start');
    await page.waitForSelector('#perft-result[data-leaves]');
    assert.equal(await page.getAttribute('#perft-result', 'data-leaves'), '55092');
    assert.deepEqual(page.problems, []);
  } finally {
    await session.close();
  }
});

test('the built site speaks Japanese under lang=ja: the table comes from the hashed folder, and an English visit never asks for it', async () => {
  const session = await launch({ root: DIST });
  try {
    const asked = [];
    const japanese = await openPage(session, '#page=play&lang=ja', { beforeGoto: (page) => page.on('request', (request) => asked.push(request.url())) });
    assert.equal(await japanese.evaluate(() => document.documentElement.lang), 'ja');
    assert.equal(await japanese.textContent('#tabs a[data-page="play"]'), '対局');
    assert.ok(asked.some((url) => /\/app\.[0-9a-f]{12}\/www\/i18n\/ja\.js$/.test(url)), 'the table is a module of the app folder');
    assert.deepEqual(japanese.problems, []);
    const english = await openPage(session, '#page=play', { beforeGoto: (page) => page.on('request', (request) => asked.push(`en ${request.url()}`)) });
    assert.equal(await english.textContent('#tabs a[data-page="play"]'), 'Play');
    assert.ok(!asked.some((url) => url.startsWith('en ') && url.endsWith('/ja.js')), 'an English visit does not load the Japanese table');
  } finally {
    await session.close();
  }
});
