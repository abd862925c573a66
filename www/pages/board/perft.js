// Counting the positions N plies ahead of the one shown (perft, as
// programmers call it), in the worker with progress and Cancel.
import { h } from '../../ui/dom.js';
import { t, tParts } from '../../ui/lang.js';
import { term } from '../../ui/glossary.js';
import { taskControls } from '../../ui/task.js';
import { run } from '../../work/jobs.js';
import { number } from '../../ui/words.js';

const MAX_DEPTH = 30;

/** The perft panel for the position `controller` shows. */
export function perftPanel(controller) {
  const depthInput = h('input', { id: 'perft-depth', type: 'number', min: '1', max: String(MAX_DEPTH), value: '6', 'aria-label': t('Plies ahead') });
  const task = taskControls({ prefix: 'perft-', ids: { status: 'perft-result' }, start: t('Count'), what: t('count'), onStart: count });

  async function count() {
    const depth = Number(depthInput.value);
    if (!Number.isInteger(depth) || depth < 1 || depth > MAX_DEPTH) {
      task.status.textContent = t('Choose a depth from 1 to {max} plies.', { max: MAX_DEPTH });
      return;
    }
    const { board, ply } = controller.state.snapshot;
    delete task.status.dataset.leaves;
    const result = await task.run((onProgress) => run('perft', { board, depth }, onProgress, { lane: 'board' }), {
      working: (seconds) => t('Counting {depth} plies ahead… {seconds} s', { depth, seconds: seconds.toFixed(1) }),
      done: ({ leaves, seconds }) =>
        t('{leaves} positions {depth} plies after move {ply} ({seconds} s, {rate} million a second).',
          { leaves: number(leaves), depth, ply, seconds: seconds.toFixed(2), rate: (leaves / Math.max(seconds, 1e-6) / 1e6).toFixed(1) }),
    });
    if (result) task.status.dataset.leaves = String(result.leaves);
  }

  return h('div', { class: 'panel' },
    h('h2', {}, t('Count the positions ahead')),
    h('p', { class: 'hint' }, tParts('Every position reachable in that many plies from the one shown: a count programmers call {perft}, which checks that the rules are played right.', { perft: term('perft') })),
    h('div', { class: 'row' }, h('label', { for: 'perft-depth' }, t('Moves ahead (plies)')), depthInput, task.start, task.cancel),
    task.progress,
    task.status);
}
