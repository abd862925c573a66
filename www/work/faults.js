// Fault injection for the end-to-end tests: a page whose scripts set
// `globalThis.__boardlabFaults = { trap: 'perft' }` (Playwright's
// addInitScript) gets one worker whose first `perft` job traps as a wasm
// panic would. Nothing sets it in use; the worker layer's recovery is what
// the tests check.

/** The job table with the faults named by `spec` (a JSON text, or null) injected. */
export function injectedFaults(jobs, spec) {
  if (!spec) return jobs;
  const { trap } = JSON.parse(spec);
  if (!(trap in jobs)) return jobs;
  return {
    ...jobs,
    [trap]() {
      throw new WebAssembly.RuntimeError(`unreachable (injected into ${trap})`);
    },
  };
}

/** The faults the page asked for, handed to the next worker only. */
let pending = globalThis.__boardlabFaults ?? null;

/** The worker URL's query for the next worker: its faults, once. */
export function takeFaults() {
  const faults = pending;
  pending = null;
  return faults ? `?faults=${encodeURIComponent(JSON.stringify(faults))}` : '';
}
