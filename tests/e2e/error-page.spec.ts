import { expect, test } from '@playwright/test'
import { STACK_FRAME } from '../support/leaks'
import { ERROR_TITLE, HOME_LINK_LABEL } from '@/domain/error-copy'

test.describe('the error page', () => {
  test('a failure in the browser shows the normalised error without internals', async ({
    page,
  }) => {
    // Simulate a broken browser API (as a faulty extension would cause): registering the menu's
    // Escape-key listener throws, with a message that names a server-like path.
    await page.addInitScript(() => {
      const register = Document.prototype.addEventListener
      Document.prototype.addEventListener = function (
        this: Document,
        ...args: Parameters<Document['addEventListener']>
      ) {
        if (args[0] === 'keydown' && (window as { breakListeners?: boolean }).breakListeners) {
          throw Object.assign(new Error('Listener failed in /srv/alts/.next/static/chunk.js'), {
            status: 503,
          })
        }
        return register.apply(this, args)
      } as Document['addEventListener']
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.evaluate(() => ((window as { breakListeners?: boolean }).breakListeners = true))
    await page.getByRole('button', { name: 'Menu' }).click()

    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(ERROR_TITLE)
    await expect(alert).toContainText('503')
    await expect(alert).toContainText('Listener failed in [path]')
    await expect(alert).not.toContainText('/srv/alts')
    await expect(page.locator('body')).not.toContainText(STACK_FRAME)

    await alert.getByRole('link', { name: HOME_LINK_LABEL }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ERROR_TITLE)
  })
})
