/** Cubic Bézier curves (x1, y1, x2, y2), as --ease-<name>. */
export const ease = {
  out: [0.25, 0, 0.35, 1],
} as const
