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
 * Built by `serwist build`: the app shell is precached; pages are network-first and kept when
 * 200 so visited pages read offline; unseen pages offline get the offline page (docs/caching.md).
 */

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
}

const OFFLINE_PAGE = '/offline'
const DAY_S = 24 * 60 * 60

const keepOk = (crossOrigin = false) =>
  new CacheableResponsePlugin({ statuses: crossOrigin ? [0, 200] : [200] })

const runtimeCaching: RuntimeCaching[] = [
  {
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
    // Pages ask for build files with `?dpl=` (docs/rolling-deploys.md); names are content hashes.
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
