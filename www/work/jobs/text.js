// The engine's text parameters take strings only: its generated glue reads
// any other value as memory and traps. A job's message is checked here
// first, so a wrong one is named instead of ending the worker.

/** `value` if it is text (or, with `optional`, null or undefined, given as null); else an error naming `name`. */
export function text(value, name, { optional = false } = {}) {
  if (typeof value === 'string') return value;
  if (optional && (value === null || value === undefined)) return null;
  throw new Error(`${name}: ${JSON.stringify(value) ?? String(value)} is not text`);
}
