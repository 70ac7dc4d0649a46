import localFont from 'next/font/local'

/** Inter, our subset; `optional`, since a late swap re-wrapped text and shifted the layout. */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Arial',
  variable: '--font-inter',
})
