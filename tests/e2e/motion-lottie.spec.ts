import { expect, test, type Page } from '@playwright/test'
import { ANIMATION_PLAYER as HERO, DRAWN } from '../support/animation-player'
import { answeredConsent } from '../support/consent'
import { recordScripts } from '../support/loaded-scripts'
import { siteLabels } from '../support/site-labels'

/*
 * Vector animations: loaded when they near the view, their data through the animation data
 * port, a still fallback that stays when anything goes wrong, and at rest within five seconds.
 */

const HERO_DATA = '**/files/a8ee4a43981ebb7940529b8af2373f53bb2464ee.json'

/** The addresses of the animation data the page asks for, as it asks. */
function animationDataRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.json')) requested.push(request.url())
  })
  return requested
}

test('the hero animation plays: the player draws it and moves it on', async ({ page }) => {
  // The hero's own data, ten times slower: a busy machine cannot miss it moving before it rests.
  await page.route(HERO_DATA, async (route) => {
    const data = (await (await route.fetch()).json()) as { fr: number }
    await route.fulfill({ json: { ...data, fr: data.fr / 10 } })
  })
  await page.goto('/')
  const player = page.locator(HERO).first()
  await expect(player).toHaveAttribute('data-animation-state', 'playing')
  const drawing = player.locator('canvas')
  await expect(drawing).toBeVisible()
  // The fallback has made way: what changes is the drawing alone.
  await expect(player.locator('div').first()).toHaveCSS('opacity', '0')
  const first = await drawing.screenshot()
  await expect.poll(async () => first.equals(await drawing.screenshot())).toBe(false)
})

test('it comes to rest by itself within five seconds, drawn, and stays still (WCAG 2.2.2)', async ({
  page,
}) => {
  // The hero's animation lasts four seconds: it plays once and rests on its last frame.
  await page.goto('/')
  const player = page.locator(HERO).first()
  await expect(player).toHaveAttribute('data-animation-state', 'played')
  await expect(player.locator('div').first()).toHaveCSS('opacity', '0')
  const drawing = player.locator('canvas')
  const rested = await drawing.screenshot()
  // Scrolled away and back, it does not start again.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(drawing).toBeInViewport()
  // Each screenshot waits for a frame of its own: three of them see the drawing as it was.
  for (let shot = 0; shot < 3; shot++)
    expect((await drawing.screenshot()).equals(rested)).toBe(true)
  await expect(player).toHaveAttribute('data-animation-state', 'played')
})

test.describe('on a phone, where a third of the hero shows at the foot of the first screen', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('it loads once the page scrolls, and plays only once in sight', async ({ page }) => {
    // Answered before: a first visit's analytics question would cover the hero on this screen.
    await page.addInitScript(
      ({ name, value }) => localStorage.setItem(name, value),
      answeredConsent('denied'),
    )
    const scripts = recordScripts(page)
    const requested = animationDataRequests(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // The player's own wait for an idle moment was asked for first, so it is over too.
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5000 })))
    const player = page.locator(HERO).first()
    await expect(player).toHaveAttribute('data-animation-state', 'waiting')
    expect(requested).toEqual([])
    expect(await scripts.libraries()).not.toContain('lottie-web')

    // A little scroll: it loads and is drawn, but a sliver of it is not in sight.
    await page.evaluate(() => window.scrollBy(0, 20))
    await expect(player).toHaveAttribute('data-animation-state', 'playing')
    expect(requested).toEqual([expect.stringMatching(/\/files\/a8ee.*\.json$/)])
    await expect(player.locator('div').first()).toHaveCSS('opacity', '0')
    const drawing = player.locator('canvas')
    const box = (await drawing.boundingBox())!
    expect(box.y + box.height / 2).toBeGreaterThan(823)
    // What shows of it, taken from the page: a locator's screenshot would scroll it into view.
    const sliver = { x: box.x, y: box.y, width: box.width, height: 823 - box.y }
    const still = await page.screenshot({ clip: sliver })
    // Each screenshot waits for a frame of its own: playing, its 30 frames a second would show.
    for (let shot = 0; shot < 3; shot++)
      expect((await page.screenshot({ clip: sliver })).equals(still)).toBe(true)

    await player.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const shown = await drawing.screenshot()
    await expect.poll(async () => shown.equals(await drawing.screenshot())).toBe(false)
  })

  test.describe('on a first visit', () => {
    test.use({ storageState: { cookies: [], origins: [] } })

    test('one the analytics question covers waits for the answer, then plays', async ({ page }) => {
      const labels = await siteLabels()
      const requested = animationDataRequests(page)
      await page.goto('/manifesto')
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5000 })))
      // The manifesto's hero is in the first screen, wholly under the question's sheet.
      const question = page.getByRole('region', { name: labels.consentTitle })
      const sheet = (await question.boundingBox())!
      const player = page.locator(HERO).first()
      const box = (await player.boundingBox())!
      expect(box.y + box.height / 2).toBeLessThan(823)
      expect(box.y).toBeGreaterThanOrEqual(sheet.y)
      await expect(player).toHaveAttribute('data-animation-state', 'waiting')
      expect(requested).toEqual([])

      await question.getByRole('button', { name: labels.consentDecline }).click()
      await expect(player).toHaveAttribute('data-animation-state', 'playing')
      expect(requested).toHaveLength(1)
      const drawing = player.locator('canvas')
      const shown = await drawing.screenshot()
      await expect.poll(async () => shown.equals(await drawing.screenshot())).toBe(false)
    })
  })
})

test('it is drawn off the main thread: a worker draws, the page sets up no canvas', async ({
  page,
}) => {
  // Building an animation and drawing its frames are long tasks on a slow phone; the page hands
  // its canvas to a worker (animation.worker.ts) and never draws on it itself.
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext
    const contexts: unknown[] = []
    Object.assign(window, { canvasContexts: contexts })
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<typeof getContext>
    ) {
      contexts.push(args[0])
      return getContext.apply(this, args)
    } as typeof getContext
  })
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  await page.goto('/')
  await expect(page.locator(HERO).first()).toHaveAttribute('data-animation-state', DRAWN)
  expect(workers).toHaveLength(1)
  expect(
    await page.evaluate(() => (window as { canvasContexts?: unknown[] }).canvasContexts),
  ).toEqual([])
})

test('an animation further down loads only when it nears the view', async ({ page }) => {
  const scripts = recordScripts(page)
  const requested = animationDataRequests(page)
  await page.goto('/products')
  await page.waitForLoadState('networkidle')
  const player = page.locator(HERO).first()
  await expect(player).toHaveAttribute('data-animation-state', 'waiting')
  expect(requested).toEqual([])
  expect(await scripts.libraries()).not.toContain('lottie-web')

  await player.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top))
  await expect(player).toHaveAttribute('data-animation-state', DRAWN)
  expect(requested).toEqual([expect.stringMatching(/\/fixtures\/production\/files\/a02c.*\.json$/)])
  expect(await scripts.libraries()).toContain('lottie-web')
})

test('when its data cannot be loaded: data_failed, and the fallback stays', async ({ page }) => {
  await page.route(HERO_DATA, (route) => route.fulfill({ status: 500, body: 'unavailable' }))
  await page.goto('/')
  const player = page.locator(HERO).first()
  await expect(player).toHaveAttribute('data-animation-state', 'data_failed')
  await expect(player.locator('canvas')).toHaveCount(0)
  await expect(player.locator('div').first()).toHaveCSS('opacity', '1')
})

test('when its data is not an animation: configError, and the fallback stays', async ({ page }) => {
  await page.route(HERO_DATA, (route) => route.fulfill({ json: { title: 'Not an animation' } }))
  await page.goto('/')
  const player = page.locator(HERO).first()
  await expect(player).toHaveAttribute('data-animation-state', 'configError')
  await expect(player.locator('canvas')).toHaveCount(0)
  await expect(player.locator('div').first()).toHaveCSS('opacity', '1')
})

test('when the worker cannot draw it: configError, and the fallback stays', async ({ page }) => {
  // Well-formed data, but with an image: a worker has no <img> to load it into.
  const withImage = {
    v: '5.12.0',
    fr: 30,
    ip: 0,
    op: 30,
    w: 100,
    h: 100,
    assets: [{ id: 'photo', w: 100, h: 100, u: '/', p: 'photo.png', e: 0 }],
    layers: [{ ty: 2, refId: 'photo', ind: 1, ip: 0, op: 30, st: 0, ks: {} }],
  }
  await page.route(HERO_DATA, (route) => route.fulfill({ json: withImage }))
  await page.goto('/')
  const player = page.locator(HERO).first()
  await expect(player).toHaveAttribute('data-animation-state', 'configError')
  await expect(player.locator('canvas')).toHaveCount(0)
  await expect(player.locator('div').first()).toHaveCSS('opacity', '1')
})
