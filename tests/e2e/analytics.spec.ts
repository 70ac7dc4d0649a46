import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_INTERFACE_LABELS } from '@/domain/content/site-settings'
import { answeredConsent, CONSENT_STORAGE_KEY, rememberedChoice } from '../support/consent'
import { ANALYTICS_ADAPTER_CODE, recordScripts } from '../support/loaded-scripts'

/*
 * Analytics with the fixtures: page views go to the recording adapter (window.altsAnalytics),
 * only after the visitor agrees, and never when the browser says Do Not Track or Global Privacy
 * Control. Without a measurement id nothing is ever sent anywhere, and the question says so.
 * (The same question with GA4 configured: tests/e2e/sanity-mode.spec.ts.)
 */

// A first visit: no choice remembered yet.
test.use({ storageState: { cookies: [], origins: [] } })

const choice = (page: Page) => page.getByRole('region', { name: 'May we count your visit?' })

const recorded = (page: Page) =>
  page.evaluate(() => (window.altsAnalytics?.pageViews ?? []).map((view) => view.path))

/** Every request that leaves for an analytics provider. */
function watchProviders(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    if (/google-analytics|googletagmanager|analytics\.google/.test(request.url()))
      requests.push(request.url())
  })
  return requests
}

test('nothing is counted before the visitor agrees; then every page is', async ({ page }) => {
  const providers = watchProviders(page)
  await page.goto('/')
  await expect(choice(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await recorded(page)).toEqual([])

  await choice(page).getByRole('button', { name: 'Allow analytics' }).click()
  await expect(choice(page)).toBeHidden()
  // Agreeing counts the page the visitor is on.
  await expect.poll(() => recorded(page)).toEqual(['/'])

  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  await expect.poll(() => recorded(page)).toEqual(['/', '/careers'])
  const [, careers] = await page.evaluate(() => window.altsAnalytics!.pageViews)
  expect(careers!.title).toContain('Careers')
  expect(careers!.location).toMatch(/\/careers$/)

  // Remembered: the next visit is counted without asking again.
  await page.reload()
  await expect.poll(() => recorded(page)).toEqual(['/careers'])
  await expect(choice(page)).toHaveCount(0)
  // No measurement id: not a single request to an analytics provider.
  expect(providers).toEqual([])
})

test('the question names no provider: it says nothing leaves the browser', async ({ page }) => {
  await page.goto('/')
  await expect(choice(page)).toContainText('no page view leaves your browser')
  await expect(choice(page)).not.toContainText('Google')
})

test('only the recording adapter reaches the browser, once the visitor agrees', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto('/')
  await expect(choice(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await scripts.containing(ANALYTICS_ADAPTER_CODE.recording)).toEqual([])

  await choice(page).getByRole('button', { name: 'Allow analytics' }).click()
  await expect.poll(() => recorded(page)).toEqual(['/'])
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  await expect.poll(() => recorded(page)).toEqual(['/', '/careers'])
  expect(await scripts.containing(ANALYTICS_ADAPTER_CODE.recording)).toHaveLength(1)
  // GA4 is not configured: its code never reaches the browser.
  expect(await scripts.containing(ANALYTICS_ADAPTER_CODE.ga4)).toEqual([])
})

test('a visitor who declines is never counted, and not asked again', async ({ page }) => {
  await page.goto('/')
  await choice(page).getByRole('button', { name: 'No, thanks' }).click()
  await expect(choice(page)).toHaveCount(0)
  await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(choice(page)).toHaveCount(0)
  expect(await recorded(page)).toEqual([])
})

for (const [signal, script] of [
  [
    'Do Not Track',
    () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  ],
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
] as const) {
  test(`${signal} is honoured: no question, nothing counted, whatever was chosen before`, async ({
    page,
  }) => {
    await page.addInitScript(script)
    await page.addInitScript(
      ({ name, value }) => localStorage.setItem(name, value),
      answeredConsent('granted'),
    )
    await page.goto('/')
    await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await page.waitForLoadState('networkidle')
    await expect(choice(page)).toHaveCount(0)
    expect(await recorded(page)).toEqual([])
  })
}

test('Privacy choices, in the footer, asks again and lets the visitor change their mind', async ({
  page,
}) => {
  await page.goto('/')
  await choice(page).getByRole('button', { name: 'Allow analytics' }).click()
  await expect.poll(() => recorded(page)).toEqual(['/'])

  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click()
  await expect(choice(page)).toBeVisible()
  // Reopened on purpose: focus goes to it.
  await expect(choice(page).getByRole('button', { name: 'Allow analytics' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(choice(page)).toBeHidden()
  const remembered = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)
  expect(rememberedChoice(remembered).consent).toBe('denied')

  await page.getByRole('navigation').getByRole('link', { name: 'Manifesto' }).click()
  await expect(page.locator('main h1')).toBeFocused()
  // React runs a commit's effects, page views among them, before it renders the next update:
  // once the choice has opened again, the new page has had its chance to be counted.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click()
  await expect(choice(page)).toBeVisible()
  expect(await recorded(page)).toEqual(['/'])
})

test('the choice is accessible and uses the words of the content', async ({ page }) => {
  await page.goto('/')
  await expect(choice(page)).toBeVisible()
  // The fixtures word the question themselves; the defaults are only a fallback.
  await expect(choice(page)).not.toContainText(DEFAULT_INTERFACE_LABELS.consentBody)
  // Colours are judged as the question shows once it has faded in, not half-way through.
  await choice(page).evaluate((panel) =>
    Promise.all(panel.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
  const { violations } = await new AxeBuilder({ page }).include('section').analyze()
  expect(violations).toEqual([])
})
