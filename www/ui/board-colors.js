// The board's palette and the typefaces of its values: one place for every
// page that draws on a board or marks a square in the board's colours.

export const COLORS = {
  felt: '#2f7a52',
  feltEdge: '#21573a',
  line: 'rgba(10, 40, 24, 0.55)',
  black: ['#4a4a4a', '#0c0c0c'],
  white: ['#ffffff', '#d4d4cc'],
  rimBlack: '#000000',
  rimWhite: '#9a9a92',
  // A light ring, 4.6:1 against the felt, unlike the dark star points.
  legal: '#f4f1e8',
  last: '#ff8a3d',
  cursor: '#ffd65c',
  labelOnEmpty: '#f4f1e8',
  // The best move's tint and frame wherever a page marks one: yellow, which the green felt
  // never is (a green tint vanished into it), framed so a disc on the square hides none of it.
  best: 'rgba(255, 214, 92, 0.6)',
  bestRing: '#ffd65c',
};

/** How a label's value was found, as its typeface: exact bold, the book's italic, an estimate plain. */
export const LABEL_FACES = { exact: '800', book: 'italic 600', search: '400' };
