import { expect, test, type Page } from '@playwright/test'
import { settled, smoothScrolling } from '../support/page-motion'

/*
 * Where pages start and how they move: the pitfalls of smooth-scrolling sites, one test each.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Waits until the page has come to rest within `tolerance` px of `y`, and stays there. */
async function restsAt(page: Page, y: number, tolerance = 0) {
  await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(tolerance)
  await settled(page)
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(tolerance)
}

/** Waits until an element's top sits at its scroll margin (within 2 px), and stays there. */
async function restsOn(page: Page, selector: string) {
  const offset = async () => {
    const { top, margin } = await placement(page, selector)
    return Math.abs(top - margin)
  }
  await expect.poll(offset).toBeLessThanOrEqual(2)
  await settled(page)
  expect(await offset()).toBeLessThanOrEqual(2)
}

/** Where an element's top sits, relative to the viewport, and its scroll margin. */
const placement = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => ({
    top: Math.round(element.getBoundingClientRect().top),
    margin: Math.round(parseFloat(getComputedStyle(element).scrollMarginTop)),
  }))

test('wheel scrolling is smooth: the page glides to where the wheel sent it', async ({ page }) => {
  await page.goto('/')
  await smoothScrolling(page)
  // Every frame's position and time, from before the wheel turns until the glide ends.
  await page.evaluate(() => {
    const frames: { at: number; y: number }[] = []
    Object.assign(window, { frames })
    const record = (at: number) => {
      frames.push({ at, y: Math.round(window.scrollY) })
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await page.mouse.move(700, 400)
  await page.mouse.wheel(0, 800)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(700)
  await settled(page)
  const final = await scrollY(page)
  const frames = await page.evaluate(
    () => (window as unknown as { frames: { at: number; y: number }[] }).frames,
  )
  // Not a jump: the page is seen on its way, and the glide takes its time. Counted in time, not
  // in frames, since a busy machine draws fewer frames of the same glide.
  const started = frames.find(({ y }) => y > 0)!
  const arrived = frames.find(({ y }) => y === final)!
  expect(final).toBeGreaterThan(700)
  expect(frames.some(({ y }) => y > 0 && y < final)).toBe(true)
  expect(arrived.at - started.at).toBeGreaterThanOrEqual(200)
})

test('arrow keys move the page by 240 px', async ({ page }) => {
  await page.goto('/')
  await smoothScrolling(page)
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press('ArrowDown')
  await restsAt(page, 240)
  await page.keyboard.press('ArrowDown')
  await restsAt(page, 480)
})

test('after a navigation the new page starts at the top', async ({ page }) => {
  await page.goto('/')
  await smoothScrolling(page)
  await page.evaluate(() => window.scrollTo(0, 1800))
  await settled(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/careers$/)
  await restsAt(page, 0)
})

test('back and forward return to the positions the visitor left', async ({ page }) => {
  await page.goto('/')
  await smoothScrolling(page)
  await page.evaluate(() => window.scrollTo(0, 1500))
  await restsAt(page, 1500)
  await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await restsAt(page, 0)
  await page.evaluate(() => window.scrollTo(0, 700))
  await restsAt(page, 700)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await restsAt(page, 1500, 2)

  await page.goForward()
  await expect(page).toHaveURL(/\/products$/)
  await restsAt(page, 700, 2)
})

test('a hash in the address scrolls to its element on first load, honouring scroll-margin-top', async ({
  page,
}) => {
  await page.goto('/privacy#your-rights')
  await smoothScrolling(page)
  expect((await placement(page, '#your-rights')).margin).toBeGreaterThan(0)
  await restsOn(page, '#your-rights')
})

test('in-page hash links work on every click, not only the first', async ({ page }) => {
  await page.goto('/privacy')
  await smoothScrolling(page)
  const topic = page
    .getByRole('navigation', { name: 'In this policy' })
    .getByRole('link', { name: 'Your rights' })
  for (let click = 0; click < 2; click++) {
    await topic.scrollIntoViewIfNeeded()
    await topic.click()
    await restsOn(page, '#your-rights')
    await expect(page).toHaveURL(/#your-rights$/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await restsAt(page, 0)
  }
})

test('a link to a section on the same page, from a button, scrolls there too', async ({ page }) => {
  await page.goto('/careers')
  await smoothScrolling(page)
  await page.getByRole('link', { name: 'See the open roles' }).click()
  await restsOn(page, '#open-roles')
})

test('a hash that names no element leaves the page at the top, without an error', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/privacy#nothing-here')
  await smoothScrolling(page)
  await settled(page)
  expect(await scrollY(page)).toBe(0)
  expect(errors).toEqual([])
})

test.describe('native scrolling where it belongs', () => {
  test.use({ viewport: { width: 390, height: 320 } })

  test('the open mobile menu scrolls on its own while the page stays put', async ({ page }) => {
    await page.goto('/')
    await smoothScrolling(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.hover()
    await page.mouse.wheel(0, 400)
    await expect.poll(() => menu.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
    expect(await scrollY(page)).toBe(0)
  })
})
