import { snapToBreakpoint } from '../../src/domain/images.ts'
import { launchChromium } from './chromium.ts'

/*
 * The images of each route's first screen on Lighthouse's phone (412 × 823 CSS pixels at 1.75
 * device pixels each): what they weigh in AVIF and in WebP, and whether each was fetched wider
 * than the phone draws it. An image is wide enough at the breakpoint that covers the width it is
 * drawn at times the density; anything wider is bytes the phone throws away.
 */

export const PHONE_SCREEN = { width: 412, height: 823, density: 1.75 }

/** What a browser taking AVIF sends for an image, and one taking WebP only. */
const ACCEPT = {
  avif: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
  webp: 'image/webp,image/apng,image/*,*/*;q=0.8',
}

export interface FirstScreenImage {
  /** The address the phone chose from the srcset. */
  src: string
  /** CSS pixels across, as laid out. */
  drawnWidth: number
  /** Pixels across of the rendition fetched: its address's `w` (the image's own when none). */
  fetchedWidth: number
  /** The narrowest breakpoint that covers the drawn width at the phone's density. */
  neededWidth: number
  avifBytes: number
  webpBytes: number
}

export interface RouteImages {
  route: string
  images: FirstScreenImage[]
}

/** Each route's first-screen images, as a phone fetches them. */
export async function firstScreenImagesOf(
  pages: readonly { route: string; url: string }[],
): Promise<RouteImages[]> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      viewport: { width: PHONE_SCREEN.width, height: PHONE_SCREEN.height },
      deviceScaleFactor: PHONE_SCREEN.density,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    const results: RouteImages[] = []
    for (const { route, url } of pages) {
      const page = await context.newPage()
      await page.goto(url, { waitUntil: 'load' })
      const inView = () =>
        [...document.images].filter((image) => {
          const box = image.getBoundingClientRect()
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight && image.currentSrc
        })
      // Every image of the first screen decoded, or the page has none (a bounded wait).
      await page.waitForFunction(
        `(${inView.toString()})().every((image) => image.complete)`,
        undefined,
        { timeout: 60_000 },
      )
      const shown = await page.evaluate(
        // naturalWidth is in CSS pixels for a srcset candidate (its width ÷ its density): the
        // address says the rendition's pixels.
        `(${inView.toString()})().map((image) => ({ src: image.currentSrc, drawnWidth: image.getBoundingClientRect().width, fetchedWidth: Number(new URL(image.currentSrc).searchParams.get('w')) || image.naturalWidth * devicePixelRatio }))`,
      )
      await page.close()
      const images: FirstScreenImage[] = []
      for (const image of shown as Omit<
        FirstScreenImage,
        'neededWidth' | 'avifBytes' | 'webpBytes'
      >[])
        images.push({
          ...image,
          neededWidth: snapToBreakpoint(Math.ceil(image.drawnWidth * PHONE_SCREEN.density)),
          avifBytes: await bytesOf(image.src, ACCEPT.avif),
          webpBytes: await bytesOf(image.src, ACCEPT.webp),
        })
      results.push({ route, images })
    }
    return results
  } finally {
    await browser.close()
  }
}

async function bytesOf(url: string, accept: string): Promise<number> {
  const response = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(60_000) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.arrayBuffer()).byteLength
}

/** First-screen images fetched wider than needed. */
export const oversizedOf = ({ images }: RouteImages) =>
  images.filter((image) => image.fetchedWidth > image.neededWidth)
