import localFont from 'next/font/local'

/**
 * Inter, our subset (scripts/fonts/inter-subset.ts). `optional`: a late swap re-wrapped text and
 * shifted the layout on slow phones, so a font that has not arrived waits for the next page.
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Arial',
  variable: '--font-inter',
})
