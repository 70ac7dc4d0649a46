import localFont from 'next/font/local'

/**
 * Inter, self-hosted: the site's own cut of the variable Latin file from @fontsource-variable/inter
 * (scripts/fonts/inter-subset.ts: the characters the site draws with a safe margin, weights
 * 400–700, the features browsers use), about half the bytes of the whole file, so the text that
 * paints first never waits on more. next/font preloads it and sizes a fallback (Arial) to its
 * metrics, so swapping fonts never shifts the layout.
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Arial',
  variable: '--font-inter',
})
