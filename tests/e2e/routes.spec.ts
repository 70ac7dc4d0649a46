import { expect, test } from '@playwright/test'
import { SITE_ROUTES } from '@/domain/routes'
import { rawFixturePage } from '../support/fixture-documents'
import { prefetches } from '../support/prefetch'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.describe('every site route', () => {
  for (const route of SITE_ROUTES) {
    test(`${route} is prerendered and shows its content @smoke`, async ({ page }) => {
      const content = await rawFixturePage('production', route)
      const response = await page.goto(route)

      expect(response?.status()).toBe(200)
      // Served from the build's prerendered HTML, not rendered for this request.
      expect(
        response?.headers()['x-nextjs-cache'] ?? response?.headers()['x-nextjs-prerender'],
      ).toBeTruthy()
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(content.seo?.title ?? content.title)))
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.locator('main')).toBeVisible()

      // Every section's heading from the content is on the page.
      for (const heading of (content.sections ?? []).flatMap((s) => s.heading ?? [])) {
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
      }
    })
  }

  test('the menu links reach each page without a full reload', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => ((window as { marker?: string }).marker = 'same document'))
    await page.getByRole('navigation').getByRole('link', { name: 'Manifesto' }).click()
    await expect(page).toHaveURL(/\/manifesto$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('same document')
  })

  test('with a mouse, a link in view prefetches its page before it is pointed at', async ({
    page,
  }) => {
    // The logo, in view at the top of every page, links home.
    const homePrefetched = page.waitForRequest((request) => prefetches(request, '/'))
    await page.goto('/privacy')
    await homePrefetched
  })
})
