// A count's progress for the page: the engine reports every step (a perft
// subtree, an arena game), often thousands a second, and each message costs
// the worker and the page more than the step itself.

/** `progress(done, total)` at most once per `interval` ms: the first report, then the rest spaced out, and always the last one (done = total). */
export function throttled(progress, interval) {
  let last = -Infinity;
  return (done, total) => {
    const now = performance.now();
    if (done < total && now - last < interval) return;
    last = now;
    progress(done, total);
  };
}
