// A match's shape and orientation in words a newcomer reads: the engine
// names the orientation by its three squares, `a8/b7/h8` (the near corner,
// its X-square, the far corner).
import { t } from '../../ui/lang.js';

/** "shape S31 at corner a8 (X-square b7, far corner h8)". */
export function matchWords(shape, orientation) {
  const [near, xSquare, far] = orientation.split('/');
  return t('shape {shape} at corner {near} (X-square {xSquare}, far corner {far})', { shape, near, xSquare, far });
}
