import localFont from 'next/font/local'

/**
 * Inter, self-hosted: the site's own cut of the variable Latin file from @fontsource-variable/inter
 * (scripts/fonts/inter-subset.ts: the characters the site draws with a safe margin, weights
 * 400–700, the features browsers use), about half the bytes of the whole file, so the text that
 * paints first never waits on more. next/font preloads it and sizes a fallback (Arial) to its
 * metrics. `optional`: the text paints at once, in Inter when it has arrived by then (a preloaded
 * file usually has, and every later page has it cached), else in the fallback for the rest of that
 * page. Never swapped in late: on a slow phone the swap re-wrapped the opening paragraph and moved
 * what followed (a layout shift of 0.01 on `/` with throttling applied), since no fallback has
 * Inter's every width.
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: 'Arial',
  variable: '--font-inter',
})
