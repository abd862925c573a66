// A canvas renderer for Gobblet Gobblers that knows nothing of the rules: it
// draws plain data and reports what was clicked or dragged where. The page
// calls `set` with
//   { stacks, reserves, selected, targets, labels, last, line, toMove, names }
// where `stacks` holds the nine squares (a1, b1, c1, a2, …), each a list of
// pieces {size: 'S'|'M'|'L', player: 1|2} from bottom to top; `reserves` is
// [[small, medium, large] of player 1, the same of player 2]; `selected` is
// a hit (below) or null; `targets` the squares (0-8) the selection may go
// to; `labels` a list of {square, text, tone: 'win'|'loss'|'draw'} drawn on
// squares; `last` {from, to} (from null for a placement); `line` the squares
// of a winning line; `toMove` (1, 2 or null) and `names` ({1, 2}) label the
// reserves. A hit is {kind: 'square', square} or
// {kind: 'reserve', player, size}.

import { gobbletLayout } from './gobblet-layout.js';
import { paintScene } from './gobblet-paint.js';
import { backedContext, keepMeasures } from './paint.js';

export { ASPECT } from './gobblet-layout.js';

const sameHit = (a, b) =>
  !!a && !!b && a.kind === b.kind && (a.kind === 'square' ? a.square === b.square : a.player === b.player && a.size === b.size);

/** What is written beside the board, on the page's background, in the theme's colours (base.css). */
function inksOf(canvas) {
  const style = getComputedStyle(canvas);
  return { text: style.color, 1: style.getPropertyValue('--orange-ink'), 2: style.getPropertyValue('--blue-ink') };
}

export class GobbletView {
  /** `onHit(hit)` hears clicks; `onDrag(from, to)` a piece dragged from a hit to a square. */
  constructor(canvas, { onHit = () => {}, onDrag = () => {}, canDrag = () => false } = {}) {
    this.canvas = canvas;
    this.onHit = onHit;
    this.onDrag = onDrag;
    this.canDrag = canDrag;
    this.view = { stacks: Array.from({ length: 9 }, () => []), reserves: [[2, 2, 2], [2, 2, 2]], targets: [], labels: [], selected: null, last: null, line: [] };
    this.hover = null;
    this.drag = null;
    canvas.addEventListener('pointerdown', (event) => this.pointerDown(event));
    canvas.addEventListener('pointermove', (event) => this.pointerMove(event));
    canvas.addEventListener('pointerup', (event) => this.pointerUp(event));
    canvas.addEventListener('pointercancel', () => this.endDrag());
    canvas.addEventListener('pointerleave', () => this.setHover(null));
    keepMeasures(this);
  }

  set(view) {
    this.view = { targets: [], labels: [], selected: null, last: null, line: [], ...view };
    this.draw();
  }

  /** The geometry of the drawing at the canvas's width. */
  layout() {
    return gobbletLayout(this.width);
  }

  hitAt(x, y) {
    return this.layout().hitAt(x, y, this.view.reserves);
  }

  pointerDown(event) {
    const hit = this.hitAt(event.offsetX, event.offsetY);
    if (!hit) return;
    if (this.canDrag(hit)) {
      this.drag = { hit, x: event.offsetX, y: event.offsetY, startX: event.offsetX, startY: event.offsetY, moved: false, pointer: event.pointerId };
      this.canvas.setPointerCapture?.(event.pointerId);
    } else {
      this.onHit(hit);
    }
  }

  pointerMove(event) {
    const hit = this.hitAt(event.offsetX, event.offsetY);
    if (this.drag) {
      const far = Math.hypot(event.offsetX - this.drag.startX, event.offsetY - this.drag.startY) > 6;
      if (far && !this.drag.moved) {
        this.drag.moved = true;
        if (!sameHit(this.view.selected, this.drag.hit)) this.onHit(this.drag.hit);
      }
      this.drag.x = event.offsetX;
      this.drag.y = event.offsetY;
      this.hover = hit;
      this.draw();
      return;
    }
    this.setHover(hit);
  }

  pointerUp(event) {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    const hit = this.hitAt(event.offsetX, event.offsetY);
    if (drag.moved) {
      if (hit?.kind === 'square' && !sameHit(hit, drag.hit)) this.onDrag(drag.hit, hit.square);
      else this.draw();
    } else {
      this.onHit(drag.hit);
    }
  }

  endDrag() {
    this.drag = null;
    this.draw();
  }

  setHover(hit) {
    if (sameHit(hit, this.hover) || (!hit && !this.hover)) return;
    this.hover = hit;
    const target = hit?.kind === 'square' && this.view.targets.includes(hit.square);
    this.canvas.style.cursor = target || (hit && this.canDrag(hit)) ? 'pointer' : 'default';
    this.draw();
  }

  draw() {
    const { canvas } = this;
    const geometry = this.layout();
    const { width, height } = geometry;
    if (width === 0 || this.waiting) return;
    const context = backedContext(canvas, width, height);
    this.ink ??= inksOf(canvas);
    paintScene(context, geometry, { view: this.view, drag: this.drag, hover: this.hover, ink: this.ink });
  }
}

