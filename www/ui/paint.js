// Painting shared by the canvas renderers.

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
