// What a page costs while it works, measured from outside and inside the
// browser the tests launched: the proportional set size of every process
// below this node process (the browser, its renderers, their workers),
// Chromium's own metrics of the page (CDP Performance.getMetrics), and the
// page's long tasks and longest gap between animation frames.
import { readdirSync, readFileSync } from 'node:fs';

const MIB = 1024 * 1024;

/** The children of every process, from /proc. */
function childrenOf() {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // The fields after the command (which may hold spaces): state, then the parent.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(name));
  }
  return children;
}

/** Proportional set size (MiB) of the processes below this one, and of the largest of them. */
export function browserMemory() {
  const children = childrenOf();
  const below = [];
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      below.push(child);
      walk(child);
    }
  };
  walk(process.pid);
  let total = 0;
  let largest = 0;
  for (const pid of below) {
    let rollup;
    try {
      rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    } catch {
      continue;
    }
    const kib = Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
    total += kib * 1024;
    largest = Math.max(largest, kib * 1024);
  }
  return { total: total / MIB, largest: largest / MIB };
}

/** Chromium's metrics of `page` (JSHeapUsedSize, Nodes, …), by CDP. */
export async function pageMetrics(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
}

/** An init script (Playwright's addInitScript) that records the page's long tasks and frame gaps. */
export function watchFrames() {
  globalThis.__frames = { longest: 0, longTasks: [], gap: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__frames.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  let last = performance.now();
  const tick = (now) => {
    globalThis.__frames.gap = Math.max(globalThis.__frames.gap, now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** What `watchFrames` saw since `reset` (ms): the longest task and the longest gap between frames. */
export async function frames(page, { reset = false } = {}) {
  return page.evaluate((clear) => {
    const { longTasks, gap } = globalThis.__frames;
    const seen = { longestTask: Math.max(0, ...longTasks), longTasks: longTasks.length, longestGap: gap };
    if (clear) Object.assign(globalThis.__frames, { longTasks: [], gap: 0 });
    return seen;
  }, reset);
}

/** Samples `browserMemory` every `ms` until `done` settles; the peaks. */
export async function peakMemory(done, ms = 250) {
  let peak = { total: 0, largest: 0 };
  const sample = () => {
    const now = browserMemory();
    peak = { total: Math.max(peak.total, now.total), largest: Math.max(peak.largest, now.largest) };
  };
  const timer = setInterval(sample, ms);
  try {
    await done;
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak;
}
