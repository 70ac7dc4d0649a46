import { expect, type Locator, type Page } from '@playwright/test'
import { isInSight } from '../../src/ui/scheduling/in-sight'
import { ANIMATION_PLAYER, DRAWN } from './animation-player'

/** The progress bar (its phase is on data-phase). */
export const progressBar = (page: Page) => page.locator('[data-phase]')

/**
 * The home page at rest: loaded, its animation's data fetched if it is in sight (it starts when
 * the browser is idle, which on a busy machine is well after the load; on a phone, where a
 * sliver of it shows, it waits for a scroll) and the progress bar idle, so that every request,
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

/** Whether the page's player counts `element` in sight (src/ui/scheduling/in-sight.ts). */
async function inSight(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox()
  const screen = page.viewportSize()
  if (!box || !screen) return false
  const shown = Math.max(0, Math.min(box.y + box.height, screen.height) - Math.max(box.y, 0))
  return isInSight({
    isIntersecting: shown > 0,
    intersectionRatio: shown / box.height,
    intersectionRect: { height: shown } as DOMRectReadOnly,
    rootBounds: { height: screen.height } as DOMRectReadOnly,
  })
}
