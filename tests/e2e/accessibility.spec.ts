import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { SITE_ROUTES } from '@/domain/routes'

/* What a keyboard or screen-reader user needs, checked in a real browser. */

const PHONE = { width: 390, height: 844 }

async function violations(page: Page) {
  // The page drawn whole, as the site draws it once a visitor moves it (drawWholePage): axe
  // measures contrast and target sizes on what is drawn, not on sections waiting to be.
  await page.evaluate(() => (document.documentElement.dataset.pageDrawn = ''))
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

for (const route of [...SITE_ROUTES, '/no-such-page']) {
  test(`axe finds no violations on ${route}, wide and narrow`, async ({ page }) => {
    await page.goto(route)
    expect(await violations(page)).toEqual([])
    await page.setViewportSize(PHONE)
    expect(await violations(page)).toEqual([])
  })
}

test('axe finds no violations with the mobile menu open', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
  await page.goto('/products')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test.describe('the mobile menu', () => {
  test.use({ viewport: PHONE })

  test('opens from the keyboard, keeps focus inside, locks the page and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')

    const menu = page.getByRole('navigation', { name: 'Menu' })
    await expect(menu.getByRole('link').first()).toBeFocused()
    // The open menu covers the page below the header.
    const panel = await menu.boundingBox()
    expect(panel?.height).toBeGreaterThan(PHONE.height * 0.8)
    // Focus cycles within the header while the menu is open.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(
        true,
      )
    }
    // The page behind is out of reach, for a screen reader's browsing too, and does not scroll;
    // its live regions stay outside, so they keep speaking.
    const inert = () =>
      page.evaluate(() => ({
        main: document.querySelector('main')?.closest('[inert]') !== null,
        footer: document.querySelector('body > footer')?.closest('[inert]') !== null,
        liveRegions: [...document.querySelectorAll('[role="status"]')].some(
          (region) => region.closest('[inert]') !== null,
        ),
      }))
    expect(await inert()).toEqual({ main: true, footer: true, liveRegions: false })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )
    await page.mouse.wheel(0, 800)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )
    expect(await inert()).toEqual({ main: false, footer: false, liveRegions: false })
  })

  test('closes after following a link', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Careers' })
      .click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})

test('the marquee can be paused and played with the keyboard', async ({ page }) => {
  await page.goto('/')
  const control = page.getByRole('button', { name: 'Pause the moving list' })
  await control.focus()
  await page.keyboard.press('Enter')
  const played = page.getByRole('button', { name: 'Play the moving list' })
  await expect(played).toHaveAttribute('aria-pressed', 'true')
  await page.mouse.move(0, 0)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const state = await page
    .locator('[class*="track"]')
    .first()
    .evaluate((track) => getComputedStyle(track).animationPlayState)
  expect(state).toBe('paused')
})
