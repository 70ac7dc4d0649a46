import { describe, expect, it } from 'vitest'
import { ServedAssetFiles, type AssetFileRequest } from '@/application/served-asset-files'
import type { ImageFormat, Rendition } from '@/domain/image-renditions'
import type { AssetFile, AssetFiles } from '@/ports/asset-files'
import type { DraftAssetGrants } from '@/ports/draft-asset-grants'
import type { ImageRenditions } from '@/ports/image-renditions'

/*
 * The asset files the site serves itself (src/application/served-asset-files.ts): what the
 * content source's files hold, published content's for everyone and drafts' for editors (in
 * draft mode, or through a grant in the address); an image whole or as the rendition its address
 * asks for, in the image CDN's grammar;
 * none at all where the content source has no such files (Sanity, whose CDN serves them).
 */

const HASH = 'a'.repeat(40)
const SHOWN = `${HASH}-800x600.png`
const DRAFTS_ONLY = `${'b'.repeat(40)}-800x600.png`

const file = (hash: string): AssetFile => ({
  contentType: 'image/png',
  size: 5,
  hash,
  read: () => new Blob(['bytes']).stream(),
})

const fixtures: AssetFiles = {
  async find(dataset, kind, name, scope) {
    if (dataset !== 'production' || kind !== 'images') return undefined
    if (name === SHOWN) return file(HASH)
    return name === DRAFTS_ONLY && scope?.drafts ? file('b'.repeat(40)) : undefined
  },
}

const rendered: (Rendition & { format: ImageFormat })[] = []
const renditions: ImageRenditions = {
  async render(whole, rendition) {
    rendered.push(rendition)
    return { ...whole, hash: `${whole.hash}-rendered` }
  },
}

const grants: DraftAssetGrants = {
  grant: (name) => `grant-for-${name}`,
  admits: (name, grant) => grant === `grant-for-${name}`,
}

const served = new ServedAssetFiles(fixtures, renditions, grants)
const ask = (request: Partial<AssetFileRequest>) =>
  served.find({ dataset: 'production', kind: 'images', name: SHOWN, draftMode: false, ...request })

describe('the asset files the site serves', () => {
  it('are those of the content source, published content’s kept by anyone', async () => {
    await expect(ask({})).resolves.toMatchObject({ file: { hash: HASH }, shared: true })
    await expect(ask({ name: 'other.png' })).resolves.toEqual({ error: 404, message: 'Not found' })
  })

  it('are none where the content source serves its own', async () => {
    await expect(
      new ServedAssetFiles().find({
        dataset: 'production',
        kind: 'images',
        name: SHOWN,
        draftMode: true,
      }),
    ).resolves.toMatchObject({ error: 404 })
  })
})

describe('files only drafts use', () => {
  it('are not found for visitors', async () => {
    await expect(ask({ name: DRAFTS_ONLY })).resolves.toMatchObject({ error: 404 })
  })

  it('are served, to the editor alone, in draft mode', async () => {
    await expect(ask({ name: DRAFTS_ONLY, draftMode: true })).resolves.toMatchObject({
      shared: false,
    })
  })

  it('are served with a grant made for them (the optimiser reading an editor’s image)', async () => {
    await expect(
      ask({ name: DRAFTS_ONLY, grant: `grant-for-${DRAFTS_ONLY}` }),
    ).resolves.toMatchObject({ shared: false })
  })

  it('are not found with a grant made for another file, nor is anything else', async () => {
    await expect(ask({ name: DRAFTS_ONLY, grant: `grant-for-${SHOWN}` })).resolves.toMatchObject({
      error: 404,
    })
    await expect(ask({ grant: 'a-guess' })).resolves.toMatchObject({ error: 404 })
  })
})

describe('a rendition of an image', () => {
  const inRendition = (query: string, request: Partial<AssetFileRequest> = {}) =>
    ask({ rendition: new URLSearchParams(query), ...request })

  it('is the part the rect names, at full quality and in the file’s own format', async () => {
    rendered.length = 0
    await expect(inRendition('rect=10,20,300,200')).resolves.toMatchObject({
      file: { hash: `${HASH}-rendered` },
      shared: true,
      variesByAccept: false,
    })
    expect(rendered).toEqual([
      {
        rect: { left: 10, top: 20, width: 300, height: 200 },
        quality: 100,
        fit: 'clip',
        format: 'png',
      },
    ])
  })

  it('takes every modifier of the image CDN’s grammar', async () => {
    rendered.length = 0
    await inRendition('w=640&h=320&q=70&fm=jpg&fit=fill&bg=ff0000')
    expect(rendered).toEqual([
      { width: 640, height: 320, quality: 70, format: 'jpg', fit: 'fill', background: 'ff0000' },
    ])
  })

  it('is in the best format the browser takes for auto=format, and says it varies', async () => {
    rendered.length = 0
    const accepts = ['image/avif,image/webp,*/*', 'image/webp,*/*', '*/*']
    for (const accept of accepts)
      await expect(inRendition('w=320&auto=format', { accept })).resolves.toMatchObject({
        variesByAccept: true,
      })
    expect(rendered.map((rendition) => rendition.format)).toEqual(['avif', 'webp', 'png'])
  })

  it('is refused with a 400 naming what is wrong, and nothing is rendered', async () => {
    rendered.length = 0
    const refused = {
      'w=1537': /^w must be a whole number of pixels from 1 to 1536$/,
      'h=99999': /^h must be/,
      'w=0': /^w must be/,
      'w=10.5': /^w must be/,
      'q=0': /^q must be/,
      'q=101': /^q must be/,
      'fm=gif': /^fm must be one of avif, webp, jpg, png$/,
      'fit=fillmax': /^fit must be one of/,
      'bg=red': /^bg must be/,
      'auto=compress': /^auto must be format$/,
      'w=320&w=640': /^w is given more than once$/,
      'dpr=2': /^Unknown parameter: dpr$/,
    }
    for (const [query, message] of Object.entries(refused))
      await expect(inRendition(query), query).resolves.toMatchObject({
        error: 400,
        message: expect.stringMatching(message),
      })
    for (const rect of [
      '',
      '1,2,3',
      '0,0,801,600',
      '0,1,800,600',
      '-1,0,10,10',
      '0,0,0,10',
      '01,0,10,10',
      '0.5,0,10,10',
      'a,b,c,d',
    ]) {
      await expect(inRendition(`rect=${rect}`), rect).resolves.toMatchObject({ error: 400 })
    }
    expect(rendered).toEqual([])
  })

  it('of a file that is not served is not found, whatever the rendition', async () => {
    await expect(inRendition('rect=0,0,10,10', { name: DRAFTS_ONLY })).resolves.toMatchObject({
      error: 404,
    })
  })
})
