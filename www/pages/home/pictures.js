// The home page's small board pictures, as plain data for the shared
// renderers: literal positions, so the home page draws without the engine.
// Board strings are a1 first, row by row (`X` black, `O` white).
import { spotOf } from '../../ui/board-view.js';
import { LEGAL_TINT } from '../mobility/legal-tint.js';

const START_8 = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;
const START_6 = `${'-'.repeat(14)}OX----XO${'-'.repeat(14)}`;
const REVIEW = '------------------XO-O----XXOO----OOOX-----OXX-----XO-----------';
const PUZZLE = '--OOOX----OOX----XXXOOO--XXOOOOXXXOXXOOXOOOOXOOXO-XXOX-X--XXXXX-';
const WHITE_33 = '------X--XX-X-X--XOOXOX--XOOXO-----OXXX---XXOO---XXOXXX---O-----';
const squares = (names) => names.split(' ').map(spotOf);

export const PICTURES = {
  // The start, black to move, with black's four moves.
  play: { size: 8, discs: START_8, legal: squares('d3 c4 f5 e6') },
  // The game f5d6c3d3c4f4f6f3e6e7d7c5 after white's c5.
  review: { size: 8, discs: REVIEW, last: spotOf('c5') },
  // The stoner example of the stoner page after 13 moves: white has just taken the X-square b7.
  stoner: { size: 8, discs: '---------------------------OX------XX----OXXOX---XXO-O----X-OOO-', last: spotOf('b7') },
  small: { size: 6, discs: START_6, legal: squares('c2 b3 e4 d5') },
  // The second built-in puzzle (white to move, 17 empty squares), its empty squares tinted: which one wins?
  puzzles: { size: 8, discs: PUZZLE, highlights: [...PUZZLE].flatMap((letter, index) => (letter === '-' ? [{ col: index % 8, row: Math.floor(index / 8), color: 'rgba(255, 255, 255, 0.22)' }] : [])) },
  // The gallery's 33 legal moves for white, reached in a game: every one of its 33 empty squares is a move, tinted as the page tints them.
  mobility: { size: 8, discs: WHITE_33, highlights: [...WHITE_33].flatMap((letter, index) => (letter === '-' ? [{ col: index % 8, row: Math.floor(index / 8), color: LEGAL_TINT }] : [])) },
  arena: { size: 8, discs: '------------------XXX-----XXOO----OXOO-----OOO------------------', last: spotOf('d6') },
  // The review's position with values on black's moves, as the hints show them.
  board: { size: 8, discs: REVIEW, labels: [{ ...spotOf('c6'), text: '+4' }, { ...spotOf('e3'), text: '-2' }, { ...spotOf('b5'), text: '+1' }] },
};
