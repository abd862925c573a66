// A long job's controls, the same on every page: a start button, Cancel, a
// progress bar and a status line that counts the seconds while the job
// runs in a worker. Cancel ends the job at once (its worker is stopped).
import { h } from './dom.js';
import { engineText, t } from './lang.js';
import { JobCancelled } from '../work/jobs.js';

/**
 * The controls; ids are `${prefix}start`, `${prefix}cancel`,
 * `${prefix}progress` and `${prefix}status` unless `ids` names them.
 * `onStart()` is called by the start button.
 */
export function taskControls({ prefix, ids = {}, start: startText = t('Start'), what, onStart }) {
  const id = (part) => ids[part] ?? `${prefix}${part}`;
  const start = h('button', { id: id('start'), type: 'button', onClick: () => onStart() }, startText);
  let job = null;
  const cancel = h('button', { id: id('cancel'), type: 'button', disabled: true, onClick: () => job?.cancel() }, t('Cancel'));
  const progress = h('progress', { id: id('progress'), max: '1', value: '0', 'aria-label': t('Progress of the {what}', { what }) });
  const status = h('output', { id: id('status'), class: 'result', 'aria-live': 'polite' });

  return {
    start,
    cancel,
    progress,
    status,
    /** Whether a job is running. */
    get busy() {
      return job !== null;
    },
    /**
     * Runs the job `launch(onProgress)` returns ({ promise, cancel }):
     * `working(seconds)` is the status while it runs, `done(value)` after.
     * Resolves to the value, or undefined when it was cancelled or failed
     * (the status says which).
     */
    async run(launch, { working, done }) {
      const started = performance.now();
      const tick = () => {
        status.textContent = working((performance.now() - started) / 1000);
      };
      progress.value = 0;
      delete status.dataset.done;
      start.disabled = true;
      cancel.disabled = false;
      job = launch((finished, total) => {
        progress.value = total ? finished / total : 0;
      });
      tick();
      const ticking = setInterval(tick, 200);
      try {
        const value = await job.promise;
        progress.value = 1;
        status.textContent = done(value);
        status.dataset.done = 'true';
        return value;
      } catch (failure) {
        progress.value = 0;
        status.textContent = failure instanceof JobCancelled ? t('Cancelled.') : t('The {what} failed: {reason}', { what, reason: engineText(failure.message) });
        return undefined;
      } finally {
        clearInterval(ticking);
        job = null;
        start.disabled = false;
        cancel.disabled = true;
      }
    },
  };
}
