// How the arena writes its shares: percentages, and the likely range of a
// win rate (its 95% interval) as `66.5–69.1%`.

export const percent = (rate, digits = 1) => `${(100 * rate).toFixed(digits)}%`;
export const interval = ({ low, high }) => `${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}%`;
