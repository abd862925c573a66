// The small helpers every page's sentences share.
import { t } from './lang.js';

export const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A count (a whole number) with thousands separators: 1,234,567, as both
 *  English and Japanese write it. Not Intl.NumberFormat: building the first
 *  one costs about 20 ms of main thread here (80 on a phone), at every page's start. */
export const number = (value) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

/** "1 line", "2,001 lines": `one` or `many` (each with `{count}`) translated, with the count written. */
export const plural = (count, one, many, values = {}) => t(count === 1 ? one : many, { ...values, count: number(count) });

/** A side's name, `black` or `white` (as the engine writes it), in the language shown; `Black`, `White` with `capital`. */
export const sideName = (side, capital = false) =>
  side === 'black' ? (capital ? t('Black') : t('black')) : capital ? t('White') : t('white');

/** A value in discs with its sign: `+5.9`, `−3`, `0` (`decimals` places); never a negative zero (−0.04 is `0.0`). */
export function signedValue(value, decimals = 0) {
  const text = Math.abs(value).toFixed(decimals);
  if (Number(text) === 0) return text;
  return `${value > 0 ? '+' : '−'}${text}`;
}

/** A value in discs as a board label: rounded, signed, at most three characters (`+10`, `-3`, `0`). */
export function boardValue(value) {
  const whole = Math.max(-99, Math.min(99, Math.round(value)));
  return whole > 0 ? `+${whole}` : String(whole);
}
