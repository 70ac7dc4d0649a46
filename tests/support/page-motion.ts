import { expect, type Page } from '@playwright/test'

/**
 * Waits until the page has stopped moving: the same position over 20 animation frames in a row.
 * Counted in frames rather than milliseconds, since frames are what move the page: a busy
 * machine draws fewer of them, and a glide then takes longer but has just as many steps.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => delete (window as { settling?: unknown }).settling)
  await page.waitForFunction(
    () => {
      const state = window as { settling?: { y: number; frames: number } }
      if (state.settling?.y === window.scrollY) state.settling.frames++
      else state.settling = { y: window.scrollY, frames: 0 }
      return state.settling.frames >= 20
    },
    undefined,
    { polling: 'raf' },
  )
}

/** Waits until smooth scrolling runs: Lenis marks the document once it has started. */
export async function smoothScrolling(page: Page): Promise<void> {
  await expect(page.locator('html.lenis')).toBeAttached()
}

/**
 * On a phone smooth scrolling starts at the first touch, not before: a tap on the page's main
 * heading (which does nothing) gives it one, then waits until it runs.
 */
export async function smoothScrollingAfterATouch(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).tap()
  await smoothScrolling(page)
}
