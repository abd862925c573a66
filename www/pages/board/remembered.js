// The analysis switch as the user last left it, kept in localStorage for
// the next visit (a tiny module: the board page reads it before its
// panels load).

const KEY = 'boardlab.analysis';

/** Whether the user last left the analysis on. */
export function rememberedOn() {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers the user's choice for the next visit. */
export function remember(on) {
  try {
    localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // A browser that keeps nothing just forgets it.
  }
}
