// Where a Gobblet Gobblers drawing puts things, in CSS pixels: the 3x3
// board in the middle, each player's reserve beside it (three rows, large
// on top, two pieces a row), the coordinates (letters below the board, row
// numbers in a column of their own between the left reserve and the
// board's rim), and what a point hits.

export const SIZES = ['S', 'M', 'L'];
// Height over width of the drawing: reserves left and right of the board.
export const ASPECT = 0.6;

/** The board's rim round its squares (CSS pixels). */
export const RIM = 6;

/** The geometry of a drawing `width` pixels wide. */
export function gobbletLayout(width) {
  const height = width * ASPECT;
  // The margin above and below the board holds the letters: at least 22 px, so that on a phone they are
  // as big as the page's small print and clear of the rim.
  const pad = Math.max(height * 0.07, 22);
  const cell = (height - 2 * pad) / 3;
  const boardX = (width - 3 * cell) / 2;
  const boardY = pad;
  // The coordinates' type, and the column of the row numbers left of the rim.
  const font = Math.max(12, Math.round(pad * 0.5));
  const numbers = font + 6;
  const slot = Math.min(cell, (boardX - RIM - numbers - pad * 0.85) / 2);
  const reserveX = { 1: pad * 0.6, 2: width - pad * 0.6 - 2 * slot };
  return {
    width,
    height,
    pad,
    cell,
    boardX,
    boardY,
    slot,
    reserveX,
    font,
    /** The centre of the row numbers' column. */
    numbersX: boardX - RIM - numbers / 2,
    /** The middle of the strip below the board, for the letters and the players' names. */
    letterY: boardY + 3 * cell + RIM + (pad - RIM) / 2,
    squareCenter: (square) => ({ x: boardX + ((square % 3) + 0.5) * cell, y: boardY + (Math.floor(square / 3) + 0.5) * cell }),
    /** Centre of reserve slot `index` (0 or 1) of `size` for `player`. */
    slotCenter: (player, size, index) => ({
      x: reserveX[player] + (index + 0.5) * slot,
      y: boardY + (2 - SIZES.indexOf(size) + 0.5) * cell,
    }),
    /** What (x, y) hits: a square, a reserve holding pieces of a size (counts in `reserves`), or null. */
    hitAt(x, y, reserves) {
      const col = Math.floor((x - boardX) / cell);
      const row = Math.floor((y - boardY) / cell);
      if (col >= 0 && col < 3 && row >= 0 && row < 3) return { kind: 'square', square: row * 3 + col };
      for (const player of [1, 2]) {
        const inside = x >= reserveX[player] && x < reserveX[player] + 2 * slot;
        if (inside && row >= 0 && row < 3) {
          const size = SIZES[2 - row];
          if (reserves[player - 1][SIZES.indexOf(size)] > 0) return { kind: 'reserve', player, size };
        }
      }
      return null;
    },
  };
}
