// @ts-check
/**
 * Builds the service worker (public/sw.js) after `next build`: `serwist build` bundles
 * src/service-worker/sw.ts and injects the app shell to precache. The shell is what every page
 * loads first (read from the prerendered pages, as the build's first-load report does), the
 * styles, the fonts, the icons, and the offline page with its code; code that loads later is
 * kept when used.
 */
import { serwist } from '@serwist/next/config'
import { existsSync } from 'node:fs'
import { firstLoadOf } from './scripts/bundle/first-load.ts'
import { SITE_ROUTES } from './src/domain/routes.ts'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const offlinePage = `${distDir}/server/app/offline.html`

// The worker's fallback for pages it has not kept: without it offline visitors would get the
// browser's own error, so a build that did not prerender it must not ship a worker.
if (!existsSync(offlinePage))
  throw new Error(`${offlinePage} is missing: /offline must be prerendered`)

// The offline page hydrates too (its "Try again" button is a client component): its scripts
// are part of the shell, or offline it would fail on code it never had the chance to fetch.
const loads = await Promise.all(
  [...SITE_ROUTES, '/offline'].map((route) => firstLoadOf(distDir, route)),
)
/** The scripts modern browsers run on a first visit, as build paths (.next/static/...). */
const shellScripts = new Set(
  loads.flatMap((load) =>
    load.scripts
      .filter((script) => !script.noModule)
      .map((script) => script.src.replace('/_next/', `${distDir}/`)),
  ),
)

export default serwist({
  swSrc: 'src/service-worker/sw.ts',
  swDest: 'public/sw.js',
  // Pages are kept as they are visited, never all at once, and never stale from the precache.
  precachePrerendered: false,
  globPatterns: [`${distDir}/static/**/*.{js,css,woff2}`, offlinePage, 'public/icons/*.png'],
  manifestTransforms: [
    (entries) => ({
      manifest: entries.filter(
        (entry) => !entry.url.endsWith('.js') || shellScripts.has(entry.url),
      ),
      warnings: [],
    }),
  ],
})
