// How the arena writes its numbers: counts with thousands separators,
// shares as percentages, 95% intervals in points.

export const count = (n) => n.toLocaleString('en');
export const percent = (rate, digits = 1) => `${(100 * rate).toFixed(digits)}%`;
export const interval = ({ low, high }) => `[${(100 * low).toFixed(1)}, ${(100 * high).toFixed(1)}]`;
