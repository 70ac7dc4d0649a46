/// <reference lib="webworker" />
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RuntimeCaching,
} from 'serwist'
import { keepOnlyKeepable } from './kept-responses'

/*
 * The site's service worker (built by `serwist build`, see serwist.config.js).
 *
 * - The app shell is precached: the code and styles every page loads, the fonts, the icons and
 *   the offline page.
 * - Pages come from the network first; a page that loaded fine (200) is kept, so the pages a
 *   visitor has seen stay readable offline. Error pages are never kept, nor any answer that no
 *   cache may keep (an editor's pages in draft mode: `private, no-store`).
 * - Images and animation data the visitor has seen are kept too, refreshed in the background.
 * - A page never seen, requested offline, gets the offline page.
 * - A new worker takes over at once and clears the old precache; pages are always asked of the
 *   network first, so nobody is kept on an old version.
 */

declare const self: ServiceWorkerGlobalScope & {
  /** Filled in by `serwist build`: the app shell's files and their revisions. */
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
}

const OFFLINE_PAGE = '/offline'
const DAY_S = 24 * 60 * 60

/** Keeps only complete, successful responses (and, for other origins, opaque ones). */
const keepOk = (crossOrigin = false) =>
  new CacheableResponsePlugin({ statuses: crossOrigin ? [0, 200] : [200] })

const runtimeCaching: RuntimeCaching[] = [
  {
    // Pages (document requests): fresh when possible, the kept copy when offline.
    matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
    handler: new NetworkFirst({
      cacheName: 'pages',
      networkTimeoutSeconds: 5,
      plugins: [
        keepOk(),
        keepOnlyKeepable,
        new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_S }),
      ],
    }),
  },
  {
    // Build files never change under their name: code that loads later (effects) is kept once.
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
    handler: new CacheFirst({
      cacheName: 'static',
      plugins: [keepOk(), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 365 * DAY_S })],
    }),
  },
  {
    // Images through the site's optimiser, and the fixtures' own files.
    matcher: ({ url, sameOrigin }) =>
      sameOrigin && (url.pathname === '/_next/image' || url.pathname.startsWith('/fixtures/')),
    handler: new StaleWhileRevalidate({
      cacheName: 'media',
      plugins: [
        keepOk(),
        keepOnlyKeepable,
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S }),
      ],
    }),
  },
  {
    // Images and animation data on Sanity's CDN (opaque to the worker when loaded by <img>).
    matcher: ({ url }) => url.origin === 'https://cdn.sanity.io',
    handler: new StaleWhileRevalidate({
      cacheName: 'cdn-media',
      plugins: [keepOk(true), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S })],
    }),
  },
]

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // Pages ask for build files with their release's id (`?dpl=`, docs/rolling-deploys.md); a
    // build file's name is its content's hash, so the precached file is the one asked for.
    // Marketing links' parameters, too, name the same file (Serwist's own defaults).
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^dpl$/],
  },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching,
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }],
  },
})

serwist.addEventListeners()
