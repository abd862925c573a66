// A canvas board renderer that knows nothing of the game: it draws what it
// is given as plain data and reports which square was clicked. Pages own
// the state; they call `set` with
//   { size, discs, legal, last, labels, highlights }
// where `discs` is one letter per square row by row (`X` black, `O` white,
// anything else empty), `legal` and `last` are squares {col, row} (0-based,
// row 0 at the top), `labels` is a list of {col, row, text} drawn on the
// squares and `highlights` a list of {col, row, color} tinting them.

import { backedContext, shadedDisc } from './paint.js';

/** The {col, row} of a square named as the engine names it (`e6`). */
export const spotOf = (name) => ({ col: name.charCodeAt(0) - 97, row: Number(name.slice(1)) - 1 });

const COLORS = {
  felt: '#2f7a52',
  feltEdge: '#21573a',
  line: 'rgba(10, 40, 24, 0.55)',
  coordinates: '#4f5d56',
  black: ['#4a4a4a', '#0c0c0c'],
  white: ['#ffffff', '#d4d4cc'],
  rimBlack: '#000000',
  rimWhite: '#9a9a92',
  legal: 'rgba(8, 30, 18, 0.42)',
  legalHover: 'rgba(8, 30, 18, 0.7)',
  last: '#e4572e',
  labelOnEmpty: '#f4f1e8',
};

export class BoardView {
  /**
   * `onSquare({col, row})` is called when a square is clicked; `coordinates`
   * draws the letters and digits around the board; `width` (CSS pixels)
   * sizes a canvas that is not laid out (a picture to save).
   */
  constructor(canvas, { onSquare = () => {}, coordinates = true, width = null } = {}) {
    this.canvas = canvas;
    this.onSquare = onSquare;
    this.coordinates = coordinates;
    this.width = width;
    this.view = { size: 8, discs: '', legal: [], last: null, labels: [], highlights: [] };
    this.hover = null;
    canvas.addEventListener('click', (event) => {
      const square = this.squareAt(event);
      if (square) this.onSquare(square);
    });
    canvas.addEventListener('mousemove', (event) => this.setHover(this.squareAt(event)));
    canvas.addEventListener('mouseleave', () => this.setHover(null));
    new ResizeObserver(() => this.draw()).observe(canvas);
    matchMedia(`(resolution: ${devicePixelRatio}dppx)`).addEventListener('change', () => this.draw());
  }

  set(view) {
    this.view = { labels: [], highlights: [], legal: [], last: null, ...view };
    this.draw();
  }

  /** The board's geometry in CSS pixels: the top and left margin holding
   *  the coordinates (the right and bottom ones are a third of it; without
   *  coordinates all four are the felt's rim), cell size. */
  layout() {
    const width = this.width ?? this.canvas.clientWidth;
    const margin = this.coordinates ? Math.round(width * 0.05) : 4;
    const far = this.coordinates ? Math.round(margin / 3) : margin;
    const cell = (width - margin - far) / this.view.size;
    return { width, margin, cell };
  }

  squareAt(event) {
    const { margin, cell } = this.layout();
    const col = Math.floor((event.offsetX - margin) / cell);
    const row = Math.floor((event.offsetY - margin) / cell);
    const { size } = this.view;
    return col >= 0 && row >= 0 && col < size && row < size ? { col, row } : null;
  }

  isLegal(square) {
    return square !== null && this.view.legal.some((spot) => spot.col === square.col && spot.row === square.row);
  }

  setHover(square) {
    const same = square && this.hover && square.col === this.hover.col && square.row === this.hover.row;
    if (same || (square === null && this.hover === null)) return;
    this.hover = square;
    this.canvas.style.cursor = this.isLegal(square) ? 'pointer' : 'default';
    this.draw();
  }

  draw() {
    const { canvas } = this;
    const { width, margin, cell } = this.layout();
    if (width === 0) return;
    const context = backedContext(canvas, width, width);
    this.drawFelt(context, margin, cell);
    if (this.coordinates) this.drawCoordinates(context, margin, cell);
    this.drawHighlights(context, margin, cell);
    this.drawDiscs(context, margin, cell);
    this.drawLegal(context, margin, cell);
    this.drawLast(context, margin, cell);
    this.drawLabels(context, margin, cell);
  }

  drawFelt(context, margin, cell) {
    const { size } = this.view;
    const side = cell * size;
    context.fillStyle = COLORS.felt;
    roundRect(context, margin - 3, margin - 3, side + 6, side + 6, 6);
    context.fill();
    context.strokeStyle = COLORS.feltEdge;
    context.lineWidth = 2;
    context.stroke();
    context.strokeStyle = COLORS.line;
    context.lineWidth = 1;
    context.beginPath();
    for (let i = 1; i < size; i += 1) {
      const at = snap(margin + i * cell);
      context.moveTo(at, margin);
      context.lineTo(at, margin + side);
      context.moveTo(margin, at);
      context.lineTo(margin + side, at);
    }
    context.stroke();
    // The four dots two lines in from each corner, as on real boards.
    if (size >= 6) {
      context.fillStyle = COLORS.line;
      for (const col of [2, size - 2]) {
        for (const row of [2, size - 2]) {
          context.beginPath();
          context.arc(margin + col * cell, margin + row * cell, Math.max(2, cell * 0.055), 0, Math.PI * 2);
          context.fill();
        }
      }
    }
  }

  drawCoordinates(context, margin, cell) {
    const { size } = this.view;
    context.fillStyle = COLORS.coordinates;
    context.font = `${Math.max(10, Math.round(margin * 0.55))}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (let i = 0; i < size; i += 1) {
      const center = margin + (i + 0.5) * cell;
      context.fillText(String.fromCharCode(97 + i), center, margin / 2 - 1);
      context.fillText(String(i + 1), margin / 2 - 1, center);
    }
  }

  drawHighlights(context, margin, cell) {
    for (const { col, row, color } of this.view.highlights) {
      context.fillStyle = color;
      context.fillRect(margin + col * cell + 1, margin + row * cell + 1, cell - 1, cell - 1);
    }
  }

  drawDiscs(context, margin, cell) {
    const { size, discs } = this.view;
    const radius = cell * 0.4;
    for (let index = 0; index < size * size; index += 1) {
      const letter = discs[index];
      if (letter !== 'X' && letter !== 'O') continue;
      const x = margin + ((index % size) + 0.5) * cell;
      const y = margin + (Math.floor(index / size) + 0.5) * cell;
      const [light, dark] = letter === 'X' ? COLORS.black : COLORS.white;
      shadedDisc(context, x, y, radius, light, dark, { blur: cell * 0.08, offsetY: cell * 0.03 });
      context.strokeStyle = letter === 'X' ? COLORS.rimBlack : COLORS.rimWhite;
      context.lineWidth = 1;
      context.stroke();
    }
  }

  drawLegal(context, margin, cell) {
    for (const square of this.view.legal) {
      const hovered = this.hover && this.hover.col === square.col && this.hover.row === square.row;
      context.fillStyle = hovered ? COLORS.legalHover : COLORS.legal;
      context.beginPath();
      const radius = cell * (hovered ? 0.16 : 0.11);
      context.arc(margin + (square.col + 0.5) * cell, margin + (square.row + 0.5) * cell, radius, 0, Math.PI * 2);
      context.fill();
    }
  }

  drawLast(context, margin, cell) {
    const { last } = this.view;
    if (!last) return;
    context.fillStyle = COLORS.last;
    context.beginPath();
    context.arc(margin + (last.col + 0.5) * cell, margin + (last.row + 0.5) * cell, cell * 0.08, 0, Math.PI * 2);
    context.fill();
  }

  drawLabels(context, margin, cell) {
    const { size, discs } = this.view;
    context.font = `600 ${Math.round(cell * 0.3)}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (const { col, row, text } of this.view.labels) {
      const letter = discs[row * size + col];
      context.fillStyle = letter === 'X' ? '#ffffff' : letter === 'O' ? '#111111' : COLORS.labelOnEmpty;
      context.fillText(String(text), margin + (col + 0.5) * cell, margin + (row + 0.5) * cell);
    }
  }
}

/** Puts a 1-pixel line on a pixel boundary's middle so it is not blurred. */
function snap(at) {
  return Math.round(at) + 0.5;
}

function roundRect(context, x, y, width, height, radius) {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
}
