// Perft on the board page: the positions N plies ahead of the one shown,
// counted in the worker with progress and Cancel.
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { taskControls } from '../../ui/task.js';
import { run } from '../../work/jobs.js';
import { number } from '../../ui/words.js';

const MAX_DEPTH = 30;

/** The perft panel for the position `controller` shows. */
export function perftPanel(controller) {
  const depthInput = h('input', { id: 'perft-depth', type: 'number', min: '1', max: String(MAX_DEPTH), value: '6', 'aria-label': 'Plies ahead' });
  const task = taskControls({ prefix: 'perft-', ids: { status: 'perft-result' }, start: 'Count', what: 'count', onStart: count });

  async function count() {
    const depth = Number(depthInput.value);
    if (!Number.isInteger(depth) || depth < 1 || depth > MAX_DEPTH) {
      task.status.textContent = `Choose a depth from 1 to ${MAX_DEPTH} plies.`;
      return;
    }
    const { board, ply } = controller.state.snapshot;
    delete task.status.dataset.leaves;
    const result = await task.run((onProgress) => run('perft', { board, depth }, onProgress, { lane: 'board' }), {
      working: (seconds) => `Counting ${depth} plies ahead… ${seconds.toFixed(1)} s`,
      done: ({ leaves, seconds }) =>
        `${number(leaves)} positions ${depth} plies after move ${ply} ` +
        `(${seconds.toFixed(2)} s, ${(leaves / Math.max(seconds, 1e-6) / 1e6).toFixed(1)} M/s).`,
    });
    if (result) task.status.dataset.leaves = String(result.leaves);
  }

  return h('div', { class: 'panel' },
    h('h2', {}, 'Count positions ahead (', term('perft'), ')'),
    h('div', { class: 'row' }, h('label', { for: 'perft-depth' }, 'Moves ahead (plies)'), depthInput, task.start, task.cancel),
    task.progress,
    task.status);
}
