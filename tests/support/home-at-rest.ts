import { expect, type Page } from '@playwright/test'
import { ANIMATION_PLAYER, DRAWN } from './animation-player'

/** The progress bar (its phase is on data-phase). */
export const progressBar = (page: Page) => page.locator('[data-phase]')

/**
 * The home page at rest: loaded, its animation's data fetched (the animation starts when the
 * browser is idle, which on a busy machine is well after the load) and the progress bar idle,
 * so that every request, and everything said, from here on follows what the test does.
 */
export async function homeAtRest(page: Page) {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator(ANIMATION_PLAYER).first()).toHaveAttribute(
    'data-animation-state',
    DRAWN,
  )
  await expect(progressBar(page)).toHaveAttribute('data-phase', 'idle')
}
