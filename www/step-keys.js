// The step keys of a page that shows a game: ← and → one move, Home and
// End to either end, while the page is shown and no text field has focus.

/** Calls `step(ply)` for the step keys; `position()` gives `{ ply, plies }` or null. */
export function bindStepKeys(section, position, step) {
  document.addEventListener('keydown', (event) => {
    const shown = position();
    if (section.hidden || !shown || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    const target = {
      ArrowLeft: shown.ply - 1,
      ArrowRight: shown.ply + 1,
      Home: 0,
      End: shown.plies,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    step(target);
  });
}
