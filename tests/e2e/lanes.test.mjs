// Worker lanes never block each other: a long job in one lane does not
// delay a job of another (each lane is its own worker), cancelling one
// leaves the other's worker alone, and every page names lanes of its own,
// so one page's long job never waits on another page's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useBrowser } from './harness.mjs';
import { repoRoot } from '../../scripts/serve.mjs';

const browser = useBrowser();

test('a job in one lane runs while a long one holds another, and outlives its cancel', async () => {
  const page = await browser.open('#page=board&moves=f5d6c3');
  const seen = await page.evaluate(async () => {
    const { run, JobCancelled } = await import('./www/work/jobs.js');
    const board = document.querySelector('#board').dataset.position;
    // perft 13 from here takes hours: only Cancel ends it.
    const long = run('perft', { board, depth: 13 }, undefined, { lane: 'lanes-long' });
    const longEnded = long.promise.then(() => 'finished', (failure) => (failure instanceof JobCancelled ? 'cancelled' : failure.message));
    let longSettled = false;
    longEnded.then(() => (longSettled = true));
    const short = await run('perft', { board, depth: 4 }, undefined, { lane: 'lanes-short' }).promise;
    const whileLong = !longSettled;
    // Cancel of the long lane leaves the short lane's worker: it answers again.
    long.cancel();
    const again = await run('perft', { board, depth: 3 }, undefined, { lane: 'lanes-short' }).promise;
    return { short: short.leaves, whileLong, long: await longEnded, again: again.leaves };
  });
  // Perft 4 and 3 after f5d6c3 (the engine's counts, as the CLI prints them).
  assert.deepEqual(seen, { short: 932, whileLong: true, long: 'cancelled', again: 135 });
});

test('every page names its own worker lanes', () => {
  const pages = join(repoRoot, 'www', 'pages');
  const owner = new Map();
  for (const dir of readdirSync(pages, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(join(pages, dir.name)).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(join(pages, dir.name, file), 'utf8');
      for (const match of text.matchAll(/lane: '([^']+)'|_LANE = '([^']+)'|lane: `([^`$]+)/g)) {
        const lane = match.slice(1).find(Boolean);
        assert.ok(!owner.has(lane) || owner.get(lane) === dir.name, `lane ${lane} is used by ${owner.get(lane)} and ${dir.name}`);
        owner.set(lane, dir.name);
      }
    }
  }
  assert.ok(owner.size >= 8, [...owner.keys()].join(' '));
});

test('a job message of the wrong type is named, and the worker lives on', async () => {
  const page = await browser.open('#page=board&moves=f5d6c3');
  const seen = await page.evaluate(async () => {
    const { run } = await import('./www/work/jobs.js');
    const failed = await run('arena-game', { black: 42, white: 'random', games: 10, seed: '1', index: 0 }, undefined, { lane: 'typed' }).promise
      .then(() => 'answered', (failure) => failure.message);
    const game = await run('arena-game', { black: 'random', white: 'random', games: 10, seed: '1', index: 0 }, undefined, { lane: 'typed' }).promise;
    return { failed, moves: typeof game.moves };
  });
  assert.deepEqual(seen, { failed: 'black: 42 is not text', moves: 'string' });
});
