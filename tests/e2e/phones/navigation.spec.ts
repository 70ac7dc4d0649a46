import { expect, test, type Page } from '@playwright/test'
import { homeAtRest } from '../../support/home-at-rest'
import { settled, smoothScrollingAfterATouch } from '../../support/page-motion'
import { fingerOn, prefetches, recordPrefetches } from '../../support/prefetch'
import { swipe } from '../../support/touch'
import { openMenuByTap, siteMenu } from './menu'

/*
 * Finding one's way on a phone, by touch: the menu, the contents of a long page under the
 * sticky header, and scrolling with a finger while smooth scrolling runs.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

test('the menu opens by tap, above the page, and a tapped link navigates and closes it', async ({
  page,
}) => {
  await page.goto('/')
  await openMenuByTap(page)
  const { toggle, panel } = siteMenu(page)
  await panel.getByRole('link', { name: 'Careers' }).tap()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
})

test('a contents link lands its heading in full view, below the sticky header', async ({
  page,
}) => {
  await page.goto('/privacy')
  await smoothScrollingAfterATouch(page)
  const contents = page.getByRole('navigation', { name: 'In this policy' }).getByRole('link')
  const header = page.getByRole('banner')
  // The first topic, one from the middle and the last, which the page cannot scroll to its top.
  const links = await contents.all()
  for (const link of [links[0]!, links[Math.floor(links.length / 2)]!, links.at(-1)!]) {
    const hash = new URL((await link.getAttribute('href'))!, page.url()).hash
    await link.tap()
    await expect(page).toHaveURL(new RegExp(`${hash}$`))
    const heading = page.locator(hash)
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport({ ratio: 1 })
    await settled(page)
    const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height
    const { y, height } = (await heading.boundingBox())!
    expect(y).toBeGreaterThanOrEqual(Math.floor(headerBottom))
    expect(y + height).toBeLessThanOrEqual(page.viewportSize()!.height)
  }
})

test('a finger scrolls the page, and back, while smooth scrolling runs', async ({ page }) => {
  // At rest first: the effects that load once the browser is idle (later on a busy machine)
  // change nothing above the reader while the finger moves.
  await homeAtRest(page)
  await smoothScrollingAfterATouch(page)
  await swipe(page, 300)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200)
  await settled(page)
  // The page went about as far as the finger did, and stays: nothing pulls it back or on.
  const scrolled = await scrollY(page)
  expect(scrolled).toBeGreaterThan(200)
  expect(scrolled).toBeLessThan(350)

  // Back, farther than the page went (a busy phone may start a scroll late in the stroke): it
  // returns to the top and rests there.
  await swipe(page, -(scrolled + 150))
  await expect.poll(() => scrollY(page)).toBe(0)
  await settled(page)
  expect(await scrollY(page)).toBe(0)
  // Nor does it get stuck: the next swipe moves the page again.
  await swipe(page, 300)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200)
})

test('a long page is drawn as it nears the view, and whole once a finger moves it', async ({
  page,
}) => {
  await page.goto('/privacy')
  // Until the first input, what lies below the first screen waits to be drawn (docs/motion.md).
  const lastSection = page.locator('main section').last()
  await expect(lastSection).toHaveCSS('content-visibility', 'auto')
  await expect(page.locator('html')).not.toHaveAttribute('data-page-drawn')
  // Smooth scrolling and the reveals measure the page as they start: it is drawn whole first.
  await swipe(page, 300)
  await expect(page.locator('html')).toHaveAttribute('data-page-drawn', '')
  await expect(lastSection).toHaveCSS('content-visibility', 'visible')
})

test('a link prefetches its page only once a finger lands on it', async ({ page }) => {
  const prefetched = recordPrefetches(page)
  await page.goto('/privacy')
  // Loaded and quiet: the logo, in view and linking home, has not been prefetched.
  await page.waitForLoadState('networkidle')
  expect(prefetched).toEqual([])

  const homePrefetched = page.waitForRequest((request) => prefetches(request, '/'))
  const lift = await fingerOn(page, 'header a[href="/"]')
  await homePrefetched
  await lift()
  await expect(page).toHaveURL(/\/privacy$/)
})
