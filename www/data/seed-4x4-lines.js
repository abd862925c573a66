// The seed's three 4x4 lines (seeds/002: best play for both sides once the
// opening is chosen) and the values its diagrams print, for the side to
// move, raw scoring: ply -> square -> value. Transcribed in
// tests/data/seed_4x4_lines.txt, which the browser test holds this module to.
// The seed leaves out white's forced passes and draws no values where
// white must pass.
export const SEED_LINES = [
  {
    id: 'diagonal',
    name: 'Diagonal opening',
    moves: 'd3d4c4b4a1d2a4c1d1b1',
    seedResult: 'white wins by 8',
    printed: {
      1: { d2: -8, b4: -9, d4: 8 },
      2: { b1: -14, a2: -14, c4: -8 },
      3: { d2: 8, b4: 8 },
      4: { a1: -8, a2: -14, a3: -12, a4: -9 },
      5: { b1: 4, c1: -4, d1: -4, d2: 8 },
      6: { a4: -8 },
      7: { b1: -2, c1: 8, a2: -2, a3: 6 },
      8: { d1: -8 },
      9: { b1: 8, a2: 0, a3: -2 },
    },
  },
  {
    id: 'vertical',
    name: 'Vertical opening',
    moves: 'd3b4a2d2d4d1b1a4c4',
    seedResult: 'black wins by 9',
    printed: {
      2: { a1: 8, a2: 9, a3: 2, a4: 8 },
      3: { b1: -11, d1: -9, d2: -9 },
      4: { d1: -2, a3: 12, a4: -8, c4: -8, d4: 9 },
      5: { b1: -15, d1: -9 },
      6: { b1: 9, c1: -2, a3: -4, c4: -2 },
      7: { a3: 2, a4: 9, c4: 2 },
      8: { c4: 9 },
    },
  },
  {
    id: 'parallel',
    name: 'Parallel opening',
    moves: 'd3d2d1d4c4b4a1c1b1a3a2a4',
    seedResult: 'black wins by 8',
    printed: {
      2: { a1: -2, b1: -8, c1: -12, d1: 8 },
      3: { b4: -14, d4: -8 },
      4: { b1: -10, a2: -4, b4: 8, c4: 8 },
      5: { b4: -8 },
      6: { a1: 8, a2: -2, a3: 0, a4: 2 },
      7: { b1: -10, c1: -8 },
      8: { b1: 8, a3: 2, a4: 0 },
      9: { a3: 8, a4: 6 },
      10: { a2: -8 },
      11: { a4: 8 },
    },
  },
];
