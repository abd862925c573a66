// Bounded memory and prompt pages (issue 17), in headless Chromium on the
// optimized dist/ site: `node scripts/bench-memory.mjs --games 1000000
// --cancels 5`. An arena run of random against random (the workers tally
// the games, none is kept): its time, the peak proportional set size of
// the browser's processes (all, and the largest: the tab with its
// workers), the page's JS heap (CDP), its longest task and longest gap
// between animation frames. Then Cancel: the time from the click to the
// page saying it stopped (the worker is ended at once), for a long arena
// run and a deep perft count; median of `--cancels` runs.
import { join } from 'node:path';
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { browserMemory, frames, pageMetrics, peakMemory, watchFrames } from '../tests/e2e/memory.mjs';
import { repoRoot } from './serve.mjs';
import { argument, median } from './bench-common.mjs';

const games = Number(argument('--games', 1_000_000));
const cancels = Number(argument('--cancels', 5));
const tracePath = argument('--trace', null);
// What the Performance panel records: tasks, scripts, GC, style, layout, paint and frames.
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'disabled-by-default-v8.gc', 'blink.user_timing'];
const MIB = 1024 * 1024;

/** Clicks `cancel` once the job under way reports progress; ms until `status` says it stopped. */
async function cancelLatency(page, { start, cancel, status, progress }) {
  await page.click(start);
  await page.waitForFunction((selector) => document.querySelector(selector).value > 0, progress, { timeout: 120_000 });
  return page.evaluate(([cancelSelector, statusSelector]) => new Promise((done) => {
    const element = document.querySelector(statusSelector);
    const clicked = performance.now();
    new MutationObserver(() => {
      if (/cancel/i.test(element.textContent)) done(performance.now() - clicked);
    }).observe(element, { childList: true, characterData: true, subtree: true });
    document.querySelector(cancelSelector).click();
  }), [cancel, status]);
}

const session = await launch({ root: join(repoRoot, 'dist') });
try {
  const page = await openPage(session, `#page=arena&black=random&white=random&games=${games}&seed=1`, { beforeGoto: (p) => p.addInitScript(watchFrames) });
  await frames(page, { reset: true });
  const before = browserMemory();
  if (tracePath) await session.browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
  const started = performance.now();
  await page.click('#arena-run');
  const results = page.waitForFunction(() => !document.querySelector('#arena-results-panel').hidden && document.querySelector('#arena-cancel').disabled, null, { timeout: 3_600_000, polling: 1000 });
  const peak = await peakMemory(results, 500);
  const seconds = (performance.now() - started) / 1000;
  const seen = await frames(page);
  if (tracePath) await session.browser.stopTracing();
  const { JSHeapUsedSize: heap } = await pageMetrics(page);
  console.log(`arena random vs random, ${games} games: ${seconds.toFixed(1)} s; browser ${before.total.toFixed(0)} MiB before, peak ${peak.total.toFixed(0)} MiB (tab ${peak.largest.toFixed(0)} MiB); page heap ${(heap / MIB).toFixed(1)} MiB; longest task ${seen.longestTask.toFixed(0)} ms (${seen.longTasks} over 50 ms), longest frame gap ${seen.longestGap.toFixed(0)} ms`);
  await page.close();

  const arena = await openPage(session, '#page=arena&black=strong:2&white=strong:2&games=100000&seed=3');
  const board = await openPage(session, '#page=board&moves=f5');
  await board.fill('#perft-depth', '11');
  const latencies = { arena: [], perft: [] };
  for (let run = 0; run < cancels; run += 1) {
    latencies.arena.push(await cancelLatency(arena, { start: '#arena-run', cancel: '#arena-cancel', status: '#arena-status', progress: '#arena-progress' }));
    latencies.perft.push(await cancelLatency(board, { start: '#perft-start', cancel: '#perft-cancel', status: '#perft-result', progress: '#perft-progress' }));
  }
  for (const [what, values] of Object.entries(latencies)) {
    console.log(`Cancel of a running ${what} job: median ${median(values).toFixed(1)} ms (${values.map((value) => value.toFixed(1)).join(' ')})`);
  }
} finally {
  await session.close();
}
