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

import { shadedDisc } from './paint.js';

const COLORS = {
  table: '#f1ece1',
  board: '#d9b77e',
  boardEdge: '#a27c43',
  cell: '#e6c992',
  coordinates: '#6b5a3e',
  players: {
    1: { light: '#ffb46b', dark: '#d9621a', rim: '#9c3f08', name: 'orange' },
    2: { light: '#7fb6ee', dark: '#2463a8', rim: '#123f72', name: 'blue' },
  },
  selected: '#1d2421',
  target: 'rgba(29, 36, 33, 0.35)',
  targetHover: 'rgba(29, 36, 33, 0.6)',
  lastTo: 'rgba(255, 244, 170, 0.75)',
  lastFrom: 'rgba(255, 255, 255, 0.35)',
  line: 'rgba(190, 30, 45, 0.8)',
  tones: { win: '#17653a', loss: '#a3221b', draw: '#4b5560' },
};

// Radius of each size as a share of a cell.
const RADIUS = { S: 0.19, M: 0.29, L: 0.4 };
const SIZES = ['S', 'M', 'L'];
// Height over width of the drawing: reserves left and right of the board.
export const ASPECT = 0.6;

const sameHit = (a, b) =>
  !!a && !!b && a.kind === b.kind && (a.kind === 'square' ? a.square === b.square : a.player === b.player && a.size === b.size);

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
    new ResizeObserver(() => this.draw()).observe(canvas);
  }

  set(view) {
    this.view = { targets: [], labels: [], selected: null, last: null, line: [], ...view };
    this.draw();
  }

  /** Geometry in CSS pixels: the board's corner and cell, the reserves' slots. */
  layout() {
    const width = this.canvas.clientWidth;
    const height = width * ASPECT;
    const pad = height * 0.07;
    const cell = (height - 2 * pad) / 3;
    const boardX = (width - 3 * cell) / 2;
    const boardY = pad;
    // Each reserve: three rows (large on top), two pieces a row.
    const slot = Math.min(cell, (boardX - pad * 1.6) / 2);
    const reserveX = { 1: pad * 0.6, 2: width - pad * 0.6 - 2 * slot };
    return { width, height, pad, cell, boardX, boardY, slot, reserveX };
  }

  squareCenter(square) {
    const { cell, boardX, boardY } = this.layout();
    return { x: boardX + ((square % 3) + 0.5) * cell, y: boardY + (Math.floor(square / 3) + 0.5) * cell };
  }

  /** Centre of reserve slot `index` (0 or 1) of `size` for `player`. */
  slotCenter(player, size, index) {
    const { slot, reserveX, boardY, cell } = this.layout();
    const row = 2 - SIZES.indexOf(size);
    return { x: reserveX[player] + (index + 0.5) * slot, y: boardY + (row + 0.5) * cell };
  }

  hitAt(x, y) {
    const { cell, boardX, boardY, slot, reserveX } = this.layout();
    const col = Math.floor((x - boardX) / cell);
    const row = Math.floor((y - boardY) / cell);
    if (col >= 0 && col < 3 && row >= 0 && row < 3) return { kind: 'square', square: row * 3 + col };
    for (const player of [1, 2]) {
      const inside = x >= reserveX[player] && x < reserveX[player] + 2 * slot;
      if (inside && row >= 0 && row < 3) {
        const size = SIZES[2 - row];
        if (this.view.reserves[player - 1][SIZES.indexOf(size)] > 0) return { kind: 'reserve', player, size };
      }
    }
    return null;
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
    if (width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    const [pixelsX, pixelsY] = [Math.round(width * ratio), Math.round(height * ratio)];
    if (canvas.width !== pixelsX || canvas.height !== pixelsY) {
      canvas.width = pixelsX;
      canvas.height = pixelsY;
    }
    const context = canvas.getContext('2d');
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    this.drawBoard(context, geometry);
    this.drawReserves(context, geometry);
    this.drawStacks(context, geometry);
    this.drawLine(context, geometry);
    this.drawTargets(context, geometry);
    this.drawDragged(context, geometry);
  }

  drawBoard(context, { cell, boardX, boardY, pad }) {
    const side = 3 * cell;
    context.fillStyle = COLORS.board;
    context.beginPath();
    context.roundRect(boardX - 6, boardY - 6, side + 12, side + 12, 10);
    context.fill();
    context.strokeStyle = COLORS.boardEdge;
    context.lineWidth = 2;
    context.stroke();
    const { last } = this.view;
    for (let square = 0; square < 9; square += 1) {
      const x = boardX + (square % 3) * cell;
      const y = boardY + Math.floor(square / 3) * cell;
      context.fillStyle = COLORS.cell;
      context.beginPath();
      context.roundRect(x + 3, y + 3, cell - 6, cell - 6, 8);
      context.fill();
      const tint = last?.to === square ? COLORS.lastTo : last?.from === square ? COLORS.lastFrom : null;
      if (tint) {
        context.fillStyle = tint;
        context.fill();
      }
      if (last?.from === square) {
        context.save();
        context.setLineDash([6, 5]);
        context.strokeStyle = COLORS.boardEdge;
        context.lineWidth = 1.5;
        context.stroke();
        context.restore();
      }
    }
    context.fillStyle = COLORS.coordinates;
    context.font = `${Math.round(pad * 0.5)}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (let i = 0; i < 3; i += 1) {
      context.fillText('abc'[i], boardX + (i + 0.5) * cell, boardY + side + pad * 0.55);
      context.fillText(String(i + 1), boardX - pad * 0.55, boardY + (i + 0.5) * cell);
    }
  }

  drawReserves(context, { slot, cell, pad, reserveX, boardY }) {
    const { reserves, selected, toMove, names } = this.view;
    for (const player of [1, 2]) {
      // The side to move's reserve sits on a light tray.
      if (toMove === player) {
        context.fillStyle = 'rgba(217, 183, 126, 0.28)';
        context.beginPath();
        context.roundRect(reserveX[player] - pad * 0.25, boardY - pad * 0.25, 2 * slot + pad * 0.5, 3 * cell + pad * 0.5, 10);
        context.fill();
      }
      context.fillStyle = COLORS.players[player].rim;
      context.font = `600 ${Math.round(pad * 0.5)}px system-ui, sans-serif`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(names?.[player] ?? '', reserveX[player] + slot, boardY + 3 * cell + pad * 0.55);
      for (const size of SIZES) {
        const count = reserves[player - 1][SIZES.indexOf(size)];
        for (let index = 0; index < 2; index += 1) {
          const { x, y } = this.slotCenter(player, size, index);
          const scale = Math.min(slot, cell);
          if (index >= count) {
            // An empty slot: where the piece was.
            context.strokeStyle = 'rgba(107, 90, 62, 0.25)';
            context.lineWidth = 1.5;
            context.setLineDash([4, 4]);
            context.beginPath();
            context.arc(x, y, RADIUS[size] * scale, 0, Math.PI * 2);
            context.stroke();
            context.setLineDash([]);
            continue;
          }
          const dragged = this.drag?.moved && this.drag.hit.kind === 'reserve' && this.drag.hit.player === player && this.drag.hit.size === size;
          if (dragged && index === count - 1) continue;
          drawPiece(context, x, y, RADIUS[size] * scale, player);
          const isSelected = selected?.kind === 'reserve' && selected.player === player && selected.size === size && index === count - 1;
          if (isSelected) ring(context, x, y, RADIUS[size] * scale + 5, COLORS.selected);
        }
      }
    }
  }

  drawStacks(context, { cell }) {
    const { stacks, selected } = this.view;
    stacks.forEach((stack, square) => {
      if (!stack.length) return;
      const { x, y } = this.squareCenter(square);
      const top = stack[stack.length - 1];
      const dragged = this.drag?.moved && this.drag.hit.kind === 'square' && this.drag.hit.square === square;
      // What lies below the top: small pips along the cell's bottom edge.
      const below = dragged ? stack : stack.slice(0, -1);
      below.forEach((piece, index) => {
        const pip = cell * 0.06 * (1 + SIZES.indexOf(piece.size) * 0.35);
        const px = x - cell * 0.38 + index * cell * 0.15;
        drawPiece(context, px + pip, y + cell * 0.38, pip, piece.player, true);
      });
      if (dragged) {
        const next = stack[stack.length - 2];
        if (next) drawPiece(context, x, y, RADIUS[next.size] * cell, next.player);
        return;
      }
      drawPiece(context, x, y, RADIUS[top.size] * cell, top.player);
      if (selected?.kind === 'square' && selected.square === square) ring(context, x, y, RADIUS[top.size] * cell + 5, COLORS.selected);
    });
  }

  drawLine(context, { cell }) {
    const { line } = this.view;
    if (line.length < 3) return;
    const start = this.squareCenter(line[0]);
    const end = this.squareCenter(line[2]);
    context.save();
    context.strokeStyle = COLORS.line;
    context.lineWidth = cell * 0.07;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(start.x, start.y);
    context.lineTo(end.x, end.y);
    context.stroke();
    context.restore();
  }

  drawTargets(context, { cell }) {
    const labelled = new Map(this.view.labels.map((label) => [label.square, label]));
    for (const square of this.view.targets) {
      const { x, y } = this.squareCenter(square);
      const hovered = this.hover?.kind === 'square' && this.hover.square === square;
      const label = labelled.get(square);
      if (label) {
        const w = cell * 0.5;
        const h = cell * 0.26;
        context.fillStyle = COLORS.tones[label.tone] ?? COLORS.tones.draw;
        context.globalAlpha = hovered ? 1 : 0.88;
        context.beginPath();
        context.roundRect(x - w / 2, y - h / 2, w, h, h / 2);
        context.fill();
        context.globalAlpha = 1;
        context.fillStyle = '#ffffff';
        context.font = `600 ${Math.round(cell * 0.15)}px system-ui, sans-serif`;
        context.textAlign = 'center';
        context.textBaseline = 'middle';
        context.fillText(label.text, x, y + 1);
      } else {
        context.fillStyle = hovered ? COLORS.targetHover : COLORS.target;
        context.beginPath();
        context.arc(x, y, cell * (hovered ? 0.12 : 0.08), 0, Math.PI * 2);
        context.fill();
      }
    }
  }

  drawDragged(context, { cell, slot }) {
    if (!this.drag?.moved) return;
    const { hit } = this.drag;
    let piece;
    let scale = cell;
    if (hit.kind === 'square') piece = this.view.stacks[hit.square].at(-1);
    else {
      piece = { size: hit.size, player: hit.player };
      scale = Math.min(slot, cell);
    }
    if (!piece) return;
    context.globalAlpha = 0.85;
    drawPiece(context, this.drag.x, this.drag.y, RADIUS[piece.size] * Math.max(scale, cell * 0.9), piece.player);
    context.globalAlpha = 1;
  }
}

/** A piece seen from above: a shaded disc with a raised rim and a crown. */
function drawPiece(context, x, y, radius, player, flat = false) {
  const { light, dark, rim } = COLORS.players[player];
  shadedDisc(context, x, y, radius, light, dark, flat ? null : { blur: radius * 0.25, offsetY: radius * 0.08 });
  context.strokeStyle = rim;
  context.lineWidth = flat ? 1 : Math.max(1.2, radius * 0.06);
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.stroke();
  if (flat) return;
  // The inner ring: the top of the piece, so sizes read as nested cups.
  context.strokeStyle = 'rgba(255, 255, 255, 0.45)';
  context.lineWidth = Math.max(1, radius * 0.05);
  context.beginPath();
  context.arc(x, y, radius * 0.62, 0, Math.PI * 2);
  context.stroke();
}

function ring(context, x, y, radius, color) {
  context.strokeStyle = color;
  context.lineWidth = 3;
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.stroke();
}
