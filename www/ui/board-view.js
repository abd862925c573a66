// A canvas board renderer that knows nothing of the game: it draws what it is given as plain
// data and reports which square was clicked. Pages own the state; they call `set` with
//   { size, discs, legal, last, labels, highlights, coordinates }
// where `discs` is one letter per square row by row (`X` black, `O` white, anything else empty),
// `legal` and `last` are squares {col, row} (0-based, row 0 at the top), `labels` is a list of
// {col, row, text, style} drawn on the squares (at most three characters: see boardValue in words.js;
// `style` `exact` bold, `book` italic, `search` plain, none semi-bold)
// and `highlights` a list of {col, row, color, ring} tinting them (and framing them in `ring`, if given); `coordinates` (true unless false)
// writes the letters and numbers round the board. A board made `flippable` follows the app's
// flip switch (seen from white: turned half a turn); one made `keyboard` focusable has a cursor
// moved with the arrows and Enter or Space reports the square as a click would.
import { flipAnimation, flipped } from './flip.js';
import { COLORS, LABEL_FACES } from './board-colors.js';
import { backedContext, boardGround, keepMeasures, shadedDisc, snap } from './paint.js';

/** The {col, row} of a square named as the engine names it (`e6`). */
export const spotOf = (name) => ({ col: name.charCodeAt(0) - 97, row: Number(name.slice(1)) - 1 });

/** The least margin (CSS pixels) that holds the coordinates: a small board's letters and numbers stay whole and off its rim. */
export const COORDINATE_MARGIN = 18;

export class BoardView {
  /**
   * `onSquare({col, row})` is called when a square is clicked; `width` (CSS
   * pixels) sizes a canvas that is not laid out (a picture to save).
   */
  constructor(canvas, { onSquare = () => {}, onCursor = () => {}, flippable = false, keyboard = false, width = null } = {}) {
    this.canvas = canvas;
    this.onSquare = onSquare;
    this.onCursor = onCursor;
    this.flippable = flippable;
    this.view = { size: 8, discs: '', legal: [], last: null, labels: [], highlights: [] };
    this.hover = null;
    this.cursor = null;
    canvas.addEventListener('click', (event) => {
      const square = this.squareAt(event);
      if (square) this.onSquare(square);
    });
    canvas.addEventListener('mousemove', (event) => this.setHover(this.squareAt(event)));
    canvas.addEventListener('mouseleave', () => this.setHover(null));
    if (keyboard) this.listenToKeys();
    // A picture to save is not laid out: its width is given, not observed.
    if (width) Object.assign(this, { width, ink: null });
    else keepMeasures(this);
    matchMedia(`(resolution: ${devicePixelRatio}dppx)`).addEventListener('change', () => this.draw());
    if (flippable) {
      window.addEventListener('flipchange', () => {
        this.draw();
        flipAnimation(canvas);
      });
    }
  }

  /** Focusable, with a cursor: arrows move it (on screen, so flipped too), Enter or Space plays there. */
  listenToKeys() {
    const { canvas } = this;
    canvas.tabIndex = 0;
    // A click does not take focus: the arrows keep stepping through the game for mouse and touch users.
    canvas.addEventListener('mousedown', (event) => event.preventDefault());
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    canvas.addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const { size } = this.view;
      const start = this.cursor ?? this.view.legal[0] ?? { col: 0, row: 0 };
      if (event.key in moves) {
        const sign = this.isFlipped() ? -1 : 1;
        const [dx, dy] = moves[event.key].map((step) => step * sign);
        const clamp = (value) => Math.min(size - 1, Math.max(0, value));
        this.setCursor(this.cursor ? { col: clamp(start.col + dx), row: clamp(start.row + dy) } : start);
      } else if (event.key === 'Enter' || event.key === ' ') {
        if (this.cursor) this.onSquare(this.cursor);
        else this.setCursor(start);
      } else {
        return;
      }
      // The arrows belong to the cursor while the board has focus, not to stepping.
      event.preventDefault();
      event.stopPropagation();
    });
    canvas.addEventListener('focus', () => this.draw());
    canvas.addEventListener('blur', () => this.draw());
  }

  setCursor(square) {
    this.cursor = square;
    this.draw();
    this.onCursor(square);
  }

  isFlipped() {
    return this.flippable && flipped();
  }

  /** The top left corner of square {col, row} on the canvas: turned half a turn when flipped. */
  corner(col, row, margin, cell) {
    const last = this.view.size - 1;
    const [x, y] = this.isFlipped() ? [last - col, last - row] : [col, row];
    return { x: margin + x * cell, y: margin + y * cell };
  }

  set(view) {
    this.view = { labels: [], highlights: [], legal: [], last: null, coordinates: true, ...view };
    if (this.cursor && (this.cursor.col >= this.view.size || this.cursor.row >= this.view.size)) this.cursor = null;
    this.draw();
  }

  /** The board's geometry in CSS pixels: the top and left margin holding
   *  the coordinates (5% of the width, at least COORDINATE_MARGIN; the right
   *  and bottom ones are a third of it; without coordinates all four are the
   *  felt's rim), cell size. */
  layout() {
    const { width } = this;
    const margin = this.view.coordinates ? Math.max(COORDINATE_MARGIN, Math.round(width * 0.05)) : 4;
    const far = this.view.coordinates ? Math.round(margin / 3) : margin;
    const cell = (width - margin - far) / this.view.size;
    return { width, margin, cell };
  }

  squareAt(event) {
    const { margin, cell } = this.layout();
    const col = Math.floor((event.offsetX - margin) / cell);
    const row = Math.floor((event.offsetY - margin) / cell);
    const { size } = this.view;
    if (col < 0 || row < 0 || col >= size || row >= size) return null;
    return this.isFlipped() ? { col: size - 1 - col, row: size - 1 - row } : { col, row };
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
    if (width === 0 || this.waiting) return;
    const context = backedContext(canvas, width, width);
    this.drawFelt(context, margin, cell);
    if (this.view.coordinates) this.drawCoordinates(context, margin, cell);
    this.drawHighlights(context, margin, cell);
    this.drawDiscs(context, margin, cell);
    this.drawLegal(context, margin, cell);
    this.drawLast(context, margin, cell);
    this.drawLabels(context, margin, cell);
    this.drawCursor(context, margin, cell);
  }

  drawFelt(context, margin, cell) {
    const { size } = this.view;
    const side = cell * size;
    boardGround(context, { x: margin - 3, y: margin - 3, side: side + 6, radius: 6, fill: COLORS.felt, edge: COLORS.feltEdge });
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
    // The page's ink colour (CSS), so the letters read on light and dark pages.
    this.ink ??= getComputedStyle(this.canvas).color;
    context.fillStyle = this.ink;
    context.font = `${Math.max(10, Math.round(margin * 0.55))}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'alphabetic';
    // The strip outside the felt's rim (drawn from margin - 4): each letter's and number's
    // ink is centred in it by its measured extent, so none is cut by the canvas's edge or
    // touches the board, whatever the font.
    const band = margin - 4;
    const centred = (text) => {
      const ink = context.measureText(text);
      return (ink.actualBoundingBoxAscent - ink.actualBoundingBoxDescent) / 2;
    };
    const letters = centred('abcdefgh'.slice(0, size));
    const numbers = centred('12345678');
    for (let i = 0; i < size; i += 1) {
      const { x, y } = this.corner(i, i, margin, cell);
      context.fillText(String.fromCharCode(97 + i), x + cell / 2, band / 2 + letters);
      context.fillText(String(i + 1), band / 2, y + cell / 2 + numbers);
    }
  }

  drawHighlights(context, margin, cell) {
    for (const { col, row, color, ring } of this.view.highlights) {
      const { x, y } = this.corner(col, row, margin, cell);
      context.fillStyle = color;
      context.fillRect(x + 1, y + 1, cell - 1, cell - 1);
      if (!ring) continue;
      const width = Math.max(2, cell * 0.08);
      context.strokeStyle = ring;
      context.lineWidth = width;
      context.strokeRect(x + width / 2 + 1, y + width / 2 + 1, cell - width - 2, cell - width - 2);
    }
  }

  drawDiscs(context, margin, cell) {
    const { size, discs } = this.view;
    const radius = cell * 0.4;
    for (let index = 0; index < size * size; index += 1) {
      const letter = discs[index];
      if (letter !== 'X' && letter !== 'O') continue;
      const corner = this.corner(index % size, Math.floor(index / size), margin, cell);
      const [x, y] = [corner.x + cell / 2, corner.y + cell / 2];
      const [light, dark] = letter === 'X' ? COLORS.black : COLORS.white;
      shadedDisc(context, x, y, radius, light, dark, { blur: cell * 0.08, offsetY: cell * 0.03 });
      context.strokeStyle = letter === 'X' ? COLORS.rimBlack : COLORS.rimWhite;
      context.lineWidth = 1;
      context.stroke();
    }
  }

  drawLegal(context, margin, cell) {
    context.strokeStyle = COLORS.legal;
    context.fillStyle = COLORS.legal;
    context.lineWidth = Math.max(2, cell * 0.06);
    for (const square of this.view.legal) {
      const hovered = this.hover && this.hover.col === square.col && this.hover.row === square.row;
      const { x, y } = this.corner(square.col, square.row, margin, cell);
      context.beginPath();
      context.arc(x + cell / 2, y + cell / 2, cell * 0.16, 0, Math.PI * 2);
      if (hovered) context.fill();
      else context.stroke();
    }
  }

  drawLast(context, margin, cell) {
    const { last } = this.view;
    if (!last) return;
    // A frame round the square and a dot on the disc: seen at a glance.
    const { x, y } = this.corner(last.col, last.row, margin, cell);
    const width = Math.max(2, cell * 0.07);
    context.strokeStyle = COLORS.last;
    context.lineWidth = width;
    context.strokeRect(x + width / 2 + 1, y + width / 2 + 1, cell - width - 2, cell - width - 2);
    context.fillStyle = COLORS.last;
    context.beginPath();
    context.arc(x + cell / 2, y + cell / 2, cell * 0.1, 0, Math.PI * 2);
    context.fill();
  }

  drawCursor(context, margin, cell) {
    if (!this.cursor || document.activeElement !== this.canvas) return;
    const { x, y } = this.corner(this.cursor.col, this.cursor.row, margin, cell);
    context.strokeStyle = COLORS.cursor;
    context.lineWidth = Math.max(3, cell * 0.09);
    context.setLineDash([cell * 0.2, cell * 0.1]);
    context.strokeRect(x + 2, y + 2, cell - 4, cell - 4);
    context.setLineDash([]);
  }

  drawLabels(context, margin, cell) {
    const { size, discs } = this.view;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (const { col, row, text, style } of this.view.labels) {
      const letter = discs[row * size + col];
      const { x, y } = this.corner(col, row, margin, cell);
      const face = LABEL_FACES[style] ?? '600';
      // Sized to the square: never wider than 84% of it, so neighbours never touch.
      let font = Math.round(cell * 0.36);
      context.font = `${face} ${font}px system-ui, sans-serif`;
      const wide = context.measureText(String(text)).width;
      if (wide > cell * 0.84) font = Math.floor((font * cell * 0.84) / wide);
      context.font = `${face} ${font}px system-ui, sans-serif`;
      context.fillStyle = letter === 'X' ? '#ffffff' : letter === 'O' ? '#111111' : COLORS.labelOnEmpty;
      context.fillText(String(text), x + cell / 2, y + cell / 2);
    }
  }
}
