// The analysis panel and the analysis drawn on the board: the switch (the
// `analysis` setting, remembered, key A), what the computer is doing (the
// depth reached, exact, or the opening book, with a spinner while it
// thinks), every legal move with its value and where it comes from (a
// button that plays it), and the best lines (a button that plays the line
// as a branch). On the board each move's value sits on its square, the
// best ones tinted; exact values are bold, the book's italic, estimates
// plain, and the board's spoken label says the same in words.
// `#analysis` carries `data-position` and `data-depth`; each move is an
// element with `data-move`, `data-value` and `data-source`; `#analysis-lines`
// holds one element per line with `data-line` and `data-value`.
import { COLORS } from '../../ui/board-colors.js';
import { spotOf } from '../../ui/board-view.js';
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { t, tParts } from '../../ui/lang.js';
import { boardValue } from '../../ui/words.js';
import { remember } from './remembered.js';

/** How many moves of a line the panel writes before "…". */
const LINE_SHOWN = 10;

/** Where a value comes from, in words. */
function sourceWords(valued) {
  if (valued.source === 'exact') return t('exact');
  if (valued.source === 'book') return t('opening book');
  return t('estimate, {depth} plies ahead', { depth: valued.depth });
}

/** The mark beside a value in the list: the source unless an estimate (the status line gives its depth). */
const sourceMark = (valued) => ({ exact: t('exact'), book: t('book') })[valued.source] ?? '';

/** Plies reached, `exact`, or the book's depth: what `#analysis` says in `data-depth`. */
function depthOf(found) {
  if (found.exact) return 'exact';
  return String(found.depth ?? Object.values(found.moves)[0]?.depth ?? '');
}

/** The analysis's moves, best first, as [name, valued] pairs. */
const movesOf = (analysis) => Object.entries(analysis?.moves ?? {});

/** A line's move string as the page writes it: `c4 e3 f6 …`. */
function lineWords(line) {
  const moves = line.match(/../g) ?? [];
  return moves.slice(0, LINE_SHOWN).join(' ') + (moves.length > LINE_SHOWN ? ' …' : '');
}

/** What the analysis lays over the board (othelloBoard's `decorate`), or null when it has nothing for `state`. */
export function analysisOnBoard(analysis, state) {
  const { board, analysis: found } = analysis.current;
  if (!analysis.shows(state) || !found || board !== state.snapshot.board) return null;
  const moves = movesOf(found);
  if (!moves.length) return null;
  const best = moves[0][1].value;
  return {
    legal: [],
    labels: moves.map(([name, valued]) => ({ ...spotOf(name), text: boardValue(valued.value), style: valued.source })),
    highlights: moves.filter(([, valued]) => valued.value === best).map(([name]) => ({ ...spotOf(name), color: COLORS.best, ring: COLORS.bestRing })),
    words: t('Analysis: {moves}.', { moves: moves.map(([name, valued]) => `${name} ${boardValue(valued.value)} (${sourceWords(valued)})`).join(', ') }),
  };
}

/**
 * The panel for `controller` and `analysis` (analysis.js); `onLine(moves)`
 * plays a line (a move string from the position shown) as a branch.
 */
export function analysisPanel(controller, analysis, { onLine }) {
  const toggle = h('input', {
    type: 'checkbox', id: 'analysis-toggle',
    onChange: () => {
      remember(toggle.checked);
      controller.set({ analysis: toggle.checked }, { replace: true });
    },
  });
  const spinner = h('span', { class: 'spinner', 'aria-hidden': 'true' });
  const status = h('span', { id: 'analysis-status' });
  const statusLine = h('p', { class: 'analysis-status', role: 'status' }, spinner, status);
  const list = h('ol', { id: 'analysis', class: 'analysis-moves', 'aria-label': t('Every move’s value') });
  const lines = h('ol', { id: 'analysis-lines', class: 'analysis-lines', 'aria-label': t('Best lines') });
  const linesHead = h('h3', { class: 'analysis-lines-head' }, t('Best lines'));
  const legend = h('p', { class: 'hint analysis-legend' },
    tParts('Values are the final disc difference expected for the side to move after each move. {exact} values are bold, {book} values italic, {estimate} values plain.', {
      exact: term('exact', t('Exact')), book: term('opening book', t('opening book')), estimate: term('estimate', t('estimated')),
    }));
  const off = h('p', { class: 'hint' }, t('Turn the analysis on to see every move’s value on the board and the best lines (key A).'));
  let ticking = null;

  function tick() {
    const { analysis: found, running, since } = analysis.current;
    const seconds = ((performance.now() - since) / 1000).toFixed(1);
    const reached = !found ? t('starting')
      : found.exact ? t('every value exact')
        : found.depth === null ? t('from the opening book')
          : t('estimates {depth} plies ahead', { depth: found.depth });
    status.textContent = running ? t('Thinking: {reached}, {seconds} s', { reached, seconds }) : t('Done: {reached}.', { reached });
    spinner.hidden = !running;
  }

  function draw() {
    const state = controller.state;
    if (!state) return;
    const on = !!state.settings.analysis;
    toggle.checked = on;
    off.hidden = on;
    for (const part of [statusLine, list, linesHead, lines, legend]) part.hidden = !on;
    const { board, analysis: found, running } = analysis.current;
    const fresh = on && board === state.snapshot.board;
    list.dataset.position = fresh ? board : '';
    list.dataset.depth = fresh && found ? depthOf(found) : '';
    list.dataset.workers = fresh ? String(analysis.current.workers ?? '') : '';
    clearInterval(ticking);
    ticking = null;
    if (!on) return;
    if (fresh && running) ticking = setInterval(tick, 200);
    tick();
    const moves = fresh ? movesOf(found) : [];
    const best = moves[0]?.[1].value;
    list.replaceChildren(...moves.map(([name, valued]) =>
      h('li', { class: `analysis-move source-${valued.source}${valued.value === best ? ' best' : ''}`, dataset: { move: name, value: String(valued.value), source: valued.source } },
        h('button', {
          type: 'button', class: 'chip', title: t('Play {move}', { move: name }),
          'aria-label': t('{move}: {value}, {source}. Play it.', { move: name, value: boardValue(valued.value), source: sourceWords(valued) }),
          onClick: () => controller.play(name),
        }, name),
        h('span', { class: 'analysis-value', 'aria-hidden': 'true' }, boardValue(valued.value)),
        h('span', { class: 'analysis-source', 'aria-hidden': 'true' }, sourceMark(valued)))));
    if (fresh && found?.result !== null && found?.result !== undefined) {
      list.replaceChildren(h('li', { class: 'hint' }, t('The game is over.')));
    }
    lines.replaceChildren(...(fresh ? found?.lines ?? [] : []).map((line, index) =>
      h('li', { class: 'analysis-line', dataset: { line: line.moves, value: String(line.value) } },
        h('button', { type: 'button', title: t('Play this line on the board'), onClick: () => onLine(line.moves) },
          h('span', { class: 'analysis-line-rank' }, `${index + 1}.`),
          h('span', { class: 'analysis-value' }, boardValue(line.value)),
          h('span', { class: 'analysis-line-moves' }, lineWords(line.moves))))));
  }

  controller.subscribe(draw);
  analysis.subscribe(draw);
  return h('div', { class: 'panel analysis-panel', id: 'analysis-panel' },
    h('div', { class: 'analysis-head' },
      h('h2', {}, t('Analysis')),
      h('label', { class: 'switch' }, toggle, t('On'))),
    off, statusLine, list, linesHead, lines, legend);
}

/**
 * The best line in one row under the board's steps (so the board, its
 * values and the best line share the first screen on any screen): the
 * value, the first moves and where they come from; a tap plays it.
 */
export function analysisSummary(controller, analysis, { onLine }) {
  const value = h('span', { class: 'analysis-value' });
  const moves = h('span', { class: 'analysis-line-moves' });
  const button = h('button', { type: 'button', id: 'analysis-best', class: 'analysis-best', title: t('Play this line on the board'), onClick: () => onLine(button.dataset.line) },
    h('span', { class: 'analysis-best-label' }, t('Best line')), value, moves);
  const draw = () => {
    const state = controller.state;
    const { board, analysis: found } = analysis.current;
    const line = state && analysis.shows(state) && board === state.snapshot.board ? found?.lines?.[0] : null;
    button.hidden = !line;
    if (!line) return;
    button.dataset.line = line.moves;
    value.textContent = boardValue(line.value);
    moves.textContent = lineWords(line.moves);
  };
  controller.subscribe(draw);
  analysis.subscribe(draw);
  return button;
}

/**
 * What the analysis found at the position shown, in a few lines (under a
 * chosen mistake): every move's value and the best line, which plays as a
 * branch; nothing until the analysis has values for this position.
 */
export function positionValues(controller, analysis, { onLine }) {
  const values = h('p', { class: 'position-values' });
  const line = h('button', { type: 'button', class: 'analysis-best position-line', title: t('Play this line on the board'), onClick: () => onLine(line.dataset.line) });
  const element = h('div', { class: 'position-detail', hidden: true }, values, line);
  const draw = () => {
    const state = controller.state;
    const { board, analysis: found, running } = analysis.current;
    const fresh = !!state && board === state.snapshot.board && !!found && Object.keys(found.moves).length > 0;
    element.hidden = !fresh && !running;
    if (!fresh) {
      values.textContent = running ? t('Valuing every move here…') : '';
      line.hidden = true;
      return;
    }
    const moves = movesOf(found);
    values.textContent = t('Every move here: {moves}', { moves: moves.map(([name, valued]) => `${name} ${boardValue(valued.value)}${valued.source === 'exact' ? '' : '~'}`).join(', ') })
      + (found.exact ? t(' (exact)') : t(' (~: {reached})', { reached: found.depth === null ? t('opening book') : t('estimates {depth} plies ahead', { depth: found.depth }) }));
    const best = found.lines[0];
    line.hidden = !best;
    if (!best) return;
    line.dataset.line = best.moves;
    line.replaceChildren(h('span', { class: 'analysis-best-label' }, t('Best line')), h('span', { class: 'analysis-value' }, boardValue(best.value)), h('span', { class: 'analysis-line-moves' }, lineWords(best.moves)));
  };
  controller.subscribe(draw);
  analysis.subscribe(draw);
  return element;
}
