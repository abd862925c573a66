// The review's evaluation graph under the board: the value of every
// position (black's point of view, discs) by ply, exact values as filled
// dots and estimates as hollow ones, the ply shown marked, stoner marks
// linking to the stoner page's check of that position. A click or tap
// steps to the nearest ply. `#eval-graph` carries the values as data
// (`data-values`, `data-exact`: JSON arrays, null until analysed). Its
// drawing is as wide as the graph is shown, so its labels keep their size
// on a phone instead of shrinking with a fixed drawing.
import { formatHash } from '../../game/address.js';
import { svg } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';

/** The drawing's width while the graph is hidden (and so has none). */
const HIDDEN_WIDTH = 600;
const HEIGHT = 180;
const PAD = { left: 34, right: 10, top: 16, bottom: 18 };
/** The scale's reach in discs: values beyond it are drawn at its edge. */
const REACH = 64;

/** The graph of `review` for `controller`; redrawn on either's change. */
export function evalGraph(controller, review) {
  let width = HIDDEN_WIDTH;
  const element = svg('svg', {
    id: 'eval-graph',
    class: 'eval-graph',
    viewBox: `0 0 ${HIDDEN_WIDTH} ${HEIGHT}`,
    role: 'img',
    'aria-label': t('Evaluation graph'),
    hidden: '',
    'data-values': '[]',
    'data-exact': '[]',
    onClick: (event) => {
      const plies = review.current?.report?.plies.length ?? 0;
      if (plies < 2) return;
      const box = element.getBoundingClientRect();
      const x = ((event.clientX - box.left) / box.width) * width;
      const ply = Math.round(((x - PAD.left) / (width - PAD.left - PAD.right)) * (plies - 1));
      controller.step(Math.max(0, Math.min(plies - 1, ply)));
    },
  });

  function draw() {
    const report = review.current?.report;
    const shown = controller.state;
    element.toggleAttribute('hidden', !report || !shown?.settings.review);
    if (!report || !shown) return;
    width = Math.round(element.clientWidth) || HIDDEN_WIDTH;
    element.setAttribute('viewBox', `0 0 ${width} ${HEIGHT}`);
    const values = report.plies.map((ply) => ply.value);
    element.dataset.values = JSON.stringify(values);
    element.dataset.exact = JSON.stringify(report.plies.map((ply) => ply.exact));
    const last = Math.max(1, values.length - 1);
    const x = (ply) => PAD.left + (ply / last) * (width - PAD.left - PAD.right);
    const y = (value) => PAD.top + ((REACH - Math.max(-REACH, Math.min(REACH, value))) / (2 * REACH)) * (HEIGHT - PAD.top - PAD.bottom);
    const known = report.plies.filter((ply) => ply.value !== null);
    const line = known.map((ply) => `${x(ply.ply).toFixed(1)},${y(ply.value).toFixed(1)}`).join(' ');
    const axis = [-REACH / 2, 0, REACH / 2].map((value) =>
      svg('g', {},
        svg('line', { x1: PAD.left, x2: width - PAD.right, y1: y(value), y2: y(value), class: value === 0 ? 'eval-zero' : 'eval-grid' }),
        svg('text', { x: PAD.left - 4, y: y(value) + 4, class: 'eval-axis', 'text-anchor': 'end' }, value > 0 ? `+${value}` : String(value))));
    const dots = known.map((ply) =>
      svg('circle', { cx: x(ply.ply), cy: y(ply.value), r: 3.2, class: ply.exact ? 'eval-exact' : 'eval-estimate' },
        svg('title', {}, t(ply.exact ? 'Move {ply}: {value} (exact)' : 'Move {ply}: {value} (estimate)', { ply: ply.ply, value: `${ply.value > 0 ? '+' : ''}${ply.value}` }))));
    const marks = report.stoners.map((mark) =>
      svg('a', { href: formatHash({ page: 'stoner', moves: mark.moves, at: mark.at }), class: `eval-stoner eval-stoner-${mark.mark}`, 'data-ply': mark.ply, onClick: (event) => event.stopPropagation() },
        svg('path', { d: `M${x(mark.ply) - 5},2 h10 l-5,9 z` }),
        svg('title', {}, t(mark.mark === 'set' ? 'Stoner set at move {ply}: {shape} {orientation}, corner in {distance} plies' : 'Stoner available ({square}) at move {ply}: {shape} {orientation}, corner in {distance} plies', mark))));
    const ticks = values.map((_, ply) => ply).filter((ply) => ply % 10 === 0 && ply > 0).map((ply) =>
      svg('text', { x: x(ply), y: HEIGHT - 4, class: 'eval-axis', 'text-anchor': 'middle' }, String(ply)));
    const at = shown.snapshot.ply;
    element.replaceChildren(
      svg('text', { x: PAD.left + 2, y: PAD.top - 4, class: 'eval-axis' }, t('black ahead')),
      svg('text', { x: PAD.left + 2, y: HEIGHT - PAD.bottom - 4, class: 'eval-axis' }, t('white ahead')),
      ...axis,
      ...ticks,
      svg('line', { x1: x(at), x2: x(at), y1: PAD.top, y2: HEIGHT - PAD.bottom, class: 'eval-now', 'data-ply': at }),
      svg('polyline', { points: line, class: 'eval-line' }),
      ...dots,
      ...marks);
  }

  controller.subscribe(draw);
  review.subscribe(draw);
  // A new width (a turned phone, a resized window) redraws at the new size.
  new ResizeObserver(() => {
    if (element.clientWidth && Math.round(element.clientWidth) !== width) draw();
  }).observe(element);
  return element;
}
