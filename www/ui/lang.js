// The words the pages speak. Every visible English sentence in the code
// goes through `t`, written in English with `{name}` for the parts that
// vary, so that a second language is one table of the same sentences.
//
// The language is the address's `lang` (en or ja), else the browser's first
// language we speak, else English. Only a Japanese visit loads the Japanese
// table (www/i18n/ja.js): the await below holds every module that imports
// this one until it has arrived, so their module-level sentences are already
// translated, and an English visit downloads nothing more.

/** The languages the pages speak, in the order the header's switch lists them. */
export const LANGUAGES = ['en', 'ja'];

const asked = new URLSearchParams(location.hash.replace(/^#/, '')).get('lang');
/** Whether the address names the language (the shell keeps it there while pages change). */
export const LANG_IN_ADDRESS = LANGUAGES.includes(asked);
/** The language shown: `en` or `ja`. */
export const LANG = LANG_IN_ADDRESS
  ? asked
  : (navigator.languages ?? [navigator.language]).map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => LANGUAGES.includes(code)) ?? 'en';

const { SENTENCES = {}, ENGINE = [] } = LANG === 'ja' ? await import('../i18n/ja.js') : {};
document.documentElement.lang = LANG;

const fill = (text, values) => text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

/** `english` (or its translation) with each `{name}` replaced by `values[name]`. */
export function t(english, values = {}) {
  return fill(SENTENCES[english] ?? english, values);
}

/**
 * `english` translated, as a list of parts for an element's children: each
 * `{name}` becomes `values[name]` as it is (an element such as a glossary
 * term stays an element), wherever the language puts it.
 */
export function tParts(english, values) {
  return (SENTENCES[english] ?? english).split(/\{(\w+)\}/).map((part, index) => (index % 2 ? values[part] ?? `{${part}}` : part)).filter((part) => part !== '');
}

/**
 * A message of the engine's (its errors, its words for a position) in the
 * language shown: the engine writes English; the table rewrites the common
 * sentences by their pattern, and leaves any other as it is.
 */
export function engineText(message) {
  return ENGINE.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), message ?? '');
}
