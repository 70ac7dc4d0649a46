import { expect, test } from '@playwright/test'
import { SERVER_PATH, STACK_FRAME } from '../support/leaks'
import { HOME_LINK_LABEL, NOT_FOUND_TITLE } from '@/domain/error-copy'

const UNKNOWN_PATHS = [
  '/nope',
  '/products/x',
  '/careers/a/b',
  '/caf%C3%A9',
  '/%63areers',
  '/careers%2Fa',
  '/%ZZ',
  '/a/%E0%A4%A',
  '/%00',
  `/${'very-long-path-'.repeat(250)}`,
  `/${'deep/'.repeat(400)}end`,
]

test.describe('an address the site does not have', () => {
  for (const path of UNKNOWN_PATHS) {
    test(`${path.slice(0, 40)}${path.length > 40 ? '…' : ''} answers 404 with a way home`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE)
      const home = page.getByRole('main').getByRole('link', { name: HOME_LINK_LABEL })
      await expect(home).toHaveAttribute('href', '/')
    })
  }

  test('the home link leads home', async ({ page }) => {
    await page.goto('/nope')
    await page.getByRole('main').getByRole('link', { name: HOME_LINK_LABEL }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND_TITLE)
  })

  test('the 404 page reveals no stack trace or server path', async ({ request }) => {
    const response = await request.get('/nope/../../etc/passwd')
    expect(response.status()).toBe(404)
    const body = await response.text()
    expect(body).not.toMatch(STACK_FRAME)
    expect(body).not.toMatch(SERVER_PATH)
  })
})
