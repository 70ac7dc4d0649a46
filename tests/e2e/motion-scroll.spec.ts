import { expect, test, type Page } from '@playwright/test'

/*
 * Where pages start and how they move: the pitfalls of smooth-scrolling sites, one test each.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Waits until the page has stopped moving: the same position for 450 ms. */
async function settled(page: Page) {
  const readings: number[] = []
  await expect
    .poll(
      async () => {
        readings.push(await scrollY(page))
        const lastFour = readings.slice(-4)
        return lastFour.length === 4 && lastFour.every((reading) => reading === lastFour[0])
      },
      { intervals: [150], timeout: 8_000 },
    )
    .toBe(true)
}

async function hydrated(page: Page) {
  // Lenis marks the document once smooth scrolling runs.
  await expect(page.locator('html.lenis')).toBeAttached()
}

/** Where an element's top sits, relative to the viewport, and its scroll margin. */
const placement = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => ({
    top: Math.round(element.getBoundingClientRect().top),
    margin: Math.round(parseFloat(getComputedStyle(element).scrollMarginTop)),
  }))

test('wheel scrolling is smooth: the page glides to where the wheel sent it', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // Every frame's position, from before the wheel turns until the glide ends.
  await page.evaluate(() => {
    const positions: number[] = []
    Object.assign(window, { positions })
    const record = () => {
      positions.push(Math.round(window.scrollY))
      if (positions.length < 600) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await page.mouse.move(700, 400)
  await page.mouse.wheel(0, 800)
  await settled(page)
  const final = await scrollY(page)
  const positions = await page.evaluate(
    () => (window as unknown as { positions: number[] }).positions,
  )
  const onTheWay = new Set(positions.filter((y) => y > 0 && y < final))
  expect(final).toBeGreaterThan(700)
  expect(onTheWay.size).toBeGreaterThanOrEqual(5)
})

test('arrow keys move the page by 240 px', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await page.keyboard.press('ArrowDown')
  await settled(page)
  expect(await scrollY(page)).toBe(240)
  await page.keyboard.press('ArrowDown')
  await settled(page)
  expect(await scrollY(page)).toBe(480)
})

test('after a navigation the new page starts at the top', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => window.scrollTo(0, 1800))
  await settled(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/careers$/)
  await settled(page)
  expect(await scrollY(page)).toBe(0)
})

test('back and forward return to the positions the visitor left', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => window.scrollTo(0, 1500))
  await settled(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await settled(page)
  await page.evaluate(() => window.scrollTo(0, 700))
  await settled(page)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await settled(page)
  expect(Math.abs((await scrollY(page)) - 1500)).toBeLessThanOrEqual(2)

  await page.goForward()
  await expect(page).toHaveURL(/\/products$/)
  await settled(page)
  expect(Math.abs((await scrollY(page)) - 700)).toBeLessThanOrEqual(2)
})

test('a hash in the address scrolls to its element on first load, honouring scroll-margin-top', async ({
  page,
}) => {
  await page.goto('/privacy#your-rights')
  await hydrated(page)
  await settled(page)
  const { top, margin } = await placement(page, '#your-rights')
  expect(margin).toBeGreaterThan(0)
  expect(Math.abs(top - margin)).toBeLessThanOrEqual(2)
})

test('in-page hash links work on every click, not only the first', async ({ page }) => {
  await page.goto('/privacy')
  await hydrated(page)
  const topic = page
    .getByRole('navigation', { name: 'In this policy' })
    .getByRole('link', { name: 'Your rights' })
  for (let click = 0; click < 2; click++) {
    await topic.scrollIntoViewIfNeeded()
    await topic.click()
    await settled(page)
    const { top, margin } = await placement(page, '#your-rights')
    expect(Math.abs(top - margin), `click ${click + 1}`).toBeLessThanOrEqual(2)
    await expect(page).toHaveURL(/#your-rights$/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await settled(page)
  }
})

test('a link to a section on the same page, from a button, scrolls there too', async ({ page }) => {
  await page.goto('/careers')
  await hydrated(page)
  await page.getByRole('link', { name: 'See the open roles' }).click()
  await settled(page)
  const { top, margin } = await placement(page, '#open-roles')
  expect(Math.abs(top - margin)).toBeLessThanOrEqual(2)
})

test('a hash that names no element leaves the page at the top, without an error', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/privacy#nothing-here')
  await hydrated(page)
  await settled(page)
  expect(await scrollY(page)).toBe(0)
  expect(errors).toEqual([])
})

test.describe('native scrolling where it belongs', () => {
  test.use({ viewport: { width: 390, height: 320 } })

  test('the open mobile menu scrolls on its own while the page stays put', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.hover()
    await page.mouse.wheel(0, 400)
    await expect.poll(() => menu.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
    expect(await scrollY(page)).toBe(0)
  })
})
