// How the arena writes its shares: percentages, 95% intervals in points.

export const percent = (rate, digits = 1) => `${(100 * rate).toFixed(digits)}%`;
export const interval = ({ low, high }) => `[${(100 * low).toFixed(1)}, ${(100 * high).toFixed(1)}]`;
