// The address: `#key=value&key=value`, as shared/spec/interfaces.md fixes it
// (`moves`, `ply`, `size`, `board` with spaces written `_`). Feature pages
// add their own keys, `page` names the page; unknown keys are kept.

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
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
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
