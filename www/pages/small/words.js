// How the small-boards page words values: signed numbers with a true minus,
// outcomes for a side, disc counts.

/** +8, −8 or 0. */
export const signed = (value) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');

export const discs = (count) => `${count} disc${count === 1 ? '' : 's'}`;

/** A value for `mover` (black or white) in words: "white wins by 8". */
export function outcomeWords(value, mover) {
  if (value === 0) return 'a draw';
  const other = mover === 'black' ? 'white' : 'black';
  return value > 0 ? `${mover} wins by ${value}` : `${other} wins by ${-value}`;
}
