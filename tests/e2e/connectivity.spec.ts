import { expect, test } from '@playwright/test'
import { DEFAULT_INTERFACE_LABELS } from '@/domain/content/site-settings'
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

test.describe('on a first visit', () => {
  // No choice remembered yet: the consent question shows at the foot of the window.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the note stands above the consent question, and returns to the foot once it is answered', async ({
    page,
    context,
  }) => {
    await homeAtRest(page)
    const question = page.getByRole('region', { name: DEFAULT_INTERFACE_LABELS.consentTitle })
    await expect(question).toBeVisible()
    const note = page.locator('[data-connection]')
    /** How far the note's bottom edge is above the question's top edge, in CSS pixels. */
    const clearance = async () => {
      const [shown, asked] = await Promise.all([note.boundingBox(), question.boundingBox()])
      return shown && asked ? Math.round(asked.y - (shown.y + shown.height)) : undefined
    }

    await context.setOffline(true)
    await expect(note).toBeVisible()
    // The note slides into place: wait for it to settle clear of the question.
    await expect.poll(clearance).toBeGreaterThanOrEqual(0)

    await question.getByRole('button', { name: DEFAULT_INTERFACE_LABELS.consentDecline }).click()
    await expect(question).toBeHidden()
    const viewport = page.viewportSize()
    if (!viewport) throw new Error('The page has no viewport')
    // With the question gone, the note keeps only its own margin from the window's foot.
    await expect
      .poll(async () => {
        const shown = await note.boundingBox()
        return shown ? viewport.height - (shown.y + shown.height) : undefined
      })
      .toBeLessThan(40)
  })
})
