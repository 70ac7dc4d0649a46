import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FixturesAnimationDataSource } from '@/adapters/animation/fixtures-animation-data-source'
import { HttpAnimationDataSource } from '@/adapters/animation/http-animation-data-source'
import { LocalFileUrlBuilder } from '@/adapters/files/local-file-url-builder'
import type { FileAsset } from '@/domain/content/assets'
import { AnimationDataError } from '@/domain/errors'
import type { AnimationDataSource } from '@/ports/animation-data-source'
import { FIXTURES_ROOT, readFixtureDocuments } from '../support/fixture-documents'

/*
 * One contract for every AnimationDataSource: the fixtures on disk (offline) and HTTP by path
 * (the browser, against the site's own files or Sanity's CDN). Both read the same dataset here:
 * the production animations plus files that are broken in each way an editor could manage.
 */

const animations: FileAsset[] = (
  (await readFixtureDocuments('production')) as { _id: string; _type: string; extension: string }[]
)
  .filter((document) => document._type === 'sanity.fileAsset' && document.extension === 'json')
  .map((document) => ({ id: document._id, extension: 'json' }))

const asset = (hash: string, extension = 'json'): FileAsset => ({
  id: `file-${hash}-${extension}`,
  extension,
})
const NOT_AN_ANIMATION = asset('0000000000000000000000000000000000000001')
const NOT_JSON = asset('0000000000000000000000000000000000000002')
const MISSING = asset('0000000000000000000000000000000000000003')
const A_VIDEO = asset('154bdb934153c05475f38bcf02300fc8b7fbc84d', 'mp4')

let dataset = ''
let server: Server
let origin = ''

beforeAll(async () => {
  dataset = await mkdtemp(path.join(tmpdir(), 'alts-animations-'))
  const files = path.join(dataset, 'files')
  await mkdir(files)
  for (const animation of animations) {
    const name = `${animation.id.split('-')[1]}.json`
    await copyFile(path.join(FIXTURES_ROOT, 'production', 'files', name), path.join(files, name))
  }
  await writeFile(path.join(files, '0000000000000000000000000000000000000001.json'), '{"a":1}')
  await writeFile(path.join(files, '0000000000000000000000000000000000000002.json'), '{"v":')
  // Serves the dataset's files over loopback, as the site serves /fixtures.
  server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://x').pathname)
    readFile(path.join(files, name)).then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(dataset, { recursive: true, force: true })
})

async function failure(promise: Promise<unknown>): Promise<AnimationDataError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(AnimationDataError)
  return error as AnimationDataError
}

function animationDataSourceContract(name: string, source: () => AnimationDataSource) {
  describe(`AnimationDataSource contract: ${name}`, () => {
    it('has animations to load', () => expect(animations.length).toBeGreaterThanOrEqual(3))

    it('loads every animation of the content, with the fields every animation has', async () => {
      for (const animation of animations) {
        const data = await source().load(animation)
        expect(data.v, animation.id).toMatch(/^\d+\.\d+/)
        expect(data.fr, animation.id).toBeGreaterThan(0)
        expect(data.op, animation.id).toBeGreaterThan(data.ip)
        expect(data.layers.length, animation.id).toBeGreaterThan(0)
      }
    })

    it('raises data_failed for a file that is not there', async () => {
      expect((await failure(source().load(MISSING))).kind).toBe('data_failed')
    })

    it('raises configError for JSON that is not an animation, naming what is missing', async () => {
      const error = await failure(source().load(NOT_AN_ANIMATION))
      expect(error.kind).toBe('configError')
      expect(error.message).toMatch(/not a Lottie animation.*\bv\b.*layers/)
    })

    it('raises configError for a file that is not JSON', async () => {
      expect((await failure(source().load(NOT_JSON))).kind).toBe('configError')
    })

    it('raises configError for an asset that is not animation data at all', async () => {
      expect((await failure(source().load(A_VIDEO))).kind).toBe('configError')
    })
  })
}

animationDataSourceContract('the fixtures on disk', () => new FixturesAnimationDataSource(dataset))

animationDataSourceContract(
  'HTTP by path',
  () => new HttpAnimationDataSource(new LocalFileUrlBuilder(`${origin}/fixtures/test`)),
)

describe('HTTP by path, when the network fails', () => {
  const stalling = createServer(() => {
    // Never answers: the source must give up on its own.
  })
  const failing = createServer((_, response) => response.writeHead(500).end('boom'))
  const listen = (target: Server) =>
    new Promise<string>((resolve) =>
      target.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(target.address() as AddressInfo).port}`),
      ),
    )
  let stallingOrigin = ''
  let failingOrigin = ''
  beforeAll(async () => {
    stallingOrigin = await listen(stalling)
    failingOrigin = await listen(failing)
  })
  afterAll(() => {
    stalling.closeAllConnections()
    stalling.close()
    failing.close()
  })

  it('raises data_failed when the server errs', async () => {
    const source = new HttpAnimationDataSource(new LocalFileUrlBuilder(failingOrigin))
    const error = await failure(source.load(animations[0]!))
    expect(error.kind).toBe('data_failed')
    expect(error.message).toMatch(/HTTP 500/)
  })

  it('raises data_failed when the server does not answer in time', async () => {
    const source = new HttpAnimationDataSource(new LocalFileUrlBuilder(stallingOrigin), 200)
    expect((await failure(source.load(animations[0]!))).kind).toBe('data_failed')
  })

  it('raises data_failed when nothing listens', async () => {
    const source = new HttpAnimationDataSource(new LocalFileUrlBuilder('http://127.0.0.1:9'))
    expect((await failure(source.load(animations[0]!))).kind).toBe('data_failed')
  })
})
