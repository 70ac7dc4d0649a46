import { expect, test } from '@playwright/test'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { FIXTURES_ROOT } from '../support/fixture-documents'
import { exchange } from '../support/raw-http'

/*
 * Offline, the site serves the fixtures' asset files that its pages show, and nothing else of
 * the fixtures: not the datasets (with their unpublished drafts), not another dataset's files,
 * not whatever a crafted path could reach.
 */

const files = (dataset: string, kind: string) => readdir(path.join(FIXTURES_ROOT, dataset, kind))

test('the images, video, captions and animation data that pages show are served', async ({
  request,
}) => {
  const [image] = await files('production', 'images')
  const video = (await files('production', 'files')).find((name) => name.endsWith('.mp4'))!
  const captions = (await files('production', 'files')).find((name) => name.endsWith('.vtt'))!
  const animation = (await files('production', 'files')).find((name) => name.endsWith('.json'))!
  const expected: [string, RegExp][] = [
    [`/fixtures/production/images/${image}`, /^image\//],
    [`/fixtures/production/files/${video}`, /^video\/mp4$/],
    [`/fixtures/production/files/${captions}`, /^text\/vtt/],
    [`/fixtures/production/files/${animation}`, /^application\/json$/],
  ]
  for (const [url, type] of expected) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['content-type'], url).toMatch(type)
    // Named by their content's hash: cached for good.
    expect(response.headers()['cache-control'], url).toContain('immutable')
  }
  // A player seeking in the video gets the part it asks for.
  const part = await request.get(`/fixtures/production/files/${video}`, {
    headers: { range: 'bytes=0-99' },
  })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/)
  expect((await part.body()).length).toBe(100)
})

test('the datasets, their drafts and anything beside the assets answer 404', async () => {
  const [image] = await files('production', 'images')
  const [otherDatasetImage] = await files('edge-cases', 'images')
  const paths = [
    '/fixtures/production/data.ndjson',
    '/fixtures/edge-cases/data.ndjson',
    '/fixtures/production/drafts.page-home',
    '/fixtures/edge-cases/drafts.page-products',
    // (With a trailing slash, these redirect to themselves without it.)
    '/fixtures',
    '/fixtures/production',
    '/fixtures/production/images',
    // Another dataset than the one the site shows.
    `/fixtures/edge-cases/images/${otherDatasetImage}`,
    // Names shaped like assets that no document has.
    `/fixtures/production/images/${'0'.repeat(40)}-10x10.png`,
    `/fixtures/production/files/${'0'.repeat(40)}.json`,
    // An asset under the wrong folder, or with a query or suffix that changes its name.
    `/fixtures/production/files/${image}`,
    `/fixtures/production/images/${image}.ndjson`,
    // Traversal, plain and encoded.
    '/fixtures/production/images/../data.ndjson',
    '/fixtures/production/images/..%2fdata.ndjson',
    '/fixtures/production/images/..%2Fdata.ndjson',
    '/fixtures/production/images/%2e%2e/data.ndjson',
    '/fixtures/production/images/..%5cdata.ndjson',
    '/fixtures/production/files/..%2f..%2fedge-cases%2fdata.ndjson',
    '/fixtures/production/files/..%2f..%2f..%2fpackage.json',
    '/fixtures/production/%2e%2e/edge-cases/data.ndjson',
    '/fixtures/%2e%2e/package.json',
    '/fixtures/production/images/%252e%252e%252fdata.ndjson',
  ]
  for (const url of paths) {
    const answer = await exchange('GET', url)
    expect(answer.status, url).toBe(404)
    // Nothing of a dataset: no document ids, no asset documents.
    expect(answer.body, url).not.toContain('"_id"')
    expect(answer.body, url).not.toContain('sanity.imageAsset')
  }
})
