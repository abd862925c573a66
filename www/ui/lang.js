// The words the pages speak. Every visible English sentence in the code
// goes through `t`, written in English with `{name}` for the parts that
// vary, so that a second language is one table of the same sentences.

/** `english` with each `{name}` replaced by `values[name]`. */
export function t(english, values = {}) {
  return english.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}
