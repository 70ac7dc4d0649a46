import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SanityImporter, type StoredDocument } from '@/adapters/sanity/importer'
import { ConfigurationError, ContentServiceError } from '@/domain/errors'
import { FIXTURES_ROOT, readFixtureDocuments } from '../support/fixture-documents'
import { API_VERSION, sanityStandIn } from '../support/sanity-stand-in'

/*
 * The import command's contract with the Sanity API: assets by upload, documents by mutation
 * in transactions, and nothing written twice.
 */

const TOKEN = 'sk-test-write-token'
// An empty dataset to import into: the stand-in starts from the edge cases and is cleared.
const target = await sanityStandIn('import1', 'edge-cases', { writeToken: TOKEN })
for (const document of target.emulator.all()) {
  await target.emulator.handle(
    new Request(`https://import1.api.sanity.io/v${API_VERSION}/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ mutations: [{ delete: { id: document._id } }] }),
    }),
  )
}
target.emulator.requests.length = 0
const server = setupServer(...target.handlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const folder = path.join(FIXTURES_ROOT, 'production')
const source = async () => ({
  documents: (await readFixtureDocuments('production')) as StoredDocument[],
  readFile: (file: string) => readFile(path.join(folder, file)),
})
const importer = (token: string | undefined) =>
  new SanityImporter({
    projectId: 'import1',
    dataset: 'production',
    apiVersion: API_VERSION,
    token,
  })

describe('importing the fixtures into a Sanity dataset', () => {
  it('says clearly when the write token is missing, before any request', () => {
    expect(() => importer(undefined)).toThrow(ConfigurationError)
    expect(() => importer(undefined)).toThrow(/SANITY_WRITE_TOKEN is required to import content/)
    expect(target.emulator.requests).toEqual([])
  })

  it('reports a refused token as a client error', async () => {
    const error = await importer('sk-wrong')
      .import(await source())
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ContentServiceError)
    expect(error).toMatchObject({ statusCode: 401, failure: 'client' })
    expect(target.emulator.all()).toEqual([])
  })

  it('uploads every asset and writes every document in transactions', async () => {
    const fixtures = await source()
    target.emulator.requests.length = 0
    const report = await importer(TOKEN).import(fixtures)
    const assets = fixtures.documents.filter((document) => document._type.startsWith('sanity.'))
    const content = fixtures.documents.filter((document) => !document._type.startsWith('sanity.'))

    expect([...report.assetsUploaded].sort()).toEqual(assets.map((asset) => asset._id).sort())
    expect(report.documentsWritten).toHaveLength(content.length)

    const requests = target.emulator.requests
    const uploads = requests.filter((request) => request.url.pathname.includes('/assets/'))
    expect(uploads.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(
      assets.map((asset) =>
        asset._type === 'sanity.imageAsset'
          ? `POST /v${API_VERSION}/assets/images/production`
          : `POST /v${API_VERSION}/assets/files/production`,
      ),
    )
    const mutations = requests.filter((request) =>
      request.url.pathname.endsWith('/data/mutate/production'),
    )
    expect(mutations.length).toBe(report.transactionIds.length)
    for (const request of mutations) {
      expect(request.method).toBe('POST')
      expect(JSON.parse(request.body)).toMatchObject({
        transactionId: expect.stringMatching(/^alts-import-/),
      })
    }

    const stored = new Map(target.emulator.all().map((document) => [document._id, document]))
    // The content API stamps its own update time on what it stores.
    for (const { _updatedAt: _stamped, ...document } of content)
      expect(stored.get(document._id)).toMatchObject(document)
  })

  it('changes nothing when run again', async () => {
    target.emulator.requests.length = 0
    const report = await importer(TOKEN).import(await source())
    expect(report).toMatchObject({ assetsUploaded: [], documentsWritten: [], transactionIds: [] })
    const writes = target.emulator.requests.filter((request) => request.method !== 'GET')
    expect(writes).toEqual([])
  })
})
