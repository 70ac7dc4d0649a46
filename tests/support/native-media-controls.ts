import { expect, type Page } from '@playwright/test'

/*
 * The browser's own media controls live in a shadow tree that pages (and Playwright's locators)
 * cannot reach, but a finger can. The DevTools protocol can see into it: these find where a
 * control is drawn, so a test can tap there as a visitor would.
 */

/** The centre of a video's native control (by its `pseudo`, e.g. the play button), if shown. */
async function controlCentre(page: Page, video: string, pseudo: string) {
  const session = await page.context().newCDPSession(page)
  try {
    const { result } = await session.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(video)})`,
    })
    const { node } = await session.send('DOM.describeNode', {
      objectId: result.objectId!,
      depth: -1,
      pierce: true,
    })
    const ids: number[] = []
    const walk = (each: typeof node) => {
      const attributes = each.attributes ?? []
      for (let index = 0; index < attributes.length; index += 2)
        if (attributes[index] === 'pseudo' && attributes[index + 1] === pseudo)
          ids.push(each.backendNodeId)
      for (const child of [...(each.children ?? []), ...(each.shadowRoots ?? [])]) walk(child)
    }
    walk(node)
    for (const backendNodeId of ids) {
      const { quads } = await session
        .send('DOM.getContentQuads', { backendNodeId })
        .catch(() => ({ quads: [] as number[][] }))
      const [quad] = quads
      if (quad) return { x: (quad[0]! + quad[4]!) / 2, y: (quad[1]! + quad[5]!) / 2 }
    }
    return undefined
  } finally {
    await session.detach()
  }
}

/**
 * Taps the play button (a pause button while playing) of the video that `video`, a CSS
 * selector, names, as a visitor does. Playing, the controls hide a moment after the last touch,
 * and the first tap only brings them back, for a few seconds: so, playing, wait for them to
 * hide, tap the picture to bring them back, then tap the button while it shows.
 */
export async function tapPlayButton(page: Page, video: string) {
  const button = () => controlCentre(page, video, '-webkit-media-controls-play-button')
  if (await page.locator(video).evaluate((element: HTMLVideoElement) => !element.paused)) {
    await expect.poll(button).toBeUndefined()
    await page.locator(video).tap()
  }
  await expect.poll(button).toBeDefined()
  const centre = (await button())!
  await page.touchscreen.tap(centre.x, centre.y)
}
