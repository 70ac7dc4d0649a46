import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { WEB_FONT_PROPERTY } from '@/ui/theme/web-font-choice'

/*
 * Installable and readable offline: the web app manifest, and a service worker at / that keeps
 * the pages a visitor has seen (with their images), shows an offline page for the rest, and
 * never keeps an error page.
 */

test.use({ serviceWorkers: 'allow' })

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
  })
}

/** The site's service worker, once it runs. */
function worker(context: BrowserContext) {
  const [running] = context.serviceWorkers()
  if (!running) throw new Error('no service worker is running')
  return running
}

/** Every image in view has loaded and has pixels. */
async function imagesInViewLoaded(page: Page) {
  await expect
    .poll(() =>
      page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
        images
          .filter((image) => {
            const { top, bottom } = image.getBoundingClientRect()
            return bottom > 0 && top < window.innerHeight && image.loading !== 'lazy'
          })
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true)
}

test('the web app manifest describes the site, in English, dark, with its icons', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({
    name: 'Alts',
    lang: 'en',
    start_url: '/',
    scope: '/',
    theme_color: '#0b0b0f',
    background_color: '#0b0b0f',
  })
  expect(manifest.description).toMatch(/digital product studio/)
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[]
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of icons) {
    const response = await request.get(icon.src)
    expect(response.headers()['content-type']).toBe('image/png')
  }
})

test('a service worker at / controls the site, with scope /', async ({ page }) => {
  await page.goto('/')
  await controlled(page)
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready
    return { scope: ready.scope, script: ready.active?.scriptURL }
  })
  expect(new URL(registration.scope).pathname).toBe('/')
  expect(new URL(registration.script!).pathname).toBe('/sw.js')
})

test('visited pages and their images stay readable offline; others get the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await controlled(page)
  // Visits, now through the worker: two pages, and an address that does not exist.
  for (const route of ['/', '/careers']) {
    await page.goto(route)
    await imagesInViewLoaded(page)
  }
  const missing = await page.goto('/no-such-page')
  expect(missing?.status()).toBe(404)

  await context.setOffline(true)
  // Each offline visit in a tab of its own, followed until its heading shows. Offline, a page
  // whose lazily loaded code cannot be fetched reloads itself once (see the chunk recovery): in
  // a shared tab that reload could cut the next visit short, or a question asked of the page.
  const visit = async (route: string) => {
    const tab = await context.newPage()
    await tab.goto(route, { waitUntil: 'commit' })
    return tab
  }
  for (const [route, heading] of [
    ['/careers', 'Do the best work of your career.'],
    ['/', 'We build the alternative to ordinary.'],
  ] as const) {
    const tab = await visit(route)
    await expect(tab.locator('main h1')).toHaveText(heading)
    await imagesInViewLoaded(tab)
    await tab.close()
  }

  // Never visited: the offline page, in the content's words.
  const neverVisited = await visit('/manifesto')
  await expect(neverVisited.locator('main h1')).toHaveText('You are offline')
  await expect(neverVisited.getByRole('button', { name: 'Try again' })).toBeVisible()
  // Its code was kept with it: it hydrates offline like any page of the shell.
  const offlineScripts = await neverVisited.evaluate(() =>
    [...document.scripts]
      .filter((script) => script.src && !script.noModule)
      .map((script) => new URL(script.src).pathname),
  )
  expect(offlineScripts.length).toBeGreaterThan(0)
  const notKept = await worker(context).evaluate(async (paths) => {
    const missing: string[] = []
    for (const path of paths)
      if (!(await caches.match(path, { ignoreSearch: true }))) missing.push(path)
    return missing
  }, offlineScripts)
  expect(notKept).toEqual([])
  await neverVisited.close()
  // The 404 was not kept: offline it is the offline page, not a stale error.
  const missingOffline = await visit('/no-such-page')
  await expect(missingOffline.locator('main h1')).toHaveText('You are offline')
  await missingOffline.close()

  // Asked of the worker itself, which keeps them.
  const kept = await worker(context).evaluate(async () => {
    const pages = await caches.open('pages')
    return (await pages.keys()).map((request) => new URL(request.url).pathname).sort()
  })
  expect(kept).toEqual(['/', '/careers'])
  await context.setOffline(false)
})

test('a worker takes over as soon as it is installed, with nothing left waiting', async ({
  page,
}) => {
  // What keeps visitors off an old version: a new worker (a release) does not wait for every
  // tab to close, and pages always come from the network first (see the worker's comments).
  await page.goto('/')
  await controlled(page)
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    // The worker claims the page while it activates: its state turns to "activated" once the
    // activation's own work is done, a moment later on a busy machine.
    const active = registration.active
    if (active && active.state === 'activating')
      await new Promise((resolve) =>
        active.addEventListener('statechange', resolve, { once: true }),
      )
    return {
      waiting: registration.waiting,
      active: registration.active?.state,
      controlledWithoutReload: navigator.serviceWorker.controller !== null,
      navigations: performance.getEntriesByType('navigation').length,
    }
  })
  expect(state).toEqual({
    waiting: null,
    active: 'activated',
    controlledWithoutReload: true,
    navigations: 1,
  })
})

test('on a slow line a first view is drawn in the fallback font, and the views the worker serves ask for the web font', async ({
  page,
  context,
}) => {
  // Every request waits 600 ms, as on a slow phone line: the head arrives late, and the view
  // draws in the fallback without asking for the file (src/ui/theme/web-font-choice.ts).
  const line = await context.newCDPSession(page)
  await line.send('Network.enable')
  await line.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 600,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const fontsAskedFor: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontsAskedFor.push(new URL(request.url()).pathname)
  })
  const chosenFamilies = () =>
    page.evaluate(
      (property) => document.documentElement.style.getPropertyValue(property),
      WEB_FONT_PROPERTY,
    )

  await page.goto('/privacy', { waitUntil: 'load' })
  expect(await chosenFamilies()).toMatch(/^"[^",]+ Fallback"$/)
  expect(fontsAskedFor).toEqual([])
  // The worker, registered once the page is quiet, keeps the file with the app shell.
  await controlled(page)
  expect(fontsAskedFor).toEqual([])

  await page.goto('/careers', { waitUntil: 'load' })
  expect(await chosenFamilies()).toBe('')
  expect(fontsAskedFor).toHaveLength(1)
  expect(fontsAskedFor[0]).toMatch(/\.woff2$/)
})
