// The review's evaluation graph under the board: the value of every
// position (black's point of view, in discs) by move, on a scale that fits
// the game (±8 to ±64, labelled in discs); exact values as filled dots,
// the opening book's as filled diamonds, estimates as hollow dots, with a
// legend. Hovering or touching shows the move, its value and where it
// comes from; a click or a drag steps to that move. The move shown is
// marked; stoner marks link to the stoner page's check of that position.
// `#eval-graph` carries the values as data (`data-values`, `data-exact`:
// JSON arrays, null until analysed). Its drawing is as wide as the graph
// is shown, so its labels keep their size on a phone.
import { formatHash } from '../../game/address.js';
import { h, svg } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { signedValue } from '../../ui/words.js';

/** The drawing's width while the graph is hidden (and so has none). */
const HIDDEN_WIDTH = 600;
const HEIGHT = 230;
const PAD = { left: 40, right: 10, top: 18, bottom: 22 };
/** The scales offered: the smallest that holds every value is used. */
const SCALES = [8, 16, 24, 32, 48, 64];

/** The scale for `values` (discs): the smallest of SCALES above them all. */
const reachOf = (values) => {
  const top = Math.max(0, ...values.filter((value) => value !== null).map(Math.abs));
  return SCALES.find((scale) => top <= scale * 0.92) ?? 64;
};

/** A point's kind: exact, book or estimate. */
const kindOf = (ply) => (ply.exact ? 'exact' : ply.source === 'book' ? 'book' : 'estimate');

/** Where a position's value comes from, in words. */
function sourceWords(ply) {
  if (ply.exact) return t('exact');
  if (ply.source === 'book') return t('opening book, searches of {depth} plies', { depth: ply.depth });
  return t('estimate, search of {depth} plies', { depth: ply.depth });
}

/** The graph of `review` for `controller`; redrawn on either's change. */
export function evalGraph(controller, review) {
  let width = HIDDEN_WIDTH;
  let geometry = null; // { plies, x(ply) } of the drawing shown
  const tip = h('p', { class: 'eval-tip', id: 'eval-tip', role: 'status', hidden: true });
  const element = svg('svg', {
    id: 'eval-graph',
    class: 'eval-graph',
    viewBox: `0 0 ${HIDDEN_WIDTH} ${HEIGHT}`,
    role: 'img',
    'aria-label': t('Evaluation graph'),
    'data-values': '[]',
    'data-exact': '[]',
  });
  const legend = h('p', { class: 'eval-legend hint' },
    h('span', { class: 'eval-key eval-key-exact' }, t('exact')),
    h('span', { class: 'eval-key eval-key-book' }, t('opening book')),
    h('span', { class: 'eval-key eval-key-estimate' }, t('estimate')),
    h('span', { class: 'eval-key eval-key-unit' }, t('values in discs, black ahead above the middle line')));
  const wrapper = h('div', { class: 'eval-wrap', hidden: true }, element, tip, legend);

  /** The ply under the pointer's `clientX`, if the graph is drawn. */
  function plyAt(clientX) {
    if (!geometry || geometry.plies < 2) return null;
    const box = element.getBoundingClientRect();
    const x = ((clientX - box.left) / box.width) * width;
    const ply = Math.round(((x - PAD.left) / (width - PAD.left - PAD.right)) * (geometry.plies - 1));
    return Math.max(0, Math.min(geometry.plies - 1, ply));
  }

  /** Shows what the graph knows of `ply` beside the pointer. */
  function explain(ply) {
    const known = review.current?.report?.plies[ply];
    tip.hidden = ply === null || !known;
    if (tip.hidden) return;
    tip.textContent = known.value === null
      ? t('Move {ply}: not valued yet', { ply })
      : t('Move {ply}: {value} discs for black ({source})', { ply, value: signedValue(known.value, known.exact ? 0 : 1), source: sourceWords(known) });
    const left = (geometry.x(ply) / width) * 100;
    tip.style.left = `${Math.max(0, Math.min(100, left))}%`;
  }

  // A press steps to the ply under it, and a drag keeps stepping.
  let dragging = false;
  element.addEventListener('pointerdown', (event) => {
    const ply = plyAt(event.clientX);
    if (ply === null || event.target.closest('a')) return;
    dragging = true;
    element.setPointerCapture?.(event.pointerId);
    controller.step(ply);
    explain(ply);
  });
  element.addEventListener('pointermove', (event) => {
    const ply = plyAt(event.clientX);
    explain(ply);
    if (dragging && ply !== null && ply !== controller.state?.snapshot.ply) controller.step(ply);
  });
  const release = () => {
    dragging = false;
  };
  element.addEventListener('pointerup', release);
  element.addEventListener('pointercancel', release);
  element.addEventListener('pointerleave', () => {
    if (!dragging) tip.hidden = true;
  });

  function draw() {
    const report = review.current?.report;
    const shown = controller.state;
    wrapper.hidden = !report || !shown?.settings.review;
    if (!report || !shown) return;
    width = Math.round(element.clientWidth) || HIDDEN_WIDTH;
    element.setAttribute('viewBox', `0 0 ${width} ${HEIGHT}`);
    const values = report.plies.map((ply) => ply.value);
    element.dataset.values = JSON.stringify(values);
    element.dataset.exact = JSON.stringify(report.plies.map((ply) => ply.exact));
    const reach = reachOf(values);
    element.dataset.reach = String(reach);
    const last = Math.max(1, values.length - 1);
    const x = (ply) => PAD.left + (ply / last) * (width - PAD.left - PAD.right);
    const y = (value) => PAD.top + ((reach - Math.max(-reach, Math.min(reach, value))) / (2 * reach)) * (HEIGHT - PAD.top - PAD.bottom);
    geometry = { plies: values.length, x };
    const known = report.plies.filter((ply) => ply.value !== null);
    const line = known.map((ply) => `${x(ply.ply).toFixed(1)},${y(ply.value).toFixed(1)}`).join(' ');
    const axis = [-reach, -reach / 2, 0, reach / 2, reach].map((value) =>
      svg('g', {},
        svg('line', { x1: PAD.left, x2: width - PAD.right, y1: y(value), y2: y(value), class: value === 0 ? 'eval-zero' : 'eval-grid' }),
        svg('text', { x: PAD.left - 4, y: y(value) + 4, class: 'eval-axis', 'text-anchor': 'end' }, value > 0 ? `+${value}` : String(value))));
    const point = (ply) => {
      const [cx, cy] = [x(ply.ply), y(ply.value)];
      const kind = kindOf(ply);
      return kind === 'book'
        ? svg('path', { d: `M${cx},${cy - 4.5} l4.5,4.5 l-4.5,4.5 l-4.5,-4.5 z`, class: 'eval-book', 'data-ply': ply.ply })
        : svg('circle', { cx, cy, r: 3.4, class: kind === 'exact' ? 'eval-exact' : 'eval-estimate', 'data-ply': ply.ply });
    };
    const marks = report.stoners.map((mark) =>
      svg('a', { href: formatHash({ page: 'stoner', moves: mark.moves, at: mark.at }), class: `eval-stoner eval-stoner-${mark.mark}`, 'data-ply': mark.ply },
        svg('path', { d: `M${x(mark.ply) - 5},2 h10 l-5,9 z` }),
        svg('title', {}, t(mark.mark === 'set' ? 'Stoner set at move {ply}: {shape} {orientation}, corner in {distance} plies' : 'Stoner available ({square}) at move {ply}: {shape} {orientation}, corner in {distance} plies', mark))));
    const step = values.length > 40 ? 10 : 5;
    const ticks = values.map((_, ply) => ply).filter((ply) => ply % step === 0 && ply > 0).map((ply) =>
      svg('text', { x: x(ply), y: HEIGHT - 6, class: 'eval-axis', 'text-anchor': 'middle' }, String(ply)));
    const at = shown.snapshot.ply;
    element.replaceChildren(
      svg('text', { x: PAD.left + 4, y: PAD.top - 5, class: 'eval-axis' }, t('black ahead (discs)')),
      svg('text', { x: PAD.left + 4, y: HEIGHT - PAD.bottom - 4, class: 'eval-axis' }, t('white ahead')),
      ...axis,
      ...ticks,
      svg('line', { x1: x(at), x2: x(at), y1: PAD.top, y2: HEIGHT - PAD.bottom, class: 'eval-now', 'data-ply': at }),
      svg('polyline', { points: line, class: 'eval-line' }),
      ...known.map(point),
      ...marks);
  }

  controller.subscribe(draw);
  review.subscribe(draw);
  // A new width (a turned phone, a resized window) redraws at the new size.
  new ResizeObserver(() => {
    if (element.clientWidth && Math.round(element.clientWidth) !== width) draw();
  }).observe(element);
  return wrapper;
}
