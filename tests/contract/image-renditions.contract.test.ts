import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { optimizeImage } from 'next/dist/server/image-optimizer/transform'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { HmacDraftAssetGrants } from '@/adapters/fixtures/draft-asset-grants'
import { FixtureAssetFiles } from '@/adapters/fixtures/fixture-asset-files'
import { FixturesGroqTransport } from '@/adapters/fixtures/fixtures-transport'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import {
  OptimiserImageUrlBuilder,
  OPTIMISER_PATH,
} from '@/adapters/images/optimiser-image-url-builder'
import { SanityCdnImageUrlBuilder } from '@/adapters/images/sanity-cdn-image-url-builder'
import { SharpImageRenditions } from '@/adapters/images/sharp-image-renditions'
import { ServedAssetFiles } from '@/application/served-asset-files'
import type { Image } from '@/domain/content/assets'
import { shownSize } from '@/domain/content/image-crop'
import type { ImageUrlOptions } from '@/ports/image-url-builder'
import { AssetCdn } from '../../scripts/sanity-emulator/asset-cdn.ts'
import { FIXTURES_ROOT, fixturesFile } from '../support/fixture-documents'
import { pageAt } from '../support/page-at'
import { recordingLogger } from '../support/recording-logger'

/*
 * One set of options, one picture, whichever image service makes it. The edge-case draft of the
 * products page shows four coloured quadrants with a crop off centre and a hotspot: each
 * rendition is fetched (1) offline, as the site gets it: through Next.js's optimiser (the
 * fixture route's cut of `rect`, resized by Next.js's own transform) for a width alone, from the
 * fixture route's own renditions for anything more; and (2) from the content emulator's image
 * CDN, which reads the CDN's documented grammar (w, h, q, fm, auto, fit, bg, rect, dpr), at the
 * URL the Sanity builder writes. They must agree: the same width and height (to the pixel), the
 * same format, and each colour in the same place (all but 1% of the pixels, the edges between
 * colours that resampling blends). The emulator renders with the site's sharp renditions, so
 * what differs between the two is what each builder asks for, and the optimiser's own transform.
 */

const DATASET = 'edge-cases'
const folder = path.join(FIXTURES_ROOT, DATASET)
const transport = new FixturesGroqTransport(fixturesFile(DATASET))
const drafts = new GroqContentRepository(
  new FixturesGroqTransport(fixturesFile(DATASET), { perspective: 'drafts' }),
  recordingLogger(),
)
const header = (await pageAt(drafts, '/products')).sections.find(
  (section) => section.type === 'productsHeader',
)
const image = (header as { image?: Image } | undefined)?.image

const grants = new HmacDraftAssetGrants(
  path.join(await mkdtemp(path.join(tmpdir(), 'alts-crop-contract-')), 'draft-asset-key'),
)
const served = new ServedAssetFiles(
  new FixtureAssetFiles(DATASET, folder, transport),
  new SharpImageRenditions(),
  grants,
)
const offline = new OptimiserImageUrlBuilder(`/fixtures/${DATASET}`, grants)
const sanity = new SanityCdnImageUrlBuilder({ projectId: 'emulated', dataset: DATASET })
const cdn = new AssetCdn(DATASET, folder)

/** What a browser that takes AVIF sends, and one that takes WebP only. */
const AVIF = 'image/avif,image/webp,*/*'
const WEBP = 'image/webp,*/*'

/** The rendition as the site makes it: Next.js's optimiser, or the fixture route's own. */
async function throughTheSite(
  source: Image | Pick<Image, 'asset'>,
  options: ImageUrlOptions,
  accept = AVIF,
): Promise<Buffer> {
  const url = new URL(offline.url(source, options), 'http://site.invalid')
  const viaOptimiser = url.pathname === OPTIMISER_PATH
  const file = viaOptimiser ? new URL(url.searchParams.get('url')!, url) : url
  const [, , dataset = '', kind = '', name = ''] = file.pathname.split('/')
  const rendition = new URLSearchParams(file.searchParams)
  rendition.delete('draft')
  const answer = await served.find({
    dataset,
    kind,
    name,
    rendition,
    accept,
    grant: file.searchParams.get('draft'),
    // As the optimiser asks: without the editor's cookies, with the page's grant.
    draftMode: false,
  })
  if ('error' in answer) throw new Error(`${file.href}: ${answer.error} ${answer.message}`)
  const buffer = Buffer.from(await new Response(answer.file.read()).arrayBuffer())
  if (!viaOptimiser) return buffer
  // As next.config.ts's `formats` has it choose: AVIF, else WebP.
  const contentType = accept.includes('image/avif') ? 'image/avif' : 'image/webp'
  const quality = Number(url.searchParams.get('q'))
  return optimizeImage({ buffer, contentType, quality, width: Number(url.searchParams.get('w')) })
}

/** The rendition as the emulator's image CDN makes it, at the Sanity builder's URL. */
async function throughTheCdn(
  source: Image | Pick<Image, 'asset'>,
  options: ImageUrlOptions,
  accept = AVIF,
): Promise<Buffer> {
  const url = new URL(sanity.url(source, options))
  expect(url.origin).toBe('https://cdn.sanity.io')
  const answer = await cdn.handle(url, accept)
  expect(answer?.status, url.href).toBe(200)
  return Buffer.from(await answer!.arrayBuffer())
}

const QUADRANTS = {
  red: [0xe5, 0x39, 0x35],
  green: [0x43, 0xa0, 0x47],
  blue: [0x1e, 0x88, 0xe5],
  yellow: [0xfd, 0xd8, 0x35],
} as const

/** Each pixel as the quadrant colour it is nearest to, row by row; and the size. */
async function colourMap(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const names = Object.keys(QUADRANTS) as (keyof typeof QUADRANTS)[]
  const labels: string[] = []
  for (let at = 0; at < data.length; at += info.channels) {
    const distance = (name: keyof typeof QUADRANTS) =>
      QUADRANTS[name].reduce((sum, value, channel) => sum + (value - data[at + channel]!) ** 2, 0)
    labels.push(names.reduce((best, name) => (distance(name) < distance(best) ? name : best)))
  }
  const at = (x: number, y: number) => labels[y * info.width + x]
  return { width: info.width, height: info.height, labels, at }
}

/** The renditions the site asks for (widths) and those the port offers (width and height). */
const RENDITIONS: [string, ImageUrlOptions][] = [
  ['a width', { width: 320 }],
  ['a square, around the hotspot', { width: 320, height: 320 }],
  ['a wide strip, around the hotspot', { width: 320, height: 100 }],
]

/** What comes back: its size and format, as sharp reads them. */
const made = (width: number, height: number, format = 'avif') => ({ width, height, format })

/**
 * Each modifier of the port on the whole image (800 × 600, no crop: the fit decides what is cut),
 * with the size each fit gives it by the CDN's meaning.
 */
const MODIFIERS: [string, ImageUrlOptions, ReturnType<typeof made>][] = [
  ['clip: within the box', { width: 320, height: 320, fit: 'clip' }, made(320, 240)],
  ['crop: the box, filled', { width: 320, height: 320, fit: 'crop' }, made(320, 320)],
  [
    'fill: the box, the rest background',
    { width: 320, height: 320, fit: 'fill', background: '#ff00ff' },
    made(320, 320),
  ],
  ['scale: the box, stretched', { width: 320, height: 320, fit: 'scale' }, made(320, 320)],
  ['max: within the box, never larger', { width: 1280, height: 1280, fit: 'max' }, made(800, 600)],
  ['min: the box’s shape, never larger', { width: 1280, height: 1280, fit: 'min' }, made(600, 600)],
  ['JPEG', { width: 320, format: 'jpg' }, made(320, 240, 'jpeg')],
  ['PNG', { width: 320, format: 'png' }, made(320, 240, 'png')],
  ['WebP', { width: 320, format: 'webp' }, made(320, 240, 'webp')],
  ['AVIF', { width: 320, format: 'avif' }, made(320, 240)],
  ['another quality', { width: 320, quality: 50 }, made(320, 240)],
]

/** The image's file, whole: what a component shows when the editor cropped nothing. */
const whole = () => ({ asset: image!.asset })

/** Its format as sharp names it, and its size. */
async function described(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata()
  // sharp reads AVIF through HEIF.
  return { width, height, format: format === 'heif' ? 'avif' : format }
}

describe('ImageUrlBuilder contract: both services make the same rendition', () => {
  it.each(MODIFIERS)('%s', async (_, options, expected) => {
    const [site, fromCdn] = await Promise.all([
      throughTheSite(whole(), options),
      throughTheCdn(whole(), options),
    ])
    expect(await described(site)).toEqual(expected)
    expect(await described(fromCdn)).toEqual(expected)
    const [siteColours, cdnColours] = await Promise.all([colourMap(site), colourMap(fromCdn)])
    const differing = siteColours.labels.filter(
      (label, index) => label !== cdnColours.labels[index],
    )
    expect(differing.length / siteColours.labels.length).toBeLessThan(0.01)
  })

  it('fills what the fit leaves empty with the background', async () => {
    const options: ImageUrlOptions = {
      width: 320,
      height: 320,
      fit: 'fill',
      background: '#ff00ff',
      format: 'png',
    }
    for (const bytes of [
      await throughTheSite(whole(), options),
      await throughTheCdn(whole(), options),
    ]) {
      const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      // The top row is background (the picture is 320 × 240 in the middle), the middle is not.
      expect([...data.subarray(0, 3)]).toEqual([0xff, 0x00, 0xff])
      expect([...data.subarray(160 * 320 * 3, 160 * 320 * 3 + 3)]).not.toEqual([0xff, 0x00, 0xff])
    }
  })

  it('chooses the format from what the browser takes when none is asked for', async () => {
    for (const options of [{ width: 320 }, { width: 320, height: 320 }]) {
      for (const [accept, format] of [
        [AVIF, 'avif'],
        [WEBP, 'webp'],
      ] as const) {
        expect((await described(await throughTheSite(whole(), options, accept))).format).toBe(
          format,
        )
        expect((await described(await throughTheCdn(whole(), options, accept))).format).toBe(format)
      }
    }
  })

  it('spends fewer bytes at a lower quality', async () => {
    for (const make of [throughTheSite, throughTheCdn]) {
      const [low, high] = await Promise.all([
        make(whole(), { width: 640, quality: 30, format: 'jpg' }),
        make(whole(), { width: 640, quality: 95, format: 'jpg' }),
      ])
      expect(low.length).toBeLessThan(high.length)
    }
  })
})

describe('ImageUrlBuilder contract: both services show the same part of a cropped image', () => {
  it('has a cropped image, which only a draft uses', () => {
    expect(image?.crop).toEqual({ top: 0.1, bottom: 0.2, left: 0.15, right: 0.25 })
    expect(image?.focus).toEqual({ x: 0.45, y: 0.55 })
    // Laid out at the crop's size: 800 × 600 less what the crop cuts away.
    expect(shownSize(image!)).toMatchObject({ width: 480, height: 420 })
  })

  it.each(RENDITIONS)('%s: the same size, each colour in the same place', async (_, options) => {
    const [optimised, fromCdn] = await Promise.all([
      throughTheSite(image!, options).then(colourMap),
      throughTheCdn(image!, options).then(colourMap),
    ])
    expect([optimised.width, optimised.height]).toEqual([fromCdn.width, fromCdn.height])
    expect(optimised.width).toBe(320)
    if (options.height) expect(optimised.height).toBe(options.height)
    else expect(optimised.height).toBe(Math.round((320 * 420) / 480))
    // Resampling may blend a pixel or so along the edges between colours; nothing more.
    const differing = optimised.labels.filter((label, index) => label !== fromCdn.labels[index])
    expect(differing.length / optimised.labels.length).toBeLessThan(0.01)
  })

  it('shows the crop, not the whole image: the quadrants meet where the crop puts them', async () => {
    const { width, height, at } = await colourMap(await throughTheSite(image!, { width: 320 }))
    // The crop keeps x 120–600 and y 60–480 of the 800 × 600 image; the colours meet at
    // (400, 300), so at 280 / 480 across and 240 / 420 down.
    const meetX = Math.round((280 / 480) * width)
    const meetY = Math.round((240 / 420) * height)
    expect(at(meetX - 3, meetY - 3)).toBe('red')
    expect(at(meetX + 3, meetY - 3)).toBe('green')
    expect(at(meetX - 3, meetY + 3)).toBe('blue')
    expect(at(meetX + 3, meetY + 3)).toBe('yellow')
    expect([at(0, 0), at(width - 1, height - 1)]).toEqual(['red', 'yellow'])
  })
})
