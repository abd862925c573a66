// The search pool: one module worker per core the browser reports (capped,
// pool.js's poolSize), kept while the page lives, each with its own wasm
// instance and tables. Every search of the board and play pages runs
// here: the analysis, the hints and the review.
//
// A position's analysis is shared out by its moves (the engine deals them,
// src/analyze shares; each worker values its share, searching as deep as
// it can; analysis-merge.js gathers the shares): wasm threads would need a standard library
// built for shared memory, which the stable toolchain does not ship
// (docs/solver.md). Where the page is cross-origin isolated (the server
// and the service worker send COOP and COEP), each worker reads a flag in
// shared memory while it searches, so a stop takes a few milliseconds and
// the worker keeps its tables for the next position; elsewhere a stop ends
// the worker, and a fresh one starts when next needed.
//
// Workers speak jobs.js's protocol ({ id, job, args } -> progress, alive,
// result, error). A worker that traps, fails or stays silent for the
// patience is replaced, and its share of an analysis starts again on the
// new one; the others go on.
import { mergeShares } from './analysis-merge.js';
import { JobCancelled, PATIENCE_MS, SILENT } from './jobs.js';
import { poolSize } from './pool.js';
import { takeFaults } from './faults.js';

const WORKER_URL = new URL('./worker.js', import.meta.url);

/** Whether stops can be told to a running search (SharedArrayBuffer is there). */
export const sharedStops = globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';

let pool = null;

/** The page's search pool, started on first use. */
export function searchPool() {
  pool ??= createPool(poolSize());
  return pool;
}

function createPool(size) {
  const flags = sharedStops ? new Int32Array(new SharedArrayBuffer(4 * size)) : null;
  const slots = Array.from({ length: size }, (_, index) => ({ index, worker: null, jobs: new Map(), watchdog: null }));
  let nextId = 1;
  let nextTicket = 1;

  /** Ends `slot`'s worker: its jobs fail with `error` (none: they were stopped and resolve with null). */
  function endWorker(slot, error = null) {
    slot.worker?.terminate();
    slot.worker = null;
    clearTimeout(slot.watchdog);
    for (const entry of slot.jobs.values()) {
      if (error) entry.reject(error);
      else entry.resolve(null);
    }
    slot.jobs.clear();
  }

  /** Waits anew for `slot`'s worker to speak while it holds jobs. */
  function watch(slot) {
    clearTimeout(slot.watchdog);
    if (slot.jobs.size) slot.watchdog = setTimeout(() => endWorker(slot, new Error(SILENT)), PATIENCE_MS);
  }

  function workerOf(slot) {
    if (slot.worker) return slot.worker;
    const worker = new Worker(new URL(takeFaults(), WORKER_URL), { type: 'module', name: `boardlab search ${slot.index + 1}` });
    slot.worker = worker;
    worker.addEventListener('message', ({ data }) => {
      const entry = slot.jobs.get(data.id);
      if (!entry) return;
      watch(slot);
      if (data.type === 'alive') return;
      if (data.type === 'progress') {
        entry.onProgress(data.done, data.total, data.info);
        return;
      }
      slot.jobs.delete(data.id);
      watch(slot);
      if (data.type === 'result') entry.resolve(data.value);
      else if (!data.fatal) entry.reject(new Error(data.message));
      else {
        // The engine trapped: this job and the worker's others fail, and a fresh worker takes the next.
        entry.reject(new Error(data.message));
        endWorker(slot, new Error(data.message));
      }
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      endWorker(slot, new Error(event.message || 'a search worker could not start'));
    });
    // Its place in the pool, told first; the answer is not waited for (id 0 is no job).
    worker.postMessage({ id: 0, job: 'search-pool-join', args: { flags: flags?.buffer ?? null, slot: slot.index } });
    return worker;
  }

  /** Posts `job` to `slot`'s worker; a promise of its result. */
  function send(slot, job, args, onProgress = () => {}) {
    const id = nextId++;
    const promise = new Promise((resolve, reject) => slot.jobs.set(id, { resolve, reject, onProgress }));
    (slot.worker ?? workerOf(slot)).postMessage({ id, job, args });
    watch(slot);
    return promise;
  }

  /** The slot with the fewest jobs waiting. */
  const leastBusy = () => slots.reduce((best, slot) => (slot.jobs.size < best.jobs.size ? slot : best));

  /** Stops what `slot` runs: its flag changes, or (without shared memory) its worker ends. */
  function stopSlot(slot) {
    if (flags) Atomics.store(flags, slot.index, 0);
    else endWorker(slot);
  }

  return {
    size,

    /**
     * Analyses `request` ({ board, size, legal (how many moves the side to
     * move has, after a forced pass), lines, depth, nodes, exact }) with
     * up to every worker, one a share of the moves (the engine deals
     * them out); `onUpdate(analysis)` hears the joined analysis each time a
     * share improves. Returns { promise (of the last analysis), stop,
     * workers (how many share the moves) }: a stop resolves the promise
     * at once with what was found.
     */
    analyse(request, onUpdate = () => {}) {
      const { lines = 3, legal = size } = request;
      // A finished game has no moves: one worker says so.
      const count = Math.max(1, Math.min(size, legal));
      const shares = Array.from({ length: count }, (_, share) => share);
      const history = shares.map(() => []);
      let last = null;
      let stopped = false;
      let finish = () => {};
      const finished = new Promise((resolve) => { finish = resolve; });

      const heard = (share) => (_done, _total, analysis) => {
        if (stopped || !analysis) return;
        history[share].push(analysis);
        const joined = mergeShares(history, lines);
        if (joined) {
          last = joined;
          onUpdate(joined);
        }
      };
      const running = shares.map((share, index) => {
        const slot = slots[index];
        const ticket = nextTicket++;
        const args = { ...request, ...(count > 1 ? { share, shares: count } : {}), ticket, lines };
        const attempt = (retried) => {
          if (flags) Atomics.store(flags, slot.index, ticket);
          return send(slot, 'analyse', args, heard(index)).catch((error) => {
            // A worker that died is replaced, and its share starts again once.
            if (stopped || retried) throw error;
            return attempt(true);
          });
        };
        return { slot, job: attempt(false) };
      });
      let fail = () => {};
      const failed = new Promise((_, reject) => { fail = reject; });
      Promise.all(running.map(({ job }) => job)).then(() => finish(last), (error) => {
        // A stopped analysis has answered already: what failed after is no news.
        if (stopped) return;
        stopped = true;
        for (const { slot } of running) stopSlot(slot);
        fail(error);
      });
      const stop = () => {
        if (stopped) return;
        stopped = true;
        for (const { slot } of running) stopSlot(slot);
        finish(last);
      };
      return { promise: Promise.race([finished, failed]), stop, workers: count };
    },

    /**
     * Runs `job` with `args` on the least busy worker (or worker `prefer`,
     * if given); `onProgress(done, total, info)` hears its progress.
     * Returns { promise, cancel } like jobs.js's run: a cancel ends the
     * worker (its next job starts a fresh one).
     */
    run(job, args, onProgress = () => {}, { prefer = null } = {}) {
      const slot = prefer === null ? leastBusy() : slots[prefer % size];
      let cancelled = false;
      const promise = send(slot, job, args, onProgress).then((value) => {
        if (cancelled) throw new JobCancelled();
        return value;
      });
      const cancel = () => {
        if (cancelled) return;
        cancelled = true;
        endWorker(slot, new JobCancelled());
      };
      return { promise, cancel };
    },
  };
}
