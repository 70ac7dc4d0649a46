import { expect, test, type Page } from '@playwright/test'
import { smoothScrolling } from '../support/page-motion'

/*
 * The front asks for the framework's scripts once the first screen's image has arrived
 * (src/server/scripts-after-content.ts), so that on a slow phone they do not share the connection
 * with it. Each test holds the image back itself and looks at the page when its parsing is done:
 * by then the loader has run, and has either asked for the scripts or is waiting.
 */

/** The framework's scripts the page has asked for (the one old browsers alone run aside). */
const askedFor = (page: Page) =>
  page.locator('script[src^="/_next/static/chunks/"]:not([nomodule])').count()

/** Holds back every rendition of the images the page fetches first; answers a release. */
async function holdHeroImage(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/_next/image',
    async (route) => {
      await released
      await route.continue().catch(() => {})
    },
  )
  return release
}

/**
 * The page hydrates (its smooth scrolling is set up), and then navigates on the client: the
 * window stays the same.
 */
async function expectHydrated(page: Page) {
  await smoothScrolling(page)
  await page.evaluate(() => Object.assign(window, { sameWindow: true }))
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).first().click()
  // By its address: the first page's load event waits for a held image.
  await page.waitForURL('**/careers', { waitUntil: 'commit' })
  await expect(page.locator('main h1')).toBeVisible()
  expect(await page.evaluate(() => 'sameWindow' in window)).toBe(true)
}

test('a page with an image on its first screen asks for its scripts once the image is in', async ({
  page,
}) => {
  const release = await holdHeroImage(page)
  await page.goto('/products', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
  expect(await askedFor(page)).toBe(0)
  release()
  await expect.poll(() => askedFor(page)).toBeGreaterThan(0)
  await expectHydrated(page)
})

test('a page whose image stalls still gets its scripts, and hydrates', async ({ page }) => {
  const release = await holdHeroImage(page)
  await page.goto('/products', { waitUntil: 'domcontentloaded' })
  // The loader waits a few seconds for the image, then asks anyway.
  await expect.poll(() => askedFor(page), { timeout: 30_000 }).toBeGreaterThan(0)
  await expectHydrated(page)
  release()
})

test('a page without such an image asks for its scripts at once', async ({ page }) => {
  await holdHeroImage(page)
  await page.goto('/privacy', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0)
  expect(await askedFor(page)).toBeGreaterThan(0)
  await expectHydrated(page)
})
