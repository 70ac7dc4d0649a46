import { expect, test, type Page } from '@playwright/test'
import { SITE_ROUTES } from '@/domain/routes'
import { recordScripts } from '../support/loaded-scripts'
import {
  countWebglDraws,
  SCENE_START,
  scrollToWebglBlock as scrollToBlock,
  WEBGL_BLOCK as BLOCK,
} from '../support/webgl-scene'
import { withoutWebgl } from '../support/without-webgl'

/*
 * The WebGL block: three.js and the scene load as the block nears the view; the scene renders
 * only on screen in a visible tab, at a capped pixel ratio, and lets go of its WebGL context
 * when the visitor leaves the page. Without WebGL the still image stays. It moves on its own, so
 * a button pauses it (WCAG 2.2.2).
 */

// Software WebGL (SwiftShader) is slow on a busy two-core machine: allow for it.
test.describe.configure({ timeout: 180_000 })

/** Counts the WebGL contexts the page creates, and which of them are still alive. */
async function countWebglContexts(page: Page) {
  await page.addInitScript(() => {
    const contexts: WebGLRenderingContext[] = []
    Object.assign(window, { webglContexts: contexts })
    const getContext = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<typeof getContext>
    ) {
      const context = getContext.apply(this, args)
      if (String(args[0]).startsWith('webgl') && context && !contexts.includes(context as never))
        contexts.push(context as WebGLRenderingContext)
      return context
    } as typeof getContext
  })
  return async () =>
    page.evaluate(() => {
      const contexts = (window as unknown as { webglContexts: WebGLRenderingContext[] })
        .webglContexts
      return {
        created: contexts.length,
        alive: contexts.filter((context) => !context.isContextLost()).length,
      }
    })
}

test('three.js and the scene load only as the block nears the view', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator(BLOCK)).toHaveAttribute('data-webgl-state', 'waiting')
  expect(await scripts.libraries()).not.toContain('three.js')

  await scrollToBlock(page)
  await expect(page.locator(BLOCK)).toHaveAttribute('data-webgl-state', 'running', SCENE_START)
  expect(await scripts.libraries()).toContain('three.js')
  await expect(page.locator(`${BLOCK} canvas`)).toHaveCSS('opacity', '1', SCENE_START)
})

test('the scene pauses off screen and in a hidden tab, and resumes after', async ({ page }) => {
  await page.goto('/')
  const block = page.locator(BLOCK)
  await scrollToBlock(page)
  await expect(block).toHaveAttribute('data-webgl-state', 'running', SCENE_START)

  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(block).toHaveAttribute('data-webgl-state', 'paused')
  await scrollToBlock(page)
  await expect(block).toHaveAttribute('data-webgl-state', 'running', SCENE_START)

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((state) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)
  await setVisibility('hidden')
  await expect(block).toHaveAttribute('data-webgl-state', 'paused')
  await setVisibility('visible')
  await expect(block).toHaveAttribute('data-webgl-state', 'running', SCENE_START)
})

test('the scene pauses and plays from the keyboard, and draws nothing while paused', async ({
  page,
}) => {
  const webgl = await countWebglDraws(page)
  await page.goto('/')
  const block = page.locator(BLOCK)
  await scrollToBlock(page)
  await expect(block).toHaveAttribute('data-webgl-state', 'running', SCENE_START)
  const pause = block.getByRole('button', { name: 'Pause the orbits' })
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  const { width, height } = (await pause.boundingBox())!
  expect(Math.min(width, height)).toBeGreaterThanOrEqual(44)

  await pause.focus()
  await page.keyboard.press('Enter')
  const play = block.getByRole('button', { name: 'Play the orbits' })
  await expect(play).toHaveAttribute('aria-pressed', 'true')
  await expect(play).toBeFocused()
  await expect(play).toHaveCSS('outline-style', 'solid')
  await expect(block).toHaveAttribute('data-webgl-state', 'paused')
  expect(await webgl.drawsDuring(30)).toBe(0)

  // Paused by the visitor, it stays paused when it comes back into view.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(block).not.toBeInViewport()
  await scrollToBlock(page)
  expect(await webgl.drawsDuring(30)).toBe(0)
  await expect(block).toHaveAttribute('data-webgl-state', 'paused')

  await play.focus()
  await page.keyboard.press('Space')
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  await expect(block).toHaveAttribute('data-webgl-state', 'running')
  await expect.poll(() => webgl.drawsDuring(5)).toBeGreaterThan(0)
})

test.describe('on a dense screen', () => {
  test.use({ deviceScaleFactor: 3 })

  test('the scene renders at most 1.5 device pixels per CSS pixel', async ({ page }) => {
    await page.goto('/')
    await scrollToBlock(page)
    await expect(page.locator(BLOCK)).toHaveAttribute('data-webgl-state', 'running', SCENE_START)
    const { ratio } = await page
      .locator(`${BLOCK} canvas`)
      .evaluate((canvas: HTMLCanvasElement) => ({ ratio: canvas.width / canvas.clientWidth }))
    expect(ratio).toBeGreaterThan(1.4)
    expect(ratio).toBeLessThanOrEqual(1.5)
  })
})

test('no WebGL context outlives its page, after visiting every page twice', async ({ page }) => {
  const contexts = await countWebglContexts(page)
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/too many active webgl contexts/i.test(message.text())) warnings.push(message.text())
  })
  await page.goto('/careers')
  for (let round = 0; round < 2; round++) {
    for (const route of SITE_ROUTES) {
      // Client-side navigation, by the site's own header and footer links.
      await page.locator(`header a[href="${route}"], footer a[href="${route}"]`).first().click()
      await expect(page).toHaveURL(new URL(route, page.url()).href)
      // The new page is in place (focus moves to its heading once it is).
      await expect(page.locator('main h1')).toBeFocused()
      if (route === '/') {
        await scrollToBlock(page)
        await expect(page.locator(BLOCK)).toHaveAttribute(
          'data-webgl-state',
          'running',
          SCENE_START,
        )
      }
    }
  }
  const { created, alive } = await contexts()
  expect(created).toBe(2)
  expect(alive).toBe(0)
  expect(warnings).toEqual([])
})

test.describe('without WebGL', () => {
  test('the still image stays, and nothing breaks or logs an error', async ({ page }) => {
    await withoutWebgl(page)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // Nor a word in the console: WebGL is asked for before three.js, which would log its own.
    page.on(
      'console',
      (message) => void (message.type() === 'error' && errors.push(message.text())),
    )
    await page.goto('/')
    await scrollToBlock(page)
    const block = page.locator(BLOCK)
    await expect(block).toHaveAttribute('data-webgl-state', 'still')
    await expect(block.locator('img')).toBeVisible()
    await expect(block.locator('canvas')).toHaveCSS('opacity', '0')
    // Nothing moves, so there is nothing to pause.
    await expect(block.getByRole('button')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})
