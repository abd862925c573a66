// Runs long computations in a module Web Worker with its own wasm instance.
// run(job, args, onProgress, { lane }) returns { promise, cancel }; cancel
// ends the job's worker at once (wasm cannot be interrupted otherwise),
// failing every job it held, and the next job starts a fresh worker. Jobs
// of one lane (default 0) run in one worker in order. Each page names its
// own lanes (a split computation one per part), so cancelling one page's
// job never ends another page's work.
//
// Protocol: the page posts { id, job, args }; the worker answers with
// { id, type: 'progress', done, total, info } messages (info: what the job
// chose to show so far, often absent) and { id, type: 'alive' } (the
// engine's sign of life during a long search or count, at most once a
// second), then one
// { id, type: 'result', value } or { id, type: 'error', message, fatal }.
// A fatal error (the engine trapped) ends the worker: its lane's jobs fail
// with a message that says so, and the next job starts a fresh worker.
// A worker that holds jobs but says nothing (no progress, no sign of life,
// no answer) for its patience has hung: it is ended the same way. The
// engine's searches and counts give a sign of life every 65,536 nodes
// (src/progress.rs), so a deep search that reports nothing for minutes is
// not taken for a hang; silence means the engine stopped working. Jobs are registered in
// worker-jobs.js.
import { engineText, t } from '../ui/lang.js';
import { injectedPatience, takeFaults } from './faults.js';

const WORKER_URL = new URL('./worker.js', import.meta.url);

/** The rejection of a job that was cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'JobCancelled';
  }
}

// Long work gives signs of life well inside this (tens of milliseconds of
// search apart), and a fresh worker compiles the engine in a few seconds.
export const PATIENCE_MS = injectedPatience() ?? 120_000;

/** What a job of a hung worker fails with. */
export const SILENT = t('the engine stopped answering (nothing for {seconds} s); it has been restarted, so start again', { seconds: Math.round(PATIENCE_MS / 1000) });

const workers = new Map(); // lane -> Worker
const watchdogs = new Map(); // lane -> timeout ending a silent worker
const pending = new Map(); // job id -> { resolve, reject, onProgress, lane, patience }
let nextId = 1;

function failAll(lane, error) {
  for (const [id, entry] of pending) {
    if (entry.lane !== lane) continue;
    entry.reject(error);
    pending.delete(id);
  }
}

function stopWorker(lane) {
  workers.get(lane)?.terminate();
  workers.delete(lane);
  clearTimeout(watchdogs.get(lane));
  watchdogs.delete(lane);
}

/** The longest patience of the jobs `lane` holds (0: it holds none). */
const patienceOf = (lane) => Math.max(0, ...[...pending.values()].filter((entry) => entry.lane === lane).map((entry) => entry.patience));

/** Waits anew for the worker of `lane` to speak, while it holds jobs that may hang. */
function watch(lane) {
  clearTimeout(watchdogs.get(lane));
  watchdogs.delete(lane);
  const patience = patienceOf(lane);
  if (!patience || patience === Infinity) return;
  watchdogs.set(lane, setTimeout(() => {
    stopWorker(lane);
    failAll(lane, new Error(SILENT));
  }, patience));
}

function currentWorker(lane) {
  if (workers.has(lane)) return workers.get(lane);
  const worker = new Worker(new URL(takeFaults(), WORKER_URL), { type: 'module', name: lane ? `boardlab jobs ${lane}` : 'boardlab jobs' });
  workers.set(lane, worker);
  worker.addEventListener('message', ({ data }) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    if (data.type === 'progress' || data.type === 'alive') {
      watch(lane);
      if (data.type === 'progress') entry.onProgress(data.done, data.total, data.info);
      return;
    }
    pending.delete(data.id);
    watch(lane);
    if (data.type === 'result') entry.resolve(data.value);
    else if (!data.fatal) entry.reject(new Error(data.message));
    else {
      stopWorker(lane);
      const restarted = t('the engine stopped ({reason}); it has been restarted, so start again', { reason: engineText(data.message) });
      entry.reject(new Error(restarted));
      failAll(lane, new Error(restarted));
    }
  });
  // A worker that fails outside a job (e.g. its module did not load) is
  // replaced; its jobs fail with the reason.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    stopWorker(lane);
    failAll(lane, new Error(t('the worker failed: {reason}', { reason: event.message || t('could not start') })));
  });
  return worker;
}

/**
 * Starts the worker of `lane` now, so that its engine is compiled before
 * its first job: compiling it costs the browser's cores for a moment, which
 * a page can then choose (e.g. while its other workers run, not just when
 * it draws their results).
 */
export function prepare(lane) {
  currentWorker(lane);
}

/**
 * Starts `job` with `args` in worker `lane`; `onProgress(done, total, info)`
 * hears its progress. `patience: Infinity` is for a job the user watches
 * with a Stop of their own that may rightly be silent for minutes.
 */
export function run(job, args, onProgress = () => {}, { lane = 0, patience = PATIENCE_MS } = {}) {
  const id = nextId++;
  const promise = new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress, lane, patience });
  });
  currentWorker(lane).postMessage({ id, job, args });
  if (!watchdogs.has(lane) || patience === Infinity) watch(lane);
  const cancel = () => {
    if (!pending.has(id)) return;
    stopWorker(lane);
    failAll(lane, new JobCancelled());
  };
  return { promise, cancel };
}
