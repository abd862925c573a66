// Workers that recover: a job whose engine traps (a wasm RuntimeError, as
// a panic or a failed allocation raises) ends its worker, the page says so
// plainly, nothing else on the page is lost, and the same job started
// again runs in a fresh worker to the right answer. A worker that stops
// answering (a hang) is treated the same once the page's patience is out;
// a long search that reports nothing for longer is not, as its engine
// gives signs of life.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shown, useBrowser } from './harness.mjs';

const browser = useBrowser();

test('a worker whose engine traps is replaced and the job runs again to the right answer', async () => {
  const injectFaults = (page) => page.addInitScript(() => { globalThis.__boardlabFaults = { trap: 'perft' }; });
  const page = await browser.open('#moves=f5d6c3', { beforeGoto: injectFaults });
  const before = await shown(page);
  await page.fill('#perft-depth', '5');
  await page.click('#perft-start');
  await page.waitForFunction(() => /failed/.test(document.querySelector('#perft-result').textContent));
  assert.match(await page.textContent('#perft-result'),
    /The count failed: the engine stopped \(unreachable \(injected into perft\)\); it has been restarted, so start again/);
  assert.deepEqual(await shown(page), before, 'the game shown is kept');
  assert.equal(await page.isDisabled('#perft-start'), false);

  await page.click('#perft-start');
  await page.waitForSelector('#perft-result[data-leaves]');
  // Perft 5 from the position after f5d6c3 (the engine's own count, as the CLI prints it).
  assert.equal(await page.getAttribute('#perft-result', 'data-leaves'), '6415');
});

test('a worker that stops answering is replaced after its patience and the job runs again to the right answer', async () => {
  // The engine stuck in a loop: the first perft job never answers; the page waits 5 s for a silent worker.
  const injectFaults = (page) => page.addInitScript(() => { globalThis.__boardlabFaults = { hang: 'perft', patience: 5000 }; });
  const page = await browser.open('#moves=f5d6c3', { beforeGoto: injectFaults });
  const before = await shown(page);
  await page.fill('#perft-depth', '5');
  await page.click('#perft-start');
  await page.waitForFunction(() => /failed/.test(document.querySelector('#perft-result').textContent), null, { timeout: 20_000 });
  assert.match(await page.textContent('#perft-result'),
    /The count failed: the engine stopped answering \(nothing for 5 s\); it has been restarted, so start again/);
  assert.deepEqual(await shown(page), before, 'the game shown is kept');
  assert.equal(await page.isDisabled('#perft-start'), false);
  await page.click('#perft-start');
  await page.waitForSelector('#perft-result[data-leaves]');
  assert.equal(await page.getAttribute('#perft-result', 'data-leaves'), '6415');
});

test('a job the user watches with a Stop of their own may be silent past the patience', async () => {
  const injectFaults = (page) => page.addInitScript(() => { globalThis.__boardlabFaults = { hang: 'perft', patience: 2000 }; });
  const page = await browser.open('#moves=f5d6c3', { beforeGoto: injectFaults });
  const outcome = await page.evaluate(async () => {
    const { JobCancelled, run } = await import('./www/work/jobs.js');
    const board = document.querySelector('#board').dataset.position;
    const job = run('perft', { board, depth: 5 }, undefined, { lane: 'watched', patience: Infinity });
    const ended = job.promise.then(() => 'answered', (failure) => (failure instanceof JobCancelled ? 'cancelled' : failure.message));
    const early = await Promise.race([ended, new Promise((done) => setTimeout(() => done('still waiting'), 4000))]);
    job.cancel();
    return { early, last: await ended };
  });
  assert.deepEqual(outcome, { early: 'still waiting', last: 'cancelled' });
});

test('a deep search silent in its progress for longer than the patience gives signs of life and is not taken for a hang', async () => {
  // The page waits 1.5 s for a silent worker; strong:14's last iteration
  // reports nothing for longer (about 10 s in node on this 2-core machine
  // under load, 5 at a guess on a quiet fast one), but its engine gives a
  // sign of life every 65,536 nodes (tens of milliseconds), far inside the
  // patience. The position (24 moves of a 2016 game) is past the opening
  // book, which would answer at once.
  const setPatience = (page) => page.addInitScript(() => { globalThis.__boardlabFaults = { patience: 1500 }; });
  const page = await browser.open('#moves=f5f4e3f2e2f6d3c4f3e1f1g1e6c5c6d6e7c2g6d7e8c8b6b4', { beforeGoto: setPatience });
  const outcome = await page.evaluate(async () => {
    const { run } = await import('./www/work/jobs.js');
    const board = document.querySelector('#board').dataset.position;
    let last = performance.now();
    let quietest = 0;
    const heard = () => {
      quietest = Math.max(quietest, performance.now() - last);
      last = performance.now();
    };
    try {
      const { square } = await run('player-move', { spec: 'strong:14', board, seed: '1', ply: 24 }, heard, { lane: 'deep' }).promise;
      heard();
      return { square, quietest };
    } catch (failure) {
      return { failure: failure.message };
    }
  });
  assert.equal(outcome.failure, undefined);
  assert.ok(outcome.quietest > 1500, `the progress was silent for ${outcome.quietest} ms, not longer than the patience: the test shows nothing`);
  // strong:14's move there, as `WebPlayer('strong:14').choose(board, '1', 24)` gives it in node.
  assert.equal(outcome.square, 'd8');
});
