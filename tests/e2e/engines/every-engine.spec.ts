import { NOT_FOUND_TITLE } from '@/domain/error-copy'
import { SITE_ROUTES } from '@/domain/routes'
import { expect, test } from './fixture'
import { pointOf, settled, smoothScrolling, until } from './in-page'

/*
 * What a visitor does, in every engine the suite drives (playwright.config.ts: the `engine:`
 * projects): the same checks, the same way, in Chromium and in Firefox. Each behaviour has its
 * thorough spec elsewhere, run in Chromium; these say it holds in the other engines too.
 */

const DESKTOP = { width: 1440, height: 900, consent: 'denied' } as const
const PHONE = { width: 390, height: 844, touch: true, consent: 'denied' } as const

/** How Chromium's console reports a document answered 404: the not-found page's own status. */
const NOT_FOUND_STATUS =
  'Failed to load resource: the server responded with a status of 404 (Not Found)'

test('every route and the not-found page load with no console error', async ({ open }) => {
  const page = await open(DESKTOP)
  for (const route of SITE_ROUTES) {
    await page.goto(route)
    await smoothScrolling(page)
    expect(
      await page.evaluate(() => document.querySelector('main h1')?.textContent),
      route,
    ).toBeTruthy()
  }
  expect(page.errors()).toEqual([])

  await page.goto('/no-such-page')
  await smoothScrolling(page)
  expect(await page.evaluate(() => document.querySelector('main h1')?.textContent)).toBe(
    NOT_FOUND_TITLE,
  )
  expect(page.errors().filter((error) => error !== NOT_FOUND_STATUS)).toEqual([])
})

test('a link navigates on the client: the new page, in the same document', async ({ open }) => {
  const page = await open(DESKTOP)
  await page.goto('/')
  await smoothScrolling(page)
  await page.evaluate(() => void Object.assign(window, { sameDocument: true }))
  await page.click(await pointOf(page, 'header nav a[href="/careers"]'))
  await until(page, '/careers', () => location.pathname)
  await until(page, true, () => Boolean(document.querySelector('main h1')?.textContent))
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

test('a hash in the address lands its heading just below the sticky header', async ({ open }) => {
  const page = await open(DESKTOP)
  await page.goto('/privacy#your-rights')
  const placement = () =>
    page.evaluate(() => {
      const target = document.getElementById('your-rights')!
      const header = document.querySelector('header')!.getBoundingClientRect()
      const top = target.getBoundingClientRect().top
      return {
        offMargin: Math.abs(top - parseFloat(getComputedStyle(target).scrollMarginTop)),
        belowHeader: top >= Math.floor(header.bottom),
      }
    })
  await expect.poll(async () => (await placement()).offMargin).toBeLessThanOrEqual(2)
  await settled(page)
  const { offMargin, belowHeader } = await placement()
  expect(offMargin).toBeLessThanOrEqual(2)
  expect(belowHeader).toBe(true)
})

test('the menu opens by tap on a phone, and a tapped link navigates and closes it', async ({
  open,
}) => {
  const page = await open(PHONE)
  await page.goto('/')
  const toggle = 'header button[aria-controls]'
  // Once hydrated (the toggle states aria-expanded only then). A tap before or during hydration
  // is the phone specs' concern (phones/menu-before-scripts.spec.ts).
  await until(
    page,
    true,
    (css) => document.querySelector(css)!.hasAttribute('aria-expanded'),
    toggle,
  )
  await page.tap(await pointOf(page, toggle))
  await until(
    page,
    'true',
    (css) => document.querySelector(css)?.getAttribute('aria-expanded'),
    toggle,
  )
  await page.tap(await pointOf(page, 'nav[aria-label="Menu"] a[href="/careers"]'))
  await until(page, '/careers', () => location.pathname)
  await until(
    page,
    'false',
    (css) => document.querySelector(css)?.getAttribute('aria-expanded'),
    toggle,
  )
})

test('the wheel glides the page, and what enters the view reveals', async ({ open }) => {
  const page = await open(DESKTOP)
  await page.goto('/')
  await smoothScrolling(page)
  await page.evaluate(() => {
    const frames: { at: number; y: number }[] = []
    Object.assign(window, { frames })
    const record = (at: number) => {
      frames.push({ at, y: Math.round(window.scrollY) })
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  const middle = { x: DESKTOP.width / 2, y: DESKTOP.height / 2 }
  await page.wheel(middle, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(700)
  await settled(page)
  const glide = await page.evaluate(() => {
    const { frames } = window as unknown as { frames: { at: number; y: number }[] }
    const final = Math.round(window.scrollY)
    const started = frames.find(({ y }) => y > 0)!
    const arrived = frames.find(({ y }) => y === final)!
    return {
      seenOnTheWay: frames.some(({ y }) => y > 0 && y < final),
      tookItsTime: arrived.at - started.at >= 200,
    }
  })
  expect(glide).toEqual({ seenOnTheWay: true, tookItsTime: true })

  // The last block that reveals, hidden until the page gets there, then shown.
  const lastOpacity = () =>
    page.evaluate(
      () => getComputedStyle([...document.querySelectorAll('[data-reveal]')].at(-1)!).opacity,
    )
  await expect.poll(lastOpacity).toBe('0')
  await expect(async () => {
    await page.wheel(middle, 600)
    expect(await lastOpacity()).toBe('1')
  }).toPass({ intervals: [200], timeout: 60_000 })
})

test('with reduced motion: no smooth scrolling, everything shown, animations still', async ({
  open,
}) => {
  const page = await open({ ...DESKTOP, reducedMotion: true })
  await page.goto('/')
  await until(page, true, () => matchMedia('(prefers-reduced-motion: reduce)').matches)
  await until(page, 'still', () =>
    document.querySelector('[data-animation-state]')?.getAttribute('data-animation-state'),
  )
  await page.wheel({ x: DESKTOP.width / 2, y: DESKTOP.height / 2 }, 600)
  await settled(page)
  const shown = await page.evaluate(() => ({
    smooth: document.documentElement.classList.contains('lenis'),
    hidden: [...document.querySelectorAll('[data-reveal]')].filter(
      (element) => getComputedStyle(element).opacity !== '1',
    ).length,
    webgl: document.querySelector('[data-webgl-state]')?.getAttribute('data-webgl-state'),
  }))
  expect(shown).toEqual({ smooth: false, hidden: 0, webgl: 'still' })
  expect(page.errors()).toEqual([])
})

test('the hero animation plays, and is drawn again when its frame changes size', async ({
  open,
}) => {
  const page = await open(DESKTOP)
  await page.goto('/')
  const frame = '[data-animation-state]'
  const state = () =>
    page.evaluate((css) => document.querySelector(css)?.getAttribute('data-animation-state'), frame)
  await expect.poll(state).toMatch(/^(playing|played)$/)
  // Half as wide: the worker builds the player again on the same canvas (Firefox refused a
  // second 2D context there, and the animation failed).
  await page.evaluate((css) => {
    const element = document.querySelector<HTMLElement>(css)!
    element.style.width = `${Math.round(element.getBoundingClientRect().width / 2)}px`
  }, frame)
  await until(
    page,
    true,
    (css) => {
      const element = document.querySelector<HTMLElement>(css)!
      const width = Math.round(element.getBoundingClientRect().width * devicePixelRatio)
      return element.dataset.drawnWidth === String(width)
    },
    frame,
  )
  expect(await state()).toMatch(/^(playing|played)$/)
  expect(page.errors()).toEqual([])
})

test('the WebGL block runs where the engine has WebGL 2, and keeps its still image where not', async ({
  open,
}) => {
  const page = await open(DESKTOP)
  await page.goto('/')
  await smoothScrolling(page)
  const hasWebgl = await page.evaluate(
    () => document.createElement('canvas').getContext('webgl2') !== null,
  )
  await pointOf(page, '[data-webgl-state]')
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const block = document.querySelector('[data-webgl-state]')!
          // Smooth scrolling may take the page back as it starts: keep the block in view.
          const { top, bottom } = block.getBoundingClientRect()
          if (top >= innerHeight || bottom <= 0) block.scrollIntoView({ block: 'center' })
          return block.getAttribute('data-webgl-state')
        }),
      { timeout: 60_000 },
    )
    .toBe(hasWebgl ? 'running' : 'still')
  expect(page.errors()).toEqual([])
})

test('the analytics question, answered, stays answered', async ({ open }) => {
  const page = await open({ width: 1440, height: 900 })
  await page.goto('/')
  await page.click(await pointOf(page, 'button', 'No, thanks'))
  const asked = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.trim() === 'No, thanks' && button.checkVisibility(),
      ),
    )
  await expect.poll(asked).toBe(false)
  await page.reload()
  await smoothScrolling(page)
  expect(await asked()).toBe(false)
})

test('the service worker takes the site over where the engine allows it', async ({ open }) => {
  const page = await open(DESKTOP)
  await page.goto('/')
  const available = await page.evaluate(() => 'serviceWorker' in navigator)
  test.skip(!available, 'this engine offers pages no service worker here')
  await until(page, true, async () => Boolean(await navigator.serviceWorker.ready))
  await page.reload()
  await until(page, true, () => navigator.serviceWorker.controller !== null)
  expect(page.errors()).toEqual([])
})
