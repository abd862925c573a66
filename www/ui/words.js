// The small helpers every page's sentences share.

export const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// One formatter for every count: toLocaleString builds one per call, which
// a chart of a hundred labels feels.
const GROUPED = new Intl.NumberFormat('en');

/** A count with thousands separators: 1,234,567. */
export const number = (value) => GROUPED.format(value);

/** "1 line", "2,001 lines". */
export const plural = (count, word) => `${number(count)} ${word}${count === 1 ? '' : 's'}`;

/** A value in discs as a board label: rounded, signed, at most three characters (`+10`, `-3`, `0`). */
export function boardValue(value) {
  const whole = Math.max(-99, Math.min(99, Math.round(value)));
  return whole > 0 ? `+${whole}` : String(whole);
}
