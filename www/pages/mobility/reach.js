// The reachability checker, in the worker: is the position being edited
// reachable from the start? The engine's verdict (reachable with a line it
// replayed, unreachable with the reason, or unknown when the time ran
// out); the line opens in the game board. A verdict is about one board:
// an edit clears it.
import { formatHash } from '../../game/address.js';
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { taskControls } from '../../ui/task.js';
import { run } from '../../work/jobs.js';
import { number } from '../../ui/words.js';

const HEADINGS = { reachable: t('Reachable'), unreachable: t('Unreachable'), unknown: t('Unknown') };

export function reachPanel(position) {
  const secondsInput = h('input', { id: 'reach-seconds', type: 'number', min: '1', max: '3600', value: '60', 'aria-label': t('Seconds') });
  const result = h('div', { id: 'reach-result', class: 'mobility-found', 'aria-live': 'polite' });
  const task = taskControls({ prefix: 'reach-', start: t('Check'), what: t('check'), onStart: check });

  function clear() {
    result.replaceChildren();
    delete result.dataset.status;
    delete result.dataset.board;
  }
  position.subscribe(({ report }) => {
    if (result.dataset.board && result.dataset.board !== report.board) clear();
  });

  async function check() {
    const { board } = position.state.report;
    const seconds = Number(secondsInput.value);
    clear();
    result.dataset.board = board;
    let nodes = 0;
    const verdict = await task.run(
      (onProgress) => {
        // The checker counts positions; the bar follows the clock to the budget.
        const started = performance.now();
        return run('mobility-reach', { board, seconds }, (done) => {
          nodes = done;
          onProgress((performance.now() - started) / 1000, seconds);
        }, { lane: 'mobility-reach' });
      },
      {
        working: (elapsed) => t('Searching for a line… {seconds} s, {nodes} positions.', { seconds: elapsed.toFixed(1), nodes: number(nodes) }),
        done: (found) => t('{verdict}: {nodes} positions in {seconds} s.', { verdict: HEADINGS[found.status], nodes: number(found.nodes), seconds: found.seconds.toFixed(1) }),
      },
    );
    if (!verdict || result.dataset.board !== board) return;
    result.dataset.status = verdict.status;
    result.append(h('p', {}, h('strong', {}, HEADINGS[verdict.status]), t(' ({seconds} s): {reason}.', { seconds: verdict.seconds.toFixed(1), reason: engineText(verdict.reason) })));
    if (verdict.moves) {
      result.append(
        h('p', { class: 'mobility-line', id: 'reach-line' }, verdict.moves),
        h('p', {}, h('a', { id: 'reach-open', href: formatHash({ moves: verdict.moves }) }, t('Open the line in the game board'))),
      );
    }
  }

  return h('div', { class: 'panel' }, h('h2', {}, t('Is this position reachable from the start?')),
    h('div', { class: 'row' }, h('label', { for: 'reach-seconds' }, t('Give up after (s)')), secondsInput, task.start, task.cancel),
    task.progress, task.status, result);
}
