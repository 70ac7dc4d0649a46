import { expect, test } from '@playwright/test'
import { encodeSignatureHeader } from '@sanity/webhook'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SITE_ROUTES } from '@/domain/routes'
import { SanityEmulator, type Document } from '../../scripts/sanity-emulator/emulator.ts'
import { serveEmulator, type RunningEmulator } from '../../scripts/sanity-emulator/http-server.ts'
import { readFixtureDocuments } from '../support/fixture-documents'
import { e2ePort } from '../support/ports'
import { startRedis, type RunningRedis } from '../support/redis-server'
import { assembleArtifact, buildSite, serveSite, type SiteProcess } from '../support/site-process'

/*
 * Two instances of the site, each started with `node` from its own copy of the build's
 * self-contained server (no shared disk), sharing one Redis on loopback, against the content API's emulator: a publish received by either reaches
 * both; Redis stopping and coming back costs visitors nothing, and each instance says so once.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const SECRET = 'e2e-webhook-secret-instances-0123'
const BUILD = '.next-instances'
const PORTS = { a: e2ePort(50), b: e2ePort(51), redis: e2ePort(52) }
/** What the issue asks of a publish: every instance serves it within five seconds. */
const PUBLISH_REACHES_EVERY_INSTANCE_MS = 5_000
const LOST = 'Lost the shared cache; serving from what this instance has until it is back'
const BACK = 'The shared cache is back; sharing pages and state again'

let copies: string
const artifactOf = (name: 'a' | 'b') => path.join(copies, name)
let emulator: SanityEmulator
let api: RunningEmulator
let redis: RunningRedis
const sites: Partial<Record<'a' | 'b', SiteProcess>> = {}

const env = () => ({
  CONTENT_SOURCE: 'sanity',
  SANITY_PROJECT_ID: 'emulated',
  SANITY_API_HOST: api.url,
  SANITY_WEBHOOK_SECRET: SECRET,
  REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
  LOG_LEVEL: 'info',
})
const site = (name: 'a' | 'b') => sites[name]!

async function get(name: 'a' | 'b', route: string) {
  const response = await fetch(`${site(name).url}${route}`, { signal: AbortSignal.timeout(30_000) })
  const html = await response.text()
  return {
    status: response.status,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    heading: (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  }
}

/** Publishes a new document title for a page, as an editor would in the Studio. */
function publishTitle(pageId: string, title: string) {
  const page = emulator.all().find((document) => document._id === pageId)!
  emulator.edit([{ createOrReplace: { ...page, seo: { ...(page.seo as object), title } } }])
}

async function webhook(name: 'a' | 'b', documentId: string) {
  const body = JSON.stringify({ _id: documentId })
  return fetch(`${site(name).url}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
    },
    body,
    signal: AbortSignal.timeout(60_000),
  })
}

/** How many of an instance's log lines carry this message. */
function said(name: 'a' | 'b', message: string): number {
  return site(name)
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(`"msg":${JSON.stringify(message)}`))
    .length
}

test.describe.serial('several instances sharing one Redis', () => {
  test.describe.configure({ timeout: 240_000 })

  test.beforeAll(async () => {
    // One production build (its budget: minutes on a busy machine), copied for the second.
    test.setTimeout(600_000)
    const documents = (await readFixtureDocuments('production')) as Document[]
    emulator = new SanityEmulator({ documents, dataset: 'production' })
    api = await serveEmulator(emulator)
    redis = await startRedis(PORTS.redis)
    await buildSite(env(), BUILD)
    await assembleArtifact(BUILD)
    copies = await mkdtemp(path.join(tmpdir(), 'alts-instances-'))
    for (const name of ['a', 'b'] as const)
      await cp(path.join(ROOT, BUILD, 'standalone'), artifactOf(name), {
        recursive: true,
        verbatimSymlinks: true,
      })
    ;[sites.a, sites.b] = await Promise.all([
      serveSite(env(), BUILD, PORTS.a, 180_000, artifactOf('a')),
      serveSite(env(), BUILD, PORTS.b, 180_000, artifactOf('b')),
    ])
  })

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    for (const name of ['a', 'b'] as const)
      console.error(`Instance ${name}'s last words:\n${sites[name]?.output().slice(-4_000)}`)
  })

  test.afterAll(async () => {
    await Promise.all([sites.a?.stop(), sites.b?.stop(), redis?.stop(), api?.close()])
    if (copies) await rm(copies, { recursive: true, force: true })
  })

  test('a publish received by one instance reaches the other within five seconds', async () => {
    publishTitle('page-manifesto', 'Manifesto, published to every instance')
    const response = await webhook('a', 'page-manifesto')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revalidated: ['/manifesto'] })
    await expect
      .poll(async () => (await get('b', '/manifesto')).title, {
        timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
      })
      .toBe('Manifesto, published to every instance')
    expect((await get('a', '/manifesto')).title).toBe('Manifesto, published to every instance')
  })

  test('with Redis gone, both instances keep answering with content, and each says so once', async () => {
    await redis.stop('crash')
    for (const name of ['a', 'b'] as const) {
      for (const route of SITE_ROUTES) {
        const page = await get(name, route)
        expect(page.status, `${name} ${route}`).toBe(200)
        expect(page.heading, `${name} ${route}`).not.toBe('')
      }
    }
    // A publish meanwhile reaches the instance that received it.
    publishTitle('page-privacy', 'Privacy, published while Redis was away')
    expect((await webhook('a', 'page-privacy')).status).toBe(200)
    expect((await get('a', '/privacy')).title).toBe('Privacy, published while Redis was away')
    for (const name of ['a', 'b'] as const) {
      await expect.poll(() => said(name, LOST), { timeout: 30_000 }).toBeGreaterThan(0)
      expect(said(name, LOST), name).toBe(1)
    }
  })

  test('with Redis back, each instance says so once and publishes reach both again', async () => {
    redis = await startRedis(PORTS.redis)
    for (const name of ['a', 'b'] as const) {
      await expect.poll(() => said(name, BACK), { timeout: 60_000 }).toBeGreaterThan(0)
      expect(said(name, BACK), name).toBe(1)
    }
    // What was published while Redis was away reaches the other instance once it is back …
    await expect
      .poll(async () => (await get('b', '/privacy')).title, { timeout: 60_000 })
      .toBe('Privacy, published while Redis was away')
    // … and a new publish reaches both, as before.
    publishTitle('page-careers', 'Careers, published after Redis came back')
    expect((await webhook('b', 'page-careers')).status).toBe(200)
    await expect
      .poll(async () => (await get('a', '/careers')).title, {
        timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
      })
      .toBe('Careers, published after Redis came back')
  })

  test('an instance that starts while the content API is down serves its pages', async () => {
    await site('b').stop()
    emulator.fault = 'server-error'
    try {
      sites.b = await serveSite(env(), BUILD, PORTS.b, 180_000, artifactOf('b'))
      for (const route of SITE_ROUTES) {
        const page = await get('b', route)
        expect(page.status, route).toBe(200)
        expect(page.heading, route).not.toBe('')
      }
      expect((await get('b', '/careers')).title).toBe('Careers, published after Redis came back')
    } finally {
      emulator.fault = 'none'
    }
  })
})
