import { expect, test, type Page } from '@playwright/test'
import { RECORDING_DISCLOSURE } from '@/adapters/analytics/disclosures'
import { DEFAULT_INTERFACE_LABELS } from '@/domain/content/site-settings'
import { CONSENT_STORAGE_KEY, rememberedChoice } from '../support/consent'

/*
 * The privacy policy says how long the analytics choice holds; the browser keeps the choice for
 * exactly that long and then asks again, with nothing counted until the visitor answers anew.
 * The period is read from /privacy as a visitor reads it, and the browser's clock is fixed and
 * moved across it.
 */

// A first visit: no choice remembered yet.
test.use({ storageState: { cookies: [], origins: [] } })

const ANSWERED = new Date('2026-03-15T09:30:00.000Z')
const STATEMENT = /Your analytics choice: (\d+) months?, after which we ask again\./

const question = (page: Page) =>
  page.getByRole('region', { name: DEFAULT_INTERFACE_LABELS.consentTitle })

const recorded = (page: Page) =>
  page.evaluate(() => (window.altsAnalytics?.pageViews ?? []).map((view) => view.path))

/** The months the privacy policy states, as a visitor reads them. */
async function statedMonths(page: Page): Promise<number> {
  await page.goto('/privacy')
  const statement = page.locator('main').getByText(STATEMENT)
  await expect(statement).toHaveCount(1)
  return Number(STATEMENT.exec((await statement.textContent()) ?? '')?.[1])
}

/** The same time of day and day of the month (the 15th, in every month), `months` later. */
function monthsAfter(start: Date, months: number): Date {
  const later = new Date(start)
  later.setUTCMonth(later.getUTCMonth() + months)
  return later
}

test('the choice holds for the period /privacy states, then the question returns and nothing is counted', async ({
  page,
}) => {
  const months = await statedMonths(page)
  expect(months).toBeGreaterThan(0)

  await page.clock.setFixedTime(ANSWERED)
  await page.goto('/')
  await question(page).getByRole('button', { name: 'Allow analytics' }).click()
  await expect(question(page)).toBeHidden()
  await expect.poll(() => recorded(page)).toEqual(['/'])
  const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)
  expect(rememberedChoice(stored)).toEqual({
    consent: 'granted',
    answeredAt: ANSWERED.toISOString(),
  })

  // A minute before the period ends, the choice still holds: no question, the visit counted.
  const expiry = monthsAfter(ANSWERED, months)
  await page.clock.setFixedTime(new Date(expiry.getTime() - 60_000))
  await page.goto('/careers')
  await expect.poll(() => recorded(page)).toEqual(['/careers'])
  await expect(question(page)).toHaveCount(0)

  // Once it has ended, the visitor has not answered: asked again, and nothing is counted.
  await page.clock.setFixedTime(expiry)
  await page.goto('/manifesto')
  await expect(question(page)).toBeVisible()
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(question(page)).toBeVisible()
  expect(await recorded(page)).toEqual([])

  // Answered again, the new choice holds from now.
  await question(page).getByRole('button', { name: 'No, thanks' }).click()
  await expect(question(page)).toBeHidden()
  const renewed = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)
  expect(rememberedChoice(renewed)).toEqual({
    consent: 'denied',
    answeredAt: expiry.toISOString(),
  })
})

test('a choice stored without its time is no answer: the question is asked', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY)
  await page.goto('/')
  await expect(question(page)).toBeVisible()
  expect(await recorded(page)).toEqual([])
})

test('/privacy names the analytics this build runs, in the consent question’s words', async ({
  page,
}) => {
  await page.goto('/privacy')
  const policy = page.locator('main')
  // The fixtures build records page views in the page: the policy says so and names no provider.
  await expect(policy.getByText(RECORDING_DISCLOSURE)).toHaveCount(1)
  await expect(question(page).getByText(RECORDING_DISCLOSURE)).toBeVisible()
  await expect(policy).not.toContainText('Google')
})
