// A pool of job workers for work the engine splits into shares: one fresh
// worker per share (each with its own wasm instance), speaking the
// protocol of jobs.js, so shares run on as many cores as the browser has.
// cancel() ends every worker of the pool at once; a worker silent for the
// patience of jobs.js has hung, and the run fails saying so.
import { JobCancelled, PATIENCE_MS, SILENT } from './jobs.js';

const WORKER_URL = new URL('./worker.js', import.meta.url);

/** How many workers a split should use: the cores the browser reports. */
export function poolSize() {
  return Math.max(1, Math.min(navigator.hardwareConcurrency || 1, 8));
}

/**
 * Runs `tasks` ([{ job, args }]) one per worker, then `finish(values, run)`
 * on the first worker (e.g. a merge: `run(job, args)` runs one more job
 * there). `onProgress(done, total)` hears the sum of the tasks' progress.
 * Returns { promise, cancel } like jobs.js's run.
 */
export function runPool(tasks, finish, onProgress = () => {}) {
  const workers = tasks.map(() => new Worker(WORKER_URL, { type: 'module', name: 'boardlab pool' }));
  const progress = tasks.map(() => ({ done: 0, total: 0 }));
  let settled = false;
  let rejectAll = () => {};

  const stop = () => {
    settled = true;
    for (const worker of workers) worker.terminate();
  };

  /** One job on `worker`; progress of task `slot` if given. */
  const runOn = (worker, job, args, slot = -1) =>
    new Promise((resolve, reject) => {
      const id = 1;
      let watchdog;
      const watch = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => reject(new Error(SILENT)), PATIENCE_MS);
      };
      const onMessage = ({ data }) => {
        if (data.id !== id) return;
        watch();
        if (data.type === 'alive') return;
        if (data.type === 'progress') {
          if (slot < 0) return;
          progress[slot] = { done: data.done, total: data.total };
          const sum = progress.reduce((acc, p) => ({ done: acc.done + p.done, total: acc.total + p.total }), { done: 0, total: 0 });
          onProgress(sum.done, sum.total);
          return;
        }
        worker.removeEventListener('message', onMessage);
        clearTimeout(watchdog);
        if (data.type === 'result') resolve(data.value);
        else reject(new Error(data.message));
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        reject(new Error(`a pool worker failed: ${event.message || 'could not start'}`));
      });
      worker.postMessage({ id, job, args });
      watch();
    });

  const promise = new Promise((resolve, reject) => {
    rejectAll = reject;
    Promise.all(tasks.map(({ job, args }, slot) => runOn(workers[slot], job, args, slot)))
      .then((values) => finish(values, (job, args) => runOn(workers[0], job, args)))
      .then(resolve, reject);
  }).finally(() => {
    if (!settled) stop();
  });

  const cancel = () => {
    if (settled) return;
    stop();
    rejectAll(new JobCancelled());
  };
  return { promise, cancel };
}
