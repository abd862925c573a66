// What the board says of stoners: the selected match's trigger square and
// the corners of its edge; and, on a board of another size, that the trap
// is an 8x8 idea.
import { spotOf } from '../../ui/board-view.js';
import { t } from '../../ui/lang.js';

const TRIGGER_TINT = 'rgba(228, 87, 46, 0.45)';
const CORNER_TINT = 'rgba(255, 214, 10, 0.35)';

/** Labels and tints for the board (othelloBoard's `decorate`) of `match`, if any. */
export function markMatch(match) {
  if (!match) return {};
  return {
    highlights: [
      { ...spotOf(match.trigger), color: TRIGGER_TINT },
      ...[match.near_corner, match.far_corner].map((corner) => ({ ...spotOf(corner), color: CORNER_TINT })),
    ],
    labels: [{ ...spotOf(match.trigger), text: 'T' }],
  };
}

/** The words for a board that is not 8x8 ('' for one that is). */
export function eightByEightOnly(snapshot) {
  if (snapshot.size === 8) return '';
  const size = `${snapshot.size}x${snapshot.size}`;
  return t('The stoner trap is an 8x8 idea: its shapes need the edges, X-squares and corners of the 8x8 board, so this {size} board has none to check. The Board page plays {size} games.', { size });
}
