import { expect, test, type Page } from '@playwright/test'
import { recordScripts } from '../support/loaded-scripts'

/*
 * prefers-reduced-motion: no smooth scrolling, no transitions, nothing scrubbed or looping.
 * Animations rest on a still frame, the WebGL block on its still image.
 */

test.use({ reducedMotion: 'reduce' })

/**
 * Counts the animation frames the page asks for, and lets the test wait for frames of its own
 * (uncounted): frames are the chances a running animation has to move, whatever the machine's
 * speed, so the tests wait for frames rather than for milliseconds.
 */
async function watchFrames(page: Page) {
  await page.addInitScript(() => {
    const request = window.requestAnimationFrame.bind(window)
    const watch = {
      asked: 0,
      /** Resolves after `count` frames have been drawn. */
      frames: (count: number) =>
        new Promise<void>((resolve) => {
          let left = count
          const next = () => (--left <= 0 ? resolve() : request(next))
          request(next)
        }),
    }
    Object.assign(window, { watch })
    window.requestAnimationFrame = (callback) =>
      request((time) => {
        watch.asked++
        callback(time)
      })
  })
  type Watch = { asked: number; frames: (count: number) => Promise<void> }
  return {
    /** How many frames the page asks for while `count` frames are drawn. */
    askedDuring: (count: number) =>
      page.evaluate(async (count) => {
        const { watch } = window as unknown as { watch: Watch }
        watch.asked = 0
        await watch.frames(count)
        return watch.asked
      }, count),
    /** Waits for `count` frames to be drawn. */
    frames: (count: number) =>
      page.evaluate((count) => (window as unknown as { watch: Watch }).watch.frames(count), count),
  }
}

test('an idle page runs no animation frames at all', async ({ page }) => {
  const frames = await watchFrames(page)
  await page.goto('/')
  // Bring every effect on the page into play: the hero animation and the WebGL block.
  await page.locator('[data-webgl-state]').scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.locator('[data-animation-state]').first()).toHaveAttribute(
    'data-animation-state',
    'still',
  )
  await page.waitForLoadState('networkidle')
  // Once everything has come to rest, a whole second's worth of frames passes without the page
  // asking for one. (A loop that keeps running never gets there, and fails.)
  await expect.poll(() => frames.askedDuring(60)).toBe(0)
})

test('no smooth scrolling, and no CSS animation runs', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).not.toHaveClass(/\blenis\b/)
  const running = await page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
  )
  expect(running).toBe(0)

  await page.mouse.move(700, 400)
  await page.mouse.wheel(0, 600)
  // The browser's own scrolling: there at once, not gliding.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)
})

test('animations show a still frame; the WebGL block its still image', async ({ page }) => {
  const frames = await watchFrames(page)
  const scripts = recordScripts(page)
  await page.goto('/')
  const hero = page.locator('[data-animation-state]').first()
  await expect(hero).toHaveAttribute('data-animation-state', 'still')
  // The fallback has made way: what is seen is the drawing alone.
  await expect(hero.locator('div').first()).toHaveCSS('opacity', '0')
  const drawing = hero.locator('canvas')
  const still = await drawing.screenshot()
  // Time for a playing animation to have drawn a few frames of its own.
  await frames.frames(30)
  expect((await drawing.screenshot()).equals(still)).toBe(true)

  const block = page.locator('[data-webgl-state]')
  await block.scrollIntoViewIfNeeded()
  await expect(block).toHaveAttribute('data-webgl-state', 'still')
  await expect(block.locator('img')).toBeVisible()
  await expect(block.getByRole('button')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  const libraries = await scripts.libraries()
  expect(libraries).not.toContain('three.js')
  expect(libraries).not.toContain('GSAP')
})

test('hash links jump, and pages change without a transition', async ({ page }) => {
  await page.goto('/privacy')
  await page
    .getByRole('navigation', { name: 'In this policy' })
    .getByRole('link', { name: 'Your rights' })
    .click()
  const top = await page.locator('#your-rights').evaluate((element) => {
    const margin = parseFloat(getComputedStyle(element).scrollMarginTop)
    return Math.round(element.getBoundingClientRect().top - margin)
  })
  expect(Math.abs(top)).toBeLessThanOrEqual(2)

  await page.getByRole('navigation').first().getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/careers$/)
  const pageAnimations = await page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((animation) => (animation as CSSAnimation).animationName?.startsWith('page-'))
        .length,
  )
  expect(pageAnimations).toBe(0)
})
