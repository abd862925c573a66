// One polite live region for the whole app: moves played and results are
// announced to screen readers from here, so every page speaks the same way.
let region = null;

/** Says `words` to screen readers (politely: after what they are reading). */
export function announce(words) {
  if (!words) return;
  if (!region) {
    region = document.createElement('p');
    region.id = 'announcer';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  // A repeated sentence must still be read: clear, then write on the next frame.
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = words;
  });
}
