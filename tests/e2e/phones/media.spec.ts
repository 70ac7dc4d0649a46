import { expect, test } from '@playwright/test'
import { tapPlayButton } from '../../support/native-media-controls'
import {
  countWebglDraws,
  SCENE_START,
  scrollToWebglBlock,
  WEBGL_BLOCK,
} from '../../support/webgl-scene'

/* What moves, started and stopped by touch: the manifesto's video and the WebGL scene. */

test('the video plays and pauses by tap on its own controls', async ({ page }) => {
  await page.goto('/manifesto')
  const video = page.locator('video')
  await video.scrollIntoViewIfNeeded()
  const playback = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      ended: element.ended,
    }))
  await tapPlayButton(page, 'video')
  await expect.poll(playback).toEqual({ paused: false, ended: false })
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0)

  await tapPlayButton(page, 'video')
  await expect.poll(playback).toEqual({ paused: true, ended: false })
})

test.describe('the WebGL scene', () => {
  // Software WebGL (SwiftShader) is slow on a busy two-core machine: allow for it.
  test.describe.configure({ timeout: 180_000 })

  test('pauses and plays by tap, and draws nothing while paused', async ({ page }) => {
    const webgl = await countWebglDraws(page)
    await page.goto('/')
    const block = page.locator(WEBGL_BLOCK)
    await scrollToWebglBlock(page)
    await expect(block).toHaveAttribute('data-webgl-state', 'running', SCENE_START)
    const control = block.getByRole('button', { name: 'Pause the orbits' })
    // Big enough for a finger, once the block's reveal has come to rest (it scales as it arrives:
    // one run measured 43.99998 px mid-way).
    await expect
      .poll(async () => {
        const { width, height } = (await control.boundingBox())!
        return Math.min(width, height)
      })
      .toBeGreaterThanOrEqual(44)

    await control.tap()
    await expect(block.getByRole('button', { name: 'Play the orbits' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(block).toHaveAttribute('data-webgl-state', 'paused')
    expect(await webgl.drawsDuring(30)).toBe(0)

    await block.getByRole('button', { name: 'Play the orbits' }).tap()
    await expect(control).toHaveAttribute('aria-pressed', 'false')
    await expect(block).toHaveAttribute('data-webgl-state', 'running')
    await expect.poll(() => webgl.drawsDuring(5)).toBeGreaterThan(0)
  })
})
