import { expect, test } from '@playwright/test'
import { homeAtRest } from '../support/home-at-rest'

/*
 * The connection: the visitor is told, politely, when it drops and what still works, and when
 * it returns.
 */

test('going offline and back is announced in a polite live region', async ({ page, context }) => {
  // At rest: the effects' code, loaded once the browser is idle, is in before the connection goes.
  await homeAtRest(page)
  const region = page.locator('[data-connection]')
  await expect(region).toHaveAttribute('role', 'status')
  await expect(region).toHaveText('')

  await context.setOffline(true)
  await expect(region).toHaveAttribute('data-connection', 'offline')
  await expect(region).toContainText('You are offline')
  await expect(region).toContainText('visited')
  await expect(region).toBeVisible()

  await context.setOffline(false)
  await expect(region).toHaveText('You are back online.')
  // The good news goes away by itself (after five seconds: the expect timeout allows for them).
  await expect(region).toHaveText('')
})
