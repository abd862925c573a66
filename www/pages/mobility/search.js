// The two record searchers, in the worker: free placement (any position
// with the centre occupied, black to move) and a beam search over real
// games from the start. The best found so far is shown as it improves and
// kept when the search is cancelled; it loads into the editor.
import { formatHash } from '../../game/address.js';
import { h } from '../../ui/dom.js';
import { taskControls } from '../../ui/task.js';
import { run } from '../../work/jobs.js';
import { number } from '../../ui/words.js';

/** What a search found: its count, board and (beam search) line, with buttons to load it. */
function foundView(found, kind, position) {
  const load = (board, text, props = {}) => h('button', { type: 'button', ...props, onClick: () => position.edit(board) }, text);
  const actions = h('div', { class: 'row' }, load(found.board, 'Load into the editor', { class: 'load-found' }));
  if (kind === 'free' && found.sparsest_board !== found.board) {
    actions.append(load(found.sparsest_board, `Load the one with ${found.most_empties} empties`));
  }
  if (kind === 'reachable') actions.append(h('a', { href: formatHash({ moves: found.moves }) }, 'Open the line in the game board'));
  return [
    h('p', {}, h('strong', { class: 'mobility-best-count' }, `${found.best_count} legal moves`),
      kind === 'free'
        ? ` for black; the fewest empty squares at this count: ${found.fewest_empties} (most: ${found.most_empties}).`
        : ` for ${found.to_move}.`),
    kind === 'reachable' ? h('p', { class: 'mobility-line' }, `Line: ${found.moves}`) : null,
    h('code', { class: 'mobility-board-string' }, found.board),
    actions,
  ].filter(Boolean);
}

export function searchPanel(position) {
  const kindSelect = h('select', { id: 'search-kind', 'aria-label': 'Searcher' },
    h('option', { value: 'free' }, 'Free placement (any position)'),
    h('option', { value: 'reachable' }, 'From the start (real games)'));
  const sideSelect = h('select', { id: 'search-side', 'aria-label': 'Side to move of the positions sought', disabled: true },
    h('option', { value: 'either' }, 'either side to move'),
    h('option', { value: 'white' }, 'white to move'),
    h('option', { value: 'black' }, 'black to move'));
  kindSelect.addEventListener('change', () => {
    sideSelect.disabled = kindSelect.value !== 'reachable';
  });
  const secondsInput = h('input', { id: 'search-seconds', type: 'number', min: '1', max: '3600', value: '10', 'aria-label': 'Seconds' });
  const best = h('div', { id: 'search-best', class: 'mobility-found' });
  const task = taskControls({ prefix: 'search-', start: 'Search', what: 'search', onStart: search });

  async function search() {
    const kind = kindSelect.value;
    const seconds = Number(secondsInput.value);
    const args = { kind, seconds, side: sideSelect.value, seed: 1 + Math.floor(Math.random() * 1e9) };
    const show = (found) => {
      best.dataset.count = String(found.best_count);
      best.replaceChildren(...foundView(found, kind, position));
    };
    best.replaceChildren();
    delete best.dataset.count;
    const found = await task.run(
      (onProgress) =>
        run('mobility-search', args, (done, total, bestSoFar) => {
          onProgress(done, total);
          if (bestSoFar) show(bestSoFar);
        }, { lane: 'mobility-search' }),
      {
        working: (elapsed) => `Searching… ${elapsed.toFixed(1)} s of ${seconds} s; best so far:`,
        done: (result) =>
          `Done in ${result.seconds.toFixed(1)} s; ${result.best_count} first reached after ${result.seconds_to_best.toFixed(2)} s` +
          (kind === 'reachable' ? ` (${result.passes} beam passes, width up to ${number(result.width)}).` : '.'),
      },
    );
    if (found) show(found);
  }

  return h('div', { class: 'panel' }, h('h2', {}, 'Search for many legal moves'),
    h('div', { class: 'row' }, kindSelect, sideSelect),
    h('div', { class: 'row' }, h('label', { for: 'search-seconds' }, 'Seconds'), secondsInput, task.start, task.cancel),
    task.progress, task.status, best);
}
