import { expect, type Page } from '@playwright/test'
import { tapLandsOn } from '../../support/touch'

/** The header's menu on a phone: its toggle, named "Menu" or "Close menu", and its panel. */
export function siteMenu(page: Page) {
  return {
    toggle: page.getByRole('banner').getByRole('button', { name: /menu/i }),
    panel: page.getByRole('navigation', { name: 'Menu' }),
  }
}

/** Opens the menu by tap; it covers the page, and a tap on any of its links reaches the link. */
export async function openMenuByTap(page: Page) {
  const { toggle, panel } = siteMenu(page)
  await toggle.tap()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  const links = await panel.getByRole('link').all()
  expect(links.length).toBeGreaterThan(1)
  for (const link of links) await expect.poll(() => tapLandsOn(link)).toBe('itself')
}
