import { expect, test, type Page } from '@playwright/test'
import { ERROR_TITLE } from '@/domain/error-copy'

/*
 * A page's code that fails to load, as after a release replaced the files a visitor's open page
 * asks for: the page reloads once, and a second failure within 60 s shows the error page.
 */

/**
 * The careers page's data names, for the code of the page's own animation player, a file that
 * can never be loaded. Tests wait for the page to be prefetched before following the link, so
 * the failure comes while the new page renders (when the data itself fails to arrive, Next.js
 * loads the page in full by itself).
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
    const response = await route.fetch()
    let body = await response.text()
    for (const path of new Set(body.match(/static\/chunks\/[\w-]+\.js/g))) {
      if (!(await isPlayerChunk(path))) continue
      const name = /([\w-]+)\.js$/.exec(path)![1]!
      body = body.replaceAll(path, `static/chunks/${'z'.repeat(name.length)}.js`)
    }
    await route.fulfill({ response, body })
  })
  await page.route(/\/zzzz+\.js$/, (route) => route.abort())
}

const navigationType = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  )

test('a page whose code fails to load reloads once, then shows the error page', async ({
  page,
}) => {
  await breakCareersCode(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await navigationType(page)).toBe('navigate')

  const reloaded = page.waitForEvent('load')
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  // The reload brings the page in whole, from its HTML.
  await reloaded
  await expect(page).toHaveURL(/\/careers$/)
  expect(await navigationType(page)).toBe('reload')
  await expect(page.locator('main h1')).not.toHaveText(ERROR_TITLE)
  const reloadedAt = await page.evaluate(() => sessionStorage.getItem('alts:chunk-reload-at'))
  expect(Number(reloadedAt)).toBeGreaterThan(0)

  // Within the minute, the same failure again: no second reload, the error page.
  await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await page.waitForLoadState('networkidle')
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText(ERROR_TITLE)
  expect(await navigationType(page)).toBe('reload')
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'error')
})

test('in the error layout the header stays, and its navigation works', async ({ page }) => {
  await breakCareersCode(page)
  await page.goto('/')
  // A reload a moment ago: this failure shows the error page straight away.
  await page.evaluate(() => sessionStorage.setItem('alts:chunk-reload-at', String(Date.now())))
  await page.waitForLoadState('networkidle')
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
})
