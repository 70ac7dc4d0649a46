import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_INTERFACE_LABELS } from '@/domain/content/site-settings'
import { accessibilityTree } from '../../support/accessibility-tree'
import { siteMenu } from './menu'

/*
 * The menu works before the scripts do: with none at all it opens, closes on Escape and its
 * links navigate (the platform's popover, plain anchors); a tap while the page is still
 * hydrating is not lost, and hydration takes the open menu over without closing it, moving
 * focus or saying anything wrong about it.
 */

const { menu: MENU, closeMenu: CLOSE_MENU } = DEFAULT_INTERFACE_LABELS

/** Whether the toggle is expanded, as Chromium tells a screen reader (the DOM may not say). */
async function toggleExpanded(page: Page): Promise<boolean> {
  const tree = await accessibilityTree(page)
  const toggle = tree.find(
    (node) =>
      node.role === 'button' &&
      (node.name === MENU || node.name === CLOSE_MENU) &&
      node.ancestors.some((ancestor) => ancestor.role === 'banner'),
  )
  if (!toggle) throw new Error('no menu toggle in the accessibility tree')
  return toggle.properties.expanded === true
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu opens by tap, says so, closes on Escape, and its links navigate', async ({
    page,
  }) => {
    await page.goto('/')
    const { toggle, panel } = siteMenu(page)
    await expect(panel).toBeHidden()
    expect(await toggleExpanded(page)).toBe(false)

    await toggle.tap()
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAccessibleName(CLOSE_MENU)
    expect(await toggleExpanded(page)).toBe(true)

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toHaveAccessibleName(MENU)
    expect(await toggleExpanded(page)).toBe(false)

    await toggle.tap()
    await panel.getByRole('link', { name: 'Careers' }).tap()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(panel).toBeHidden()
  })
})

test('a tap while the page hydrates is kept: hydration takes the open menu over as it is', async ({
  page,
}) => {
  // A slow phone, and the page's scripts held back until the menu has been tapped open.
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const script = (url: URL) =>
    url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')
  await page.route(script, async (route) => {
    await released
    await route.continue()
  })
  // Every time the menu opens or closes, from the first moment of the page.
  await page.addInitScript(() => {
    const toggles: string[] = []
    Object.assign(window, { menuToggles: toggles })
    document.addEventListener(
      'toggle',
      (event) => {
        if ((event.target as Element).matches('header nav'))
          toggles.push((event as ToggleEvent).newState)
      },
      true,
    )
  })
  const toggles = () =>
    page.evaluate(() => (window as unknown as { menuToggles: string[] }).menuToggles)

  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const { toggle, panel } = siteMenu(page)
  await toggle.tap()
  await expect(panel).toBeVisible()
  await expect(toggle).not.toHaveAttribute('aria-expanded')
  expect(await toggleExpanded(page)).toBe(true)
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? null)
  const focusBefore = await focused()

  release()
  // Hydrated: the page now says what the platform said, and nothing else moved.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  expect(await toggleExpanded(page)).toBe(true)
  expect(await focused()).toBe(focusBefore)
  expect(await toggles()).toEqual(['open'])

  // From here the hydrated menu: Escape closes it and gives focus back to the toggle.
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
  expect(await toggles()).toEqual(['open', 'closed'])
})
