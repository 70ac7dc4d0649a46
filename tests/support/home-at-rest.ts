import { expect, type Locator, type Page } from '@playwright/test'
import { boxInSight } from '../../src/ui/scheduling/in-sight'
import { ANIMATION_PLAYER, DRAWN } from './animation-player'
import { siteLabels } from './site-labels'

/** The progress bar (its phase is on data-phase). */
export const progressBar = (page: Page) => page.locator('[data-phase]')

/**
 * The home page at rest: loaded, its animation's data fetched if it is in sight (it starts when
 * the browser is idle, which on a busy machine is well after the load; on a phone, where a
 * sliver of it shows or the analytics question covers it, it waits for a scroll) and the
 * progress bar idle, so that every request,
 * and everything said, from here on follows what the test does.
 */
export async function homeAtRest(page: Page) {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const hero = page.locator(ANIMATION_PLAYER).first()
  await expect(hero).toHaveAttribute(
    'data-animation-state',
    (await inSight(page, hero)) ? DRAWN : 'waiting',
  )
  await expect(progressBar(page)).toHaveAttribute('data-phase', 'idle')
}

/**
 * Whether the page's player counts `element` in sight (src/ui/scheduling/in-sight.ts): on
 * screen above the analytics question, where that spans the window's width (use-foot-space.ts).
 */
async function inSight(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox()
  const screen = page.viewportSize()
  if (!box || !screen) return false
  return boxInSight(box.y, box.height, screen.height - (await coveredFoot(page)))
}

/** How far up from the window's foot the analytics question covers, where it spans the window. */
async function coveredFoot(page: Page): Promise<number> {
  const question = page.getByRole('region', { name: (await siteLabels()).consentTitle })
  const panel = (await question.isVisible()) ? await question.boundingBox() : null
  const screen = page.viewportSize()
  if (!panel || !screen) return 0
  const windowWidth = await page.evaluate(() => document.documentElement.clientWidth)
  const across = panel.x <= 0 && panel.x + panel.width >= windowWidth - 1
  return across ? screen.height - panel.y : 0
}
