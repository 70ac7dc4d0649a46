import { expect, test, type Page, type Route } from '@playwright/test'
import { ERROR_TITLE } from '@/domain/error-copy'
import { onDemandLibrariesIn, type OnDemandLibrary } from '../../scripts/bundle/first-load'
import { smoothScrolling } from '../support/page-motion'
import { scrollToWebglBlock, WEBGL_BLOCK } from '../support/webgl-scene'
import { ANIMATION_PLAYER as HERO_ANIMATION, DRAWN } from '../support/animation-player'

/*
 * Code the site loads lazily that fails to load, as after a release replaced the files an open
 * page asks for, or on a network blip: a page's own code during a client navigation, an
 * effect's code after load, or code nothing watches. Each time the page reloads once; a second
 * failure within 60 s does not reload again and leaves a working page (the effect's fallback)
 * or the error page; and no failure is left uncaught.
 */

const RELOADED_AT_KEY = 'alts:chunk-reload-at'

// The page's code goes on loading after a test has seen what it asserts (the animation's worker
// fetches its chunks in the background): routes stop with the test, and a request still in a
// route's hands then is dropped rather than failing the run.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

/**
 * Watches a page from its first request: how many documents it loaded (the first, then one per
 * reload) and the errors it left uncaught (exceptions and rejected promises nothing handled).
 */
function watchPage(page: Page) {
  let documents = 0
  const uncaught: string[] = []
  let markReloaded = () => {}
  const reloaded = new Promise<void>((resolve) => (markReloaded = resolve))
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++
  })
  page.on('load', () => {
    if (documents === 2) markReloaded()
  })
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Uncaught'))
      uncaught.push(message.text())
  })
  return {
    documents: () => documents,
    uncaught,
    /** Resolves when the page has loaded after its first reload. */
    reloaded,
  }
}

const navigationType = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  )

/** The site has hydrated (its smooth scrolling is set up): links navigate on the client. */
const hydrated = smoothScrolling

const reloadedAt = (page: Page) =>
  page.evaluate((key) => Number(sessionStorage.getItem(key)), RELOADED_AT_KEY)

/**
 * Fetches a routed request for the test to read. A kept-alive connection that the server closes
 * just as it is reused resets the socket; browsers send an idempotent GET again on a fresh
 * connection in that case, and so does this, once.
 */
async function fetchOnce(route: Route) {
  try {
    return await route.fetch()
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error
    return route.fetch()
  }
}

/**
 * Aborts every request for the code of an on-demand library (found by what the script holds,
 * not by its name). `onFirstPageOnly`: only while the first document is open, so the reload
 * finds the code again; otherwise on every page, so the failure repeats after the reload.
 */
async function abortLibraryCode(
  page: Page,
  library: OnDemandLibrary,
  { documents, onFirstPageOnly = false }: { documents: () => number; onFirstPageOnly?: boolean },
) {
  // Pages ask for build files with their release's id as the query (`?dpl=`).
  await page.route(/\/_next\/static\/chunks\/[\w.-]+\.js(?:\?|$)/, async (route) => {
    const response = await fetchOnce(route)
    const body = await response.text()
    const aborting = !onFirstPageOnly || documents() === 1
    if (aborting && onDemandLibrariesIn(body).includes(library)) return route.abort()
    return route.fulfill({ response, body })
  })
}

test.describe('a page’s code that fails during a client navigation', () => {
  // A reload and several navigations each: allow for a busy two-core machine.
  test.describe.configure({ timeout: 60_000 })

  /**
   * The careers page's data names, for the code of the page's own animation player, a new file
   * (as a release would), and every request for it is aborted. The data only ever comes with a
   * client navigation (or the prefetch before it): a reload brings the page from its HTML, which
   * names the files as they are.
   */
  async function breakCareersCode(page: Page) {
    const holdsPlayer = new Map<string, Promise<boolean>>()
    const isPlayerChunk = (path: string) => {
      if (!holdsPlayer.has(path))
        holdsPlayer.set(
          path,
          page.request
            .get(`/_next/${path}`)
            .then(async (chunk) => (await chunk.text()).includes('data-animation-state')),
        )
      return holdsPlayer.get(path)!
    }
    await page.route(/\/careers\?_rsc=/, async (route) => {
      const response = await fetchOnce(route)
      let body = await response.text()
      for (const path of new Set(body.match(/static\/chunks\/[\w-]+\.js/g))) {
        if (!(await isPlayerChunk(path))) continue
        const name = /([\w-]+)\.js$/.exec(path)![1]!
        body = body.replaceAll(path, `static/chunks/${'z'.repeat(name.length)}.js`)
      }
      await route.fulfill({ response, body })
    })
    await page.route(/\/zzzz+\.js(?:\?|$)/, (route) => route.abort())
  }

  test('reloads once onto the new page; a second failure within 60 s shows the error page', async ({
    page,
  }) => {
    const watch = watchPage(page)
    await breakCareersCode(page)
    await page.goto('/')
    await hydrated(page)
    expect(await navigationType(page)).toBe('navigate')

    await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
    // The reload brings the page in whole, from its HTML.
    await watch.reloaded
    await expect(page).toHaveURL(/\/careers$/)
    expect(await navigationType(page)).toBe('reload')
    await expect(page.locator('main h1')).not.toHaveText(ERROR_TITLE)
    const firstReload = await reloadedAt(page)
    expect(firstReload).toBeGreaterThan(0)

    // Within the minute, the same failure again: no second reload, the error page.
    await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText(ERROR_TITLE)
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'error')
    expect(watch.documents()).toBe(2)
    expect(await navigationType(page)).toBe('reload')
    expect(await reloadedAt(page)).toBe(firstReload)
    expect(watch.uncaught).toEqual([])
  })

  test('in the error layout the header stays, and its navigation works', async ({ page }) => {
    const watch = watchPage(page)
    await breakCareersCode(page)
    await page.goto('/')
    // A reload a moment ago: this failure shows the error page straight away.
    await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), RELOADED_AT_KEY)
    await hydrated(page)
    await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
    const errorPage = page.getByRole('main').getByRole('alert')
    await expect(errorPage).toBeVisible()
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'error')
    await expect(page.locator('body > footer')).toBeHidden()

    // A page without an animation: it needs none of the code that failed.
    await page.getByRole('navigation').getByRole('link', { name: 'Life at Alts' }).click()
    await expect(page).toHaveURL(/\/life-at-alts$/)
    await expect(errorPage).toHaveCount(0)
    await expect(page.locator('body')).not.toHaveAttribute('data-layout', 'error')
    await expect(page.locator('body > footer')).toBeVisible()
    expect(watch.documents()).toBe(1)
    expect(watch.uncaught).toEqual([])
  })
})

test.describe('an effect’s code that fails after load', () => {
  test('the animation player: one reload, then its still fallback stays', async ({ page }) => {
    const watch = watchPage(page)
    await abortLibraryCode(page, 'lottie-web', watch)
    // The hero's player loads as soon as the page runs, perhaps before the page's load event.
    await page.goto('/', { waitUntil: 'commit' })
    await watch.reloaded
    const firstReload = await reloadedAt(page)
    expect(firstReload).toBeGreaterThan(0)

    // The player's code fails again after the reload: no second reload, the fallback stays.
    const player = page.locator(HERO_ANIMATION).first()
    await expect(player).toHaveAttribute('data-animation-state', 'code_failed')
    await expect(player.locator('canvas')).toHaveCount(0)
    await expect(player.locator('div').first()).toHaveCSS('opacity', '1')
    await expect(page.locator('main h1')).toBeVisible()
    expect(watch.documents()).toBe(2)
    expect(await reloadedAt(page)).toBe(firstReload)
    expect(watch.uncaught).toEqual([])
  })

  test('the animation player: after the reload its code loads, and it plays', async ({ page }) => {
    const watch = watchPage(page)
    await abortLibraryCode(page, 'lottie-web', { ...watch, onFirstPageOnly: true })
    await page.goto('/', { waitUntil: 'commit' })
    await watch.reloaded
    await expect(page.locator(HERO_ANIMATION).first()).toHaveAttribute(
      'data-animation-state',
      DRAWN,
    )
    expect(watch.documents()).toBe(2)
    expect(watch.uncaught).toEqual([])
  })

  test.describe('the WebGL scene', () => {
    // Software WebGL (SwiftShader) is slow on a busy two-core machine: allow for it.
    test.describe.configure({ timeout: 90_000 })

    test('one reload, then the still image stays', async ({ page }) => {
      const watch = watchPage(page)
      await abortLibraryCode(page, 'three.js', watch)
      await page.goto('/')
      await expect(page.locator(WEBGL_BLOCK)).toHaveAttribute('data-webgl-state', 'waiting')
      await scrollToWebglBlock(page)
      await watch.reloaded

      // The reload may return to the block by itself; the scene's code fails again either way.
      await scrollToWebglBlock(page)
      const block = page.locator(WEBGL_BLOCK)
      await expect(block).toHaveAttribute('data-webgl-state', 'still', { timeout: 20_000 })
      await expect(block.locator('img')).toBeVisible()
      await expect(block.locator('canvas')).toHaveCSS('opacity', '0')
      expect(watch.documents()).toBe(2)
      expect(await navigationType(page)).toBe('reload')
      expect(watch.uncaught).toEqual([])
    })
  })

  test('the scroll reveals: one reload, then the page stays as it is, readable', async ({
    page,
  }) => {
    const watch = watchPage(page)
    await abortLibraryCode(page, 'GSAP', watch)
    const firstInput = async () => {
      // Hydrated: the page listens for the visitor's first input.
      await hydrated(page)
      await page.mouse.move(700, 400)
      await page.mouse.wheel(0, 200)
    }
    await page.goto('/')
    await firstInput()
    await watch.reloaded
    const firstReload = await reloadedAt(page)

    await firstInput()
    await expect(page.locator('html')).toHaveAttribute('data-reveals', 'code_failed')
    const styles = await page.locator('[data-reveal]').evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element)
        return { opacity: style.opacity, transform: style.transform }
      }),
    )
    expect(styles.length).toBeGreaterThan(0)
    for (const style of styles) expect(style).toEqual({ opacity: '1', transform: 'none' })
    expect(watch.documents()).toBe(2)
    expect(await reloadedAt(page)).toBe(firstReload)
    expect(watch.uncaught).toEqual([])
  })
})

test('code that fails where nothing catches it: one reload, then handled without one', async ({
  page,
}) => {
  const watch = watchPage(page)
  await page.route(/\/_next\/static\/chunks\/missing-\w+\.js$/, (route) => route.abort())
  /** Loads a chunk nothing waits for, and tells whether the site handled its failure. */
  const loadUnwatchedCode = (name: string) =>
    // As text: the test runner would otherwise rewrite the import for Node.
    page.evaluate<boolean>(`new Promise((resolve) => {
      // The site's own listener runs first: it was there before the page hydrated.
      addEventListener('unhandledrejection', (event) => resolve(event.defaultPrevented), {
        once: true,
      })
      import('/_next/static/chunks/missing-${name}.js')
    })`)

  await page.goto('/')
  await hydrated(page)
  // The reload may take the page away before the answer arrives.
  void loadUnwatchedCode('first').catch(() => undefined)
  await watch.reloaded
  const firstReload = await reloadedAt(page)
  expect(firstReload).toBeGreaterThan(0)

  expect(await loadUnwatchedCode('second')).toBe(true)
  await expect(page.locator('main h1')).toBeVisible()
  expect(watch.documents()).toBe(2)
  expect(await reloadedAt(page)).toBe(firstReload)
  expect(watch.uncaught).toEqual([])
})
