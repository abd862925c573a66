// Runs long computations in a module Web Worker with its own wasm instance.
// run(job, args, onProgress) returns { promise, cancel }; cancel ends the
// worker at once (wasm cannot be interrupted otherwise), failing every job
// it held, and the next job starts a fresh worker.
//
// Protocol: the page posts { id, job, args }; the worker answers with
// { id, type: 'progress', done, total, info } messages (info: what the job
// chose to show so far, often absent), then one
// { id, type: 'result', value } or { id, type: 'error', message }.
// Jobs are registered in worker-jobs.js.

const WORKER_URL = new URL('./worker.js', import.meta.url);

/** The rejection of a job that was cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'JobCancelled';
  }
}

let worker = null;
const pending = new Map();
let nextId = 1;

function failAll(error) {
  for (const entry of pending.values()) entry.reject(error);
  pending.clear();
}

function stopWorker() {
  worker?.terminate();
  worker = null;
}

function currentWorker() {
  if (worker) return worker;
  worker = new Worker(WORKER_URL, { type: 'module', name: 'boardlab jobs' });
  worker.addEventListener('message', ({ data }) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    if (data.type === 'progress') {
      entry.onProgress(data.done, data.total, data.info);
      return;
    }
    pending.delete(data.id);
    if (data.type === 'result') entry.resolve(data.value);
    else entry.reject(new Error(data.message));
  });
  // A worker that fails outside a job (e.g. its module did not load) is
  // replaced; its jobs fail with the reason.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    stopWorker();
    failAll(new Error(`the worker failed: ${event.message || 'could not start'}`));
  });
  return worker;
}

/** Starts `job` with `args`; `onProgress(done, total, info)` hears its progress. */
export function run(job, args, onProgress = () => {}) {
  const id = nextId++;
  const promise = new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
  });
  currentWorker().postMessage({ id, job, args });
  const cancel = () => {
    if (!pending.has(id)) return;
    stopWorker();
    failAll(new JobCancelled());
  };
  return { promise, cancel };
}
