// The histogram of black's final disc counts over a run, as an SVG chart:
// one bar per disc count (the bars right of the middle are black's wins),
// gridlines at round numbers of games. A click on a bar names its count.

import { svg } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { number, plural } from '../../ui/words.js';

/** A round number of games for the axis: 1, 2 or 5 times a power of ten, at least `value`. */
function roundUp(value) {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= value);
}

/** The histogram of black's final disc counts (index = discs) as an SVG chart. */
export function histogram(counts, onBar) {
  const width = 640;
  const height = 240;
  const pad = { left: 48, right: 12, top: 12, bottom: 34 };
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const top = roundUp(Math.max(1, ...counts));
  const bar = plotWidth / counts.length;
  const y = (games) => pad.top + plotHeight * (1 - games / top);
  // Gridlines at round numbers: fifths of 1 and 5 times a power of ten, quarters of 2.
  const parts = String(top)[0] === '2' ? 4 : 5;
  const grid = Array.from({ length: parts + 1 }, (_, part) => {
    const games = (top * part) / parts;
    return svg('g', {},
      svg('line', { x1: pad.left, x2: width - pad.right, y1: y(games), y2: y(games), class: 'arena-grid' }),
      svg('text', { x: pad.left - 6, y: y(games) + 4, class: 'arena-axis', 'text-anchor': 'end' }, number(games)));
  });
  const half = counts.length >> 1;
  const bars = counts.map((games, discs) =>
    games === 0
      ? null
      : svg('rect', {
          x: pad.left + discs * bar + 0.5,
          y: y(games),
          width: Math.max(1, bar - 1),
          height: pad.top + plotHeight - y(games),
          class: `arena-bar${discs > half ? ' arena-bar-win' : ''}`,
          'data-discs': discs,
          'data-games': games,
        }, svg('title', {}, plural(games, '{count} game ending with {discs} black discs', '{count} games ending with {discs} black discs', { discs }))));
  const ticks = [];
  for (let discs = 0; discs < counts.length; discs += 8) {
    ticks.push(svg('text', { x: pad.left + (discs + 0.5) * bar, y: height - pad.bottom + 16, class: 'arena-axis', 'text-anchor': 'middle' }, String(discs)));
  }
  const chart = svg('svg', {
    id: 'arena-histogram',
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': t("Histogram of black's final disc count over {games} games", { games: number(counts.reduce((a, b) => a + b, 0)) }),
  },
  grid,
  svg('line', { x1: pad.left + half * bar, x2: pad.left + half * bar, y1: pad.top, y2: pad.top + plotHeight, class: 'arena-half' }),
  bars,
  ticks,
  svg('text', { x: pad.left + plotWidth / 2, y: height - 4, class: 'arena-axis', 'text-anchor': 'middle' }, t('black’s discs at the end')));
  chart.addEventListener('click', (event) => {
    const discs = event.target.closest?.('rect')?.dataset.discs;
    if (discs !== undefined) onBar(Number(discs));
  });
  return chart;
}
