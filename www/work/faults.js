// Fault injection for the end-to-end tests: a page whose scripts set
// `globalThis.__boardlabFaults` (Playwright's addInitScript) gets one worker
// whose first job of that name fails: `{ trap: 'perft' }` traps as a wasm
// panic would, `{ hang: 'perft', patience: 2000 }` never answers (a busy
// loop, as an engine stuck in a loop) and the page waits only 2 s for a
// silent worker. Nothing sets it in use; the worker layer's recovery is
// what the tests check.

/** The job table with the faults named by `spec` (a JSON text, or null) injected. */
export function injectedFaults(jobs, spec) {
  if (!spec) return jobs;
  const { trap, hang } = JSON.parse(spec);
  const faulty = { ...jobs };
  if (trap in jobs) {
    faulty[trap] = () => {
      throw new WebAssembly.RuntimeError(`unreachable (injected into ${trap})`);
    };
  }
  if (hang in jobs) {
    faulty[hang] = () => {
      for (;;);
    };
  }
  return faulty;
}

/** The faults the page asked for, handed to the next worker only. */
let pending = globalThis.__boardlabFaults ?? null;

/** The worker URL's query for the next worker: its faults, once. */
export function takeFaults() {
  const faults = pending;
  pending = null;
  return faults ? `?faults=${encodeURIComponent(JSON.stringify(faults))}` : '';
}

/** How long the page waits for a silent worker, when a test says (ms), else undefined. */
export function injectedPatience() {
  return globalThis.__boardlabFaults?.patience;
}
