import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { pageScriptsOf } from '../../scripts/bundle/first-load'
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '../../src/domain/images'
import { e2ePort } from '../support/ports'
import { siteServer } from '../support/site-process'

/*
 * The self-contained server that `npm run build` assembles (Next.js's own), as an operator
 * deploys it: copied alone to a fresh folder (no repository, no node_modules beside it), started
 * with `node`, taken into rotation by its health check, and stopped with SIGTERM.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next'
const ARTIFACT = path.join(ROOT, DIST_DIR, 'standalone')
const PORT = e2ePort(40)
/** Starting takes seconds when quiet, and can take a minute on a busy two-core machine. */
const START_BUDGET_MS = 240_000
/** Long enough that the test, not the clock, ends the delay (with a second SIGTERM). */
const SHUTDOWN_DELAY_SECONDS = '600'

let folder = ''
let server: ChildProcess | undefined
/** Everything the server printed, for a failing test to show. */
let output = ''
let exited: Promise<number | null> = Promise.resolve(null)

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** One GET (or HEAD) on loopback, with the body as it came over the wire. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: PORT, path: pathname, method, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode!,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error(`GET ${pathname} timed out`)))
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The health check's answer, or undefined while nothing listens. */
const health = () => get('/healthz').catch(() => undefined)

/** Waits, within `timeoutMs`, until `condition` holds; says what it waited for if it never did. */
async function until(what: string, timeoutMs: number, condition: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`gave up waiting until ${what}:\n${output}`)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(START_BUDGET_MS + 60_000)
  folder = await mkdtemp(path.join(tmpdir(), 'alts-artifact-'))
  const site = path.join(folder, 'site')
  // The relative links Next.js's trace makes inside the folder stay links to the copy.
  await cp(ARTIFACT, site, { recursive: true, verbatimSymlinks: true })
  for (let above = folder; above !== path.dirname(above); above = path.dirname(above))
    expect(existsSync(path.join(above, 'node_modules')), `node_modules in ${above}`).toBe(false)

  const start = siteServer(DIST_DIR, PORT, site)
  server = spawn(process.execPath, [start.script], {
    // Started from elsewhere, with nothing of the repository's environment.
    cwd: folder,
    env: {
      ...start.env,
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      SHUTDOWN_DELAY_SECONDS,
    },
    detached: true,
  })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  const running = server
  exited = new Promise((resolve) => running.on('exit', (code) => resolve(code)))
  await until('the health check says ok', START_BUDGET_MS, async () => {
    if (running.exitCode !== null) throw new Error(`the server exited:\n${output}`)
    return (await health())?.status === 200
  })
})

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
  if (folder) await rm(folder, { recursive: true, force: true })
})

test('holds Next.js’s server, the pages’ cache handler, the static files and the offline content', async () => {
  const site = path.join(folder, 'site')
  for (const file of [
    'server.js',
    'src/container/page-cache-handler.ts',
    'node_modules/next/package.json',
  ])
    expect(existsSync(path.join(site, file)), file).toBe(true)
  for (const folderName of [`${DIST_DIR}/static`, 'public/icons', 'fixtures/production/images'])
    expect((await readdir(path.join(site, folderName))).length, folderName).toBeGreaterThan(0)
})

test('answers its health check with its release, uncached, with the security headers', async () => {
  const answer = (await health())!
  expect(answer.status).toBe(200)
  expect(answer.headers['cache-control']).toBe('no-store')
  expect(answer.headers['content-type']).toMatch(/^application\/json/)
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
  const release = (await readFile(path.join(folder, 'site', DIST_DIR, 'BUILD_ID'), 'utf8')).trim()
  const report = JSON.parse(answer.body.toString()) as Record<string, unknown>
  expect(report).toMatchObject({ status: 'ok', release })
  expect(report.uptime).toBeGreaterThan(0)
  const head = await get('/healthz', {}, 'HEAD')
  expect(head.status).toBe(200)
  expect(head.body.length).toBe(0)
})

for (const route of ['/', '/products']) {
  test(`serves ${route} with its policy's hashes, gzip`, async () => {
    const answer = await get(route, { 'Accept-Encoding': 'gzip' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(answer.body).toString()).toMatch(/^<!DOCTYPE html>/i)
  })
}

test("serves the build's scripts compressed, kept for a year", async () => {
  const html = gunzipSync((await get('/', { 'Accept-Encoding': 'gzip' })).body).toString()
  // With the release's id as their query (`?dpl=`), as the page asks for them. (The style sheets
  // are inline: a style element's data-href names them, and no page fetches them.)
  const files = pageScriptsOf(html).map(({ src }) => src)
  expect(files.length).toBeGreaterThan(1)
  for (const file of files.slice(0, 4)) {
    const plain = await get(file)
    const packed = await get(file, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(packed.headers['content-encoding']).toBe('gzip')
    expect(packed.headers.vary).toMatch(/accept-encoding/i)
    expect(packed.headers['cache-control']).toMatch(/immutable/)
    expect(gunzipSync(packed.body)).toEqual(plain.body)
  }
})

test('runs with the settings it was built with, and the offline content', async () => {
  // next.config.ts turns the X-Powered-By header off; Next.js's defaults would send it.
  expect((await get('/products')).headers['x-powered-by']).toBeUndefined()
  // Only the site's one quality is allowed (the defaults allow 75 alone), on a fixture image.
  const [image] = await readdir(path.join(folder, 'site', 'fixtures/production/images'))
  const url = encodeURIComponent(`/fixtures/production/images/${image}`)
  const optimised = await get(
    `/_next/image?url=${url}&w=${IMAGE_WIDTHS[0]}&q=${DEFAULT_IMAGE_QUALITY}`,
    { Accept: 'image/webp' },
  )
  expect(optimised.status).toBe(200)
  expect(optimised.headers['content-type']).toBe('image/webp')
})

test('on SIGTERM fails its health check while it still serves, then stops', async () => {
  process.kill(server!.pid!, 'SIGTERM')
  await until('the health check says stopping', 60_000, async () => {
    const answer = await health()
    return answer?.status === 503 && JSON.parse(answer.body.toString()).status === 'stopping'
  })
  // Visitors the balancer still sends are served during the delay.
  expect((await get('/products')).status).toBe(200)
  // A second signal ends the delay: the instance drains and exits.
  process.kill(server!.pid!, 'SIGTERM')
  expect(await exited).toBe(0)
  expect(await health()).toBeUndefined()
})
