// The address: `#key=value&key=value`, as shared/spec/interfaces.md fixes it
// (`moves`, `ply`, `size`, `board` with spaces written `_`). Feature pages
// add their own keys, `page` names the page. A page declares its own keys
// as a schema of settings, read and written here the same way for every
// page: a bad value is named in one message and left out of the address.

import { engineText, t } from '../ui/lang.js';
import { number } from '../ui/words.js';

/** The parameters of a location hash, as a plain object of strings. */
export function parseHash(hash) {
  const params = {};
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) {
    params[key] = key === 'board' ? value.replace(/_/g, ' ') : value;
  }
  return params;
}

// Keys in the order they appear in addresses; others follow alphabetically.
const ORDER = ['page', 'size', 'board', 'moves', 'ply'];

/** The hash for `params`; empty and undefined values are left out. */
export function formatHash(params) {
  const keys = Object.keys(params)
    .filter((key) => params[key] !== undefined && params[key] !== null && params[key] !== '')
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1)); // ASCII and distinct: no collator (slow to build)
  const parts = keys.map((key) => {
    const value = String(params[key]);
    const written = key === 'board' ? value.replace(/ /g, '_') : value;
    return `${encodeURIComponent(key)}=${encodeURIComponent(written)}`;
  });
  return parts.length ? `#${parts.join('&')}` : '';
}

function rank(key) {
  const at = ORDER.indexOf(key);
  return at < 0 ? ORDER.length : at;
}

// --- settings: a page's own keys ------------------------------------------
// A setting is { fallback, read(text) -> value (throws an Error whose
// message names the text and says what is wrong), write(value) -> text }.
// The address leaves a setting out when it holds its fallback.

const listed = (values) => values.slice(0, -1).join(', ') + (values.length > 1 ? t(' or ') : '') + values.at(-1);

/** One of `values` (strings); `what` names the kind in messages. */
export const choice = (values, fallback, what) => ({
  fallback,
  read(text) {
    if (!values.includes(text)) throw new Error(t("'{text}' is not {what} ({values})", { text, what, values: listed(values) }));
    return text;
  },
  write: String,
});

/** An on/off switch written `1` when on. */
export const flag = () => ({
  fallback: false,
  read(text) {
    if (text !== '1') throw new Error(t("'{text}' is not a switch (write 1, or leave it out)", { text }));
    return true;
  },
  write: (on) => (on ? '1' : undefined),
});

/** A whole number from `min` to `max`. */
export const integer = ({ min, max, fallback, what = t('a number') }) => ({
  fallback,
  read(text) {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      throw new Error(t("'{text}' is not {what} from {min} to {max}", { text, what, min: number(min), max: number(max) }));
    }
    return value;
  },
  write: String,
});

/** Any setting read by a function of the engine's (which throws on bad text). */
export const checked = (read, fallback) => ({ fallback, read, write: String });

/**
 * The values of `schema`'s settings in `params`: `{ values, problems }`,
 * a bad value replaced by its fallback and named in `problems`.
 */
export function readSettings(params, schema) {
  const values = {};
  const problems = [];
  for (const [key, setting] of Object.entries(schema)) {
    const text = params[key];
    values[key] = setting.fallback;
    if (text === undefined) continue;
    try {
      values[key] = setting.read(text);
    } catch (failure) {
      problems.push(`${key}: ${engineText(failure.message)}`);
    }
  }
  return { values, problems };
}

/** The address form of `values`: fallbacks left out. */
export function writeSettings(values, schema) {
  const params = {};
  for (const [key, setting] of Object.entries(schema)) {
    const value = values[key];
    params[key] = value === undefined || value === setting.fallback ? undefined : setting.write(value);
  }
  return params;
}
