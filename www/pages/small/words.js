// How the small-boards page words values: signed numbers with a true minus,
// outcomes for a side, disc counts.
import { t } from '../../ui/lang.js';
import { plural, sideName } from '../../ui/words.js';

/** +8, −8 or 0. */
export const signed = (value) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');

export const discs = (count) => plural(count, '{count} disc', '{count} discs');

/** A value for `mover` (black or white) in words: "white wins by 8". */
export function outcomeWords(value, mover) {
  if (value === 0) return t('a draw');
  const other = mover === 'black' ? 'white' : 'black';
  return t('{side} wins by {margin}', { side: sideName(value > 0 ? mover : other), margin: Math.abs(value) });
}
