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
import { SharpImageRegions } from '@/adapters/images/sharp-image-regions'
import { ServedAssetFiles } from '@/application/served-asset-files'
import type { Image } from '@/domain/content/assets'
import { shownSize } from '@/domain/content/image-crop'
import type { ImageUrlOptions } from '@/ports/image-url-builder'
import { AssetCdn } from '../../scripts/sanity-emulator/asset-cdn.ts'
import { FIXTURES_ROOT, fixturesFile } from '../support/fixture-documents'
import { pageAt } from '../support/page-at'
import { recordingLogger } from '../support/recording-logger'

/*
 * Both image services show the same part of a cropped image. The edge-case draft of the
 * products page shows four coloured quadrants with a crop off centre and a hotspot: each
 * rendition the site may ask for is fetched (1) offline, as the site's optimiser gets it (the
 * fixture route's cut of `rect`, resized by Next.js's own transform) and (2) from the content
 * emulator's image CDN, which answers as cdn.sanity.io does, at the URL the Sanity builder
 * writes. The decoded pixels must agree: the same size, each colour in the same place.
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
  new SharpImageRegions(),
  grants,
)
const offline = new OptimiserImageUrlBuilder(`/fixtures/${DATASET}`, grants)
const sanity = new SanityCdnImageUrlBuilder({ projectId: 'emulated', dataset: DATASET })
const cdn = new AssetCdn(DATASET, folder)

/** The rendition as the site's optimiser makes it from the fixture route's answer. */
async function throughTheOptimiser(options: ImageUrlOptions): Promise<Buffer> {
  const url = new URL(offline.url(image!, options), 'http://site.invalid')
  expect(url.pathname).toBe(OPTIMISER_PATH)
  const source = new URL(url.searchParams.get('url')!, 'http://site.invalid')
  const [, , dataset = '', kind = '', name = ''] = source.pathname.split('/')
  const answer = await served.find({
    dataset,
    kind,
    name,
    rect: source.searchParams.get('rect'),
    grant: source.searchParams.get('draft'),
    // As the optimiser asks: without the editor's cookies, with the page's grant.
    draftMode: false,
  })
  if ('error' in answer) throw new Error(`${source.href}: ${answer.error} ${answer.message}`)
  const buffer = Buffer.from(await new Response(answer.file.read()).arrayBuffer())
  const width = Number(url.searchParams.get('w'))
  return optimizeImage({ buffer, contentType: 'image/png', quality: 100, width })
}

/** The rendition as the emulator's image CDN makes it, at the Sanity builder's URL. */
async function throughTheCdn(options: ImageUrlOptions): Promise<Buffer> {
  const url = new URL(sanity.url(image!, options))
  expect(url.origin).toBe('https://cdn.sanity.io')
  const answer = await cdn.handle(url)
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

describe('ImageUrlBuilder contract: both services show the same part of a cropped image', () => {
  it('has a cropped image, which only a draft uses', () => {
    expect(image?.crop).toEqual({ top: 0.1, bottom: 0.2, left: 0.15, right: 0.25 })
    expect(image?.focus).toEqual({ x: 0.45, y: 0.55 })
    // Laid out at the crop's size: 800 × 600 less what the crop cuts away.
    expect(shownSize(image!)).toMatchObject({ width: 480, height: 420 })
  })

  it.each(RENDITIONS)('%s: the same size, each colour in the same place', async (_, options) => {
    const [optimised, fromCdn] = await Promise.all([
      throughTheOptimiser(options).then(colourMap),
      throughTheCdn(options).then(colourMap),
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
    const { width, height, at } = await colourMap(await throughTheOptimiser({ width: 320 }))
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
