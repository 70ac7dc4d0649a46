import localFont from 'next/font/local'

/**
 * Inter, our subset; `optional`, since a late swap re-wrapped text and shifted the layout. Not
 * preloaded: the page's head asks for it only where it can be at hand (web-font-choice.ts), and
 * `variable` is the property that script reads (WEB_FONT_PROPERTY).
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Arial',
  variable: '--font-inter',
  preload: false,
})
