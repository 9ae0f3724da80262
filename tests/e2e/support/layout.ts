/** A box on the page, as Playwright's `boundingBox()` gives it. */
export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a box lies wholly inside another (half a pixel of rounding allowed). */
export const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
