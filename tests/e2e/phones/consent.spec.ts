import { expect, test, type Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY, rememberedChoice } from '../../support/consent'
import { openMenuByTap } from './menu'

/*
 * The analytics question on a phone's first visit: answered by tap, remembered, and never in
 * the way of the open menu.
 */

test.use({ storageState: { cookies: [], origins: [] } })

const question = (page: Page) => page.getByRole('region', { name: 'May we count your visit?' })
const remembered = async (page: Page) =>
  rememberedChoice(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY))
    .consent

for (const [answer, choice] of [
  ['Allow analytics', 'granted'],
  ['No, thanks', 'denied'],
] as const) {
  test(`“${answer}”, tapped, answers the question for good`, async ({ page }) => {
    await page.goto('/')
    await expect(question(page)).toBeVisible()
    await question(page).getByRole('button', { name: answer }).tap()
    await expect(question(page)).toBeHidden()
    expect(await remembered(page)).toBe(choice)
  })
}

test('with the question showing, every link of the open menu can be tapped', async ({ page }) => {
  await page.goto('/')
  await expect(question(page)).toBeVisible()
  await openMenuByTap(page)
})
