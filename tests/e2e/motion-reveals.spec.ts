import { expect, test, type Page } from '@playwright/test'
import { SITE_ROUTES } from '@/domain/routes'
import { recordScripts } from '../support/loaded-scripts'
import { smoothScrolling } from '../support/page-motion'

/*
 * Scroll-driven reveals: content is never hidden waiting for JavaScript, GSAP arrives only with
 * the visitor's first input, and revealing moves nothing on the page.
 */

/** Opacity and transform of every element that reveals on scroll. */
const revealStyles = (page: Page) =>
  page.locator('[data-reveal]').evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element)
      return { opacity: style.opacity, transform: style.transform }
    }),
  )

const FULLY_VISIBLE = { opacity: '1', transform: 'none' }

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('everything that reveals on scroll is fully visible, on every page', async ({ page }) => {
    let revealing = 0
    for (const route of SITE_ROUTES) {
      await page.goto(route)
      const styles = await revealStyles(page)
      revealing += styles.length
      for (const style of styles) expect(style, route).toEqual(FULLY_VISIBLE)
    }
    expect(revealing).toBeGreaterThan(10)
  })
})

test('before the first input, GSAP has not loaded and nothing is hidden', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/')
  // Hydrated (smooth scrolling has started), its effects run, and nothing more to load.
  await smoothScrolling(page)
  await page.waitForLoadState('networkidle')
  expect(await scripts.libraries()).not.toContain('GSAP')
  for (const style of await revealStyles(page)) expect(style).toEqual(FULLY_VISIBLE)
})

test('the first input brings GSAP; what enters the view reveals, and nothing shifts', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const scripts = recordScripts(page)
  await page.goto('/')
  await smoothScrolling(page)
  await page.mouse.move(700, 400)
  await page.mouse.wheel(0, 200)
  await expect.poll(() => scripts.libraries()).toContain('GSAP')

  // Below the fold, waiting for its turn.
  const last = page.locator('[data-reveal]').last()
  await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity)).toBe('0')

  // Scroll down the page a step at a time, as a visitor would, until the last one has revealed.
  await expect(async () => {
    await page.mouse.wheel(0, 500)
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
  }).toPass({ intervals: [100], timeout: 60_000 })
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001)
})
