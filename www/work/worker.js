// The job worker: its own wasm instance, one job at a time in message order.
// See jobs.js for the protocol and worker-jobs.js for the jobs.
import init from '../../pkg/boardlab.js';
import { JOBS } from './worker-jobs.js';

const ready = init();

self.addEventListener('message', async ({ data: { id, job, args } }) => {
  try {
    await ready;
    const handler = JOBS[job];
    if (!handler) throw new Error(`there is no job named ${job}`);
    const progress = (done, total, info) => self.postMessage({ id, type: 'progress', done, total, info });
    const value = await handler(args, progress);
    self.postMessage({ id, type: 'result', value });
  } catch (error) {
    self.postMessage({ id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
