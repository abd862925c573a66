// Painting shared by the canvas renderers.

/**
 * The 2D context of `canvas`, backed by device pixels so lines and discs
 * stay crisp, scaled so drawing is in CSS pixels, and cleared.
 */
export function backedContext(canvas, width, height) {
  const ratio = window.devicePixelRatio || 1;
  const [pixelsX, pixelsY] = [Math.round(width * ratio), Math.round(height * ratio)];
  if (canvas.width !== pixelsX || canvas.height !== pixelsY) {
    canvas.width = pixelsX;
    canvas.height = pixelsY;
  }
  const context = canvas.getContext('2d');
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  return context;
}

/**
 * A disc lit from the top left: a radial gradient from `light` to `dark`,
 * with a soft drop shadow of `shadow` = {blur, offsetY} unless it is null.
 * The disc's circle stays the current path, for a rim stroke.
 */
export function shadedDisc(context, x, y, radius, light, dark, shadow) {
  context.save();
  if (shadow) {
    context.shadowColor = 'rgba(0, 0, 0, 0.35)';
    context.shadowBlur = shadow.blur;
    context.shadowOffsetY = shadow.offsetY;
  }
  const shade = context.createRadialGradient(x - radius * 0.35, y - radius * 0.4, radius * 0.1, x, y, radius);
  shade.addColorStop(0, light);
  shade.addColorStop(1, dark);
  context.fillStyle = shade;
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.fill();
  context.restore();
}

/** Puts a 1-pixel line on a pixel boundary's middle so it is not blurred. */
export const snap = (at) => Math.round(at) + 0.5;

/** A board's ground: a square with rounded corners, filled and edged. */
export function boardGround(context, { x, y, side, radius, fill, edge }) {
  context.fillStyle = fill;
  context.beginPath();
  context.roundRect(x, y, side, side, radius);
  context.fill();
  context.strokeStyle = edge;
  context.lineWidth = 2;
  context.stroke();
}

/**
 * Keeps `view.width` (its canvas's CSS width, from a ResizeObserver) and
 * clears `view.ink` on a theme change, redrawing `view` after each: read on
 * every draw, they would force a layout or a style pass every time. The
 * canvas is not drawn until it first comes near the
 * screen, and the first drawing then comes in tasks of its own: a page's
 * first frame lays out all of the page, and boards drawn in it (their
 * context, their first text) made it long enough to hold up a tap, while
 * boards further down need drawing only when scrolled to.
 */
export function keepMeasures(view) {
  view.width = 0;
  view.ink = null;
  // Until then `view.waiting` holds its drawing back; its width is kept all along, so a click finds its square.
  view.waiting = true;
  const update = () => {
    view.waiting = false;
    view.draw();
  };
  new ResizeObserver(([entry]) => {
    view.width = entry.contentRect.width;
    view.draw();
  }).observe(view.canvas);
  // (One call may bring several entries: the one before the page was shown, then the one after.)
  new IntersectionObserver((entries, observer) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    // Making the context and the first drawing are each a task of their own.
    setTimeout(() => {
      view.canvas.getContext('2d');
      setTimeout(update);
    });
  }, { rootMargin: '50%' }).observe(view.canvas);
  // A printed page shows every board, scrolled to or not.
  window.addEventListener('beforeprint', update);
  window.addEventListener('themechange', () => {
    view.ink = null;
    view.draw();
  });
}
