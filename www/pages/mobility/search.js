// The two record searchers, in the worker: free placement (any position
// with the centre occupied, black to move) and a beam search over real
// games from the start. The best found so far is shown as it improves and
// kept when the search is cancelled; it loads into the editor.
import { formatHash } from '../../game/address.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { taskControls } from '../../ui/task.js';
import { run } from '../../work/jobs.js';
import { number, sideName } from '../../ui/words.js';

/** What a search found: its count, board and (beam search) line, with buttons to load it. */
function foundView(found, kind, position) {
  const load = (board, text, props = {}) => h('button', { type: 'button', ...props, onClick: () => position.edit(board) }, text);
  const actions = h('div', { class: 'row' }, load(found.board, t('Load into the editor'), { class: 'load-found' }));
  if (kind === 'free' && found.sparsest_board !== found.board) {
    actions.append(load(found.sparsest_board, t('Load the one with {empties} empties', { empties: found.most_empties })));
  }
  if (kind === 'reachable') actions.append(h('a', { href: formatHash({ moves: found.moves }) }, t('Open the line in the game board')));
  return [
    h('p', {}, h('strong', { class: 'mobility-best-count' }, t('{count} legal moves', { count: found.best_count })),
      kind === 'free'
        ? t(' for black; the fewest empty squares at this count: {fewest} (most: {most}).', { fewest: found.fewest_empties, most: found.most_empties })
        : t(' for {side}.', { side: sideName(found.to_move) })),
    kind === 'reachable' ? h('p', { class: 'mobility-line' }, t('Line: {moves}', found)) : null,
    h('code', { class: 'mobility-board-string' }, found.board),
    actions,
  ].filter(Boolean);
}

export function searchPanel(position) {
  const kindSelect = h('select', { id: 'search-kind', 'aria-label': t('Searcher') },
    h('option', { value: 'free' }, t('Free placement (any position)')),
    h('option', { value: 'reachable' }, t('From the start (real games)')));
  const sideSelect = h('select', { id: 'search-side', 'aria-label': t('Side to move of the positions sought'), disabled: true },
    h('option', { value: 'either' }, t('either side to move')),
    h('option', { value: 'white' }, t('white to move')),
    h('option', { value: 'black' }, t('black to move')));
  kindSelect.addEventListener('change', () => {
    sideSelect.disabled = kindSelect.value !== 'reachable';
  });
  const secondsInput = h('input', { id: 'search-seconds', type: 'number', min: '1', max: '3600', value: '10', 'aria-label': t('Seconds') });
  const best = h('div', { id: 'search-best', class: 'mobility-found' });
  const task = taskControls({ prefix: 'search-', start: t('Search'), what: t('search'), onStart: search });

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
        working: (elapsed) => t('Searching… {elapsed} s of {seconds} s; best so far:', { elapsed: elapsed.toFixed(1), seconds }),
        done: (result) =>
          t(kind === 'reachable' ? 'Done in {seconds} s; {count} first reached after {toBest} s ({passes} rounds, each keeping up to {width} positions).' : 'Done in {seconds} s; {count} first reached after {toBest} s.', {
            seconds: result.seconds.toFixed(1), count: result.best_count, toBest: result.seconds_to_best.toFixed(2), passes: result.passes, width: number(result.width),
          }),
      },
    );
    if (found) show(found);
  }

  return h('div', { class: 'panel' }, h('h2', {}, t('Search for many legal moves')),
    h('div', { class: 'row' }, kindSelect, sideSelect),
    h('div', { class: 'row' }, h('label', { for: 'search-seconds' }, t('Seconds')), secondsInput, task.start, task.cancel),
    task.progress, task.status, best);
}
