import localFont from 'next/font/local'

/**
 * Inter, self-hosted from npm (no request leaves the site). next/font preloads it and sizes a
 * fallback to the same metrics, so swapping fonts never shifts the layout.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
