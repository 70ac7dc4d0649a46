import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FixtureAssetFiles } from '@/adapters/fixtures/fixture-asset-files'
import { FixturesGroqTransport } from '@/adapters/fixtures/fixtures-transport'

/*
 * The fixtures' asset files are served only when published content uses them: a dataset of its
 * own, with an asset a page shows, one only a draft shows, one nothing shows and one whose file
 * is missing.
 */

const hash = (digit: string) => digit.repeat(40)
const SHOWN = `${hash('a')}-4x3.png`
const DRAFT_ONLY = `${hash('b')}-4x3.png`
const UNUSED = `${hash('c')}-4x3.png`
const MISSING = `${hash('d')}-4x3.png`
const ANIMATION = `${hash('e')}.json`

const imageAsset = (name: string) => {
  const [digest, size] = name.replace('.png', '').split('-')
  return { _id: `image-${digest}-${size}-png`, _type: 'sanity.imageAsset', extension: 'png' }
}
const reference = (id: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: id } })

let folder: string
let assets: FixtureAssetFiles

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'alts-assets-'))
  const dataset = path.join(folder, 'production')
  await mkdir(path.join(dataset, 'images'), { recursive: true })
  await mkdir(path.join(dataset, 'files'), { recursive: true })
  for (const name of [SHOWN, DRAFT_ONLY, UNUSED])
    await writeFile(path.join(dataset, 'images', name), `bytes of ${name}`)
  await writeFile(path.join(dataset, 'files', ANIMATION), '{"v":"5.12.0"}')
  const documents = [
    ...[SHOWN, DRAFT_ONLY, UNUSED, MISSING].map(imageAsset),
    { _id: `file-${hash('e')}-json`, _type: 'sanity.fileAsset', extension: 'json' },
    {
      _id: 'page-home',
      _type: 'page',
      image: reference(imageAsset(SHOWN)._id),
      missing: reference(imageAsset(MISSING)._id),
      animation: { _type: 'file', asset: { _type: 'reference', _ref: `file-${hash('e')}-json` } },
    },
    { _id: 'drafts.page-home', _type: 'page', image: reference(imageAsset(DRAFT_ONLY)._id) },
  ]
  await writeFile(
    path.join(dataset, 'data.ndjson'),
    documents.map((document) => JSON.stringify(document)).join('\n'),
  )
  const transport = new FixturesGroqTransport(path.join(dataset, 'data.ndjson'))
  assets = new FixtureAssetFiles('production', dataset, transport)
})

afterAll(() => rm(folder, { recursive: true, force: true }))

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text()

describe('the fixtures’ asset files', () => {
  it('serves the files published content uses, with their type, size and hash', async () => {
    const image = await assets.find('production', 'images', SHOWN)
    expect(image).toMatchObject({ contentType: 'image/png', hash: hash('a') })
    expect(await text(image!.read())).toBe(`bytes of ${SHOWN}`)
    expect(image!.size).toBe(`bytes of ${SHOWN}`.length)
    const animation = await assets.find('production', 'files', ANIMATION)
    expect(animation?.contentType).toBe('application/json')
  })

  it('reads one byte range of a file', async () => {
    const image = await assets.find('production', 'images', SHOWN)
    expect(await text(image!.read({ start: 0, end: 4 }))).toBe('bytes')
  })

  it('serves nothing that only a draft uses, or nothing uses, or that is missing', async () => {
    for (const name of [DRAFT_ONLY, UNUSED, MISSING])
      expect(await assets.find('production', 'images', name), name).toBeUndefined()
  })

  it('serves nothing but asset files of its own dataset', async () => {
    const refused: [string, string, string][] = [
      ['edge-cases', 'images', SHOWN],
      ['production', 'files', SHOWN],
      ['production', 'images', 'data.ndjson'],
      ['production', 'images', `../data.ndjson`],
      ['production', 'images', `..%2fdata.ndjson`],
      ['production', '..', 'data.ndjson'],
      ['production', 'images', `${SHOWN}/`],
      ['production', 'images', SHOWN.replace('.png', '.svg')],
      ['production', 'files', `${hash('e')}.js`],
    ]
    for (const [dataset, kind, name] of refused)
      expect(await assets.find(dataset, kind, name), `${dataset}/${kind}/${name}`).toBeUndefined()
  })
})
