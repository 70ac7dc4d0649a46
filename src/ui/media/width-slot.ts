/** Where the width goes in a URL template; apart from SrcSetImg, whose exports are client refs. */
export const WIDTH_SLOT = '{width}'

/** An <img>'s `src` (the widest rendition) and `srcSet` (none for a single width). */
export function renditionAttributes(url: (width: number) => string, widths: readonly number[]) {
  return {
    src: url(widths.at(-1)!),
    srcSet:
      widths.length > 1 ? widths.map((width) => `${url(width)} ${width}w`).join(', ') : undefined,
  }
}
