// The job worker: its own wasm instance, one job at a time in message order.
// See jobs.js for the protocol and worker-jobs.js for the jobs. The engine's
// signs of life during a long search or count go out as `alive` messages. A wasm trap
// (a RuntimeError: a panic or an out-of-memory abort) may leave the
// instance's state half-changed, so after one the worker answers `fatal`
// and closes; the page starts a fresh one.
import init, { setSignOfLife } from '../../pkg/boardlab.js';
import { JOBS } from './worker-jobs.js';
import { injectedFaults } from './faults.js';

// The engine's signs of life during long work, passed on at most this often.
const ALIVE_MS = 1000;

// The jobs under way (one computes; another may be awaiting a download).
const running = new Set();
let lastSign = 0;

// The smallest module that uses WebAssembly SIMD, which the workers' build
// needs (every current browser has it): a function returning a v128.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 22, 1, 20, 0, 253, 12, ...new Array(16).fill(0), 11]);

/** Why the engine cannot start in this browser, in plain words where the reason is known. */
function unable(error) {
  if (!WebAssembly.validate(SIMD_PROBE)) {
    return new Error('this browser cannot run the engine: it needs WebAssembly SIMD (Chrome or Edge 91, Firefox 89, Safari 16.4 or newer)');
  }
  return error;
}

const ready = init().catch((error) => {
  throw unable(error);
}).then(() => setSignOfLife(() => {
  const now = performance.now();
  if (!running.size || now - lastSign < ALIVE_MS) return;
  lastSign = now;
  for (const id of running) self.postMessage({ id, type: 'alive' });
}));
const jobs = injectedFaults(JOBS, new URL(self.location.href).searchParams.get('faults'));

self.addEventListener('message', async ({ data: { id, job, args } }) => {
  try {
    await ready;
    const handler = jobs[job];
    if (!handler) throw new Error(`there is no job named ${job}`);
    const progress = (done, total, info) => self.postMessage({ id, type: 'progress', done, total, info });
    running.add(id);
    const value = await handler(args, progress);
    running.delete(id);
    self.postMessage({ id, type: 'result', value });
  } catch (error) {
    running.delete(id);
    const fatal = error instanceof WebAssembly.RuntimeError;
    self.postMessage({ id, type: 'error', fatal, message: error instanceof Error ? error.message : String(error) });
    if (fatal) self.close();
  }
});
