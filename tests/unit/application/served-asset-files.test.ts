import { describe, expect, it } from 'vitest'
import { ServedAssetFiles, type AssetFileRequest } from '@/application/served-asset-files'
import type { PixelRect } from '@/domain/content/image-crop'
import type { AssetFile, AssetFiles } from '@/ports/asset-files'
import type { DraftAssetGrants } from '@/ports/draft-asset-grants'
import type { ImageRegions } from '@/ports/image-regions'

/*
 * The asset files the site serves itself (src/application/served-asset-files.ts): what the
 * content source's files hold, published content's for everyone and drafts' for editors (in
 * draft mode, or through a grant in the address); an image whole or the part a `rect` names;
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

const cuts: PixelRect[] = []
const regions: ImageRegions = {
  async cut(whole, rect) {
    cuts.push(rect)
    return { ...whole, hash: `${whole.hash}-cut` }
  },
}

const grants: DraftAssetGrants = {
  grant: (name) => `grant-for-${name}`,
  admits: (name, grant) => grant === `grant-for-${name}`,
}

const served = new ServedAssetFiles(fixtures, regions, grants)
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

describe('a part of an image', () => {
  it('is cut as the rect names it', async () => {
    cuts.length = 0
    await expect(ask({ rect: '10,20,300,200' })).resolves.toMatchObject({
      file: { hash: `${HASH}-cut` },
      shared: true,
    })
    expect(cuts).toEqual([{ left: 10, top: 20, width: 300, height: 200 }])
  })

  it('is refused with a 400 when the rect is not whole pixels within the image', async () => {
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
      await expect(ask({ rect }), rect).resolves.toMatchObject({ error: 400 })
    }
  })

  it('of a file that is not served is not found, whatever the rect', async () => {
    await expect(ask({ name: DRAFTS_ONLY, rect: '0,0,10,10' })).resolves.toMatchObject({
      error: 404,
    })
  })
})
