// The small helpers every page's sentences share.
import { h } from './dom.js';
import { term } from './glossary.js';
import { t, tParts } from './lang.js';

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

/**
 * A value in discs as a board label, and as any list beside the board writes
 * it, so that the two always agree: rounded to whole discs (halves away from
 * zero, alike for both sides), signed with a real minus, at most three
 * characters (`+10`, `−3`, `0`).
 */
export function boardValue(value) {
  const whole = Math.min(99, Math.round(Math.abs(value)));
  return whole === 0 ? '0' : `${value > 0 ? '+' : '−'}${whole}`;
}

/**
 * Where a value comes from, in a few words with their glossary terms, one
 * source each: `exact` (solved to the end), `opening book` (looked up; the
 * depth its moves were searched to when the book was made is in the
 * tooltip), or `estimate, 9 plies ahead` (a search that deep). `{ exact,
 * source, depth }` as the engine reports a value.
 */
export function sourceWords({ exact, source, depth }) {
  if (exact) return [term('exact')];
  if (source === 'book') return [h('span', { title: t('Its moves were searched {depth} plies deep when the book was made.', { depth }) }, term('opening book'))];
  return tParts('{estimate}, {depth} {plies} ahead', { estimate: term('estimate'), depth, plies: term('ply', t('plies')) });
}
