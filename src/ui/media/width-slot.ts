/**
 * Where a rendition's width goes in an image URL template (see SrcSetImg). In a module of its
 * own: a value exported from a 'use client' module is a client reference on the server.
 */
export const WIDTH_SLOT = '{width}'

/**
 * An <img>'s `src` (the widest rendition) and `srcSet` from the URL of each width; one width is
 * the src alone, since the browser has nothing to choose.
 */
export function renditionAttributes(url: (width: number) => string, widths: readonly number[]) {
  return {
    src: url(widths.at(-1)!),
    srcSet:
      widths.length > 1 ? widths.map((width) => `${url(width)} ${width}w`).join(', ') : undefined,
  }
}
