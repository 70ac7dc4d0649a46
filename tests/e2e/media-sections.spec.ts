import { expect, test } from '@playwright/test'

/* The sections that embed something: a third-party form behind a facade, and a video. */

test('the form loads only when asked for, and a plain link always offers another way', async ({
  page,
}) => {
  const formRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/forms/')) formRequests.push(request.url())
  })
  await page.goto('/products')
  const fallback = page.getByRole('link', { name: 'Email us instead' })
  await expect(fallback).toHaveAttribute('href', /^mailto:hello@alts\.example/)
  expect(formRequests).toEqual([])

  await page.getByRole('button', { name: 'Open the enquiry form' }).click()
  const form = page.frameLocator('iframe[title="Project enquiry form"]')
  await expect(form.getByLabel('Your name')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeVisible()
  await expect(fallback).toBeVisible()
})

test('the video waits for the visitor, with its poster and captions', async ({ page }) => {
  const posters: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_next/image?')) posters.push(request.url())
  })
  await page.goto('/manifesto')
  const video = page.locator('video')
  await expect(video).toHaveAttribute('controls', '')
  await expect(video).toHaveAttribute('preload', 'none')
  await expect(video).not.toHaveAttribute('autoplay', /.*/)
  // Far below the fold, the poster waits: nothing asks for it while the page opens, and the
  // video shows the blurred preview written in the page.
  await page.waitForLoadState('networkidle')
  await expect(video).toHaveAttribute('poster', /^data:image\//)
  const requestedBefore = posters.length
  await video.scrollIntoViewIfNeeded()
  await expect(video).toHaveAttribute('poster', /\/_next\/image\?url=.*&w=\d+/)
  const width = Number(
    new URL((await video.getAttribute('poster'))!, page.url()).searchParams.get('w'),
  )
  // As wide as the video is drawn on this screen, or near it: not the widest there is.
  const drawn = await video.evaluate((element) => element.clientWidth * window.devicePixelRatio)
  expect(width).toBeGreaterThanOrEqual(drawn)
  await expect.poll(() => posters.length).toBeGreaterThan(requestedBefore)
  const track = video.locator('track')
  await expect(track).toHaveAttribute('kind', 'captions')
  await expect(track).toHaveAttribute('srclang', 'en')
  await expect(track).toHaveAttribute('default', '')
  const captions = await page.request.get((await track.getAttribute('src'))!)
  expect(captions.status()).toBe(200)
  expect(await captions.text()).toMatch(/^WEBVTT/)
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the video shows the blurred preview of its poster', async ({ page }) => {
    await page.goto('/manifesto')
    const video = page.locator('video')
    await expect(video).toHaveAttribute('poster', /^data:image\//)
    await expect(video).toHaveAttribute('controls', '')
  })
})
