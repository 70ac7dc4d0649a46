import { expect, test } from '@playwright/test'
import { encodeSignatureHeader } from '@sanity/webhook'
import { createHash } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NOT_FOUND_TITLE } from '@/domain/error-copy'
import { SITE_ROUTES } from '@/domain/routes'
import { SanityEmulator, type Document } from '../../scripts/sanity-emulator/emulator.ts'
import { serveEmulator, type RunningEmulator } from '../../scripts/sanity-emulator/http-server.ts'
import {
  sendPublishWebhooks,
  type Delivery,
  type WebhookOptions,
} from '../../scripts/sanity-emulator/webhooks.ts'
import { readFixtureDocuments } from '../support/fixture-documents'
import { e2ePort } from '../support/ports'
import { startRedis, type RunningRedis } from '../support/redis-server'
import { buildSite, serveSite, type SiteBuild, type SiteProcess } from '../support/site-process'

/*
 * Two instances of the site, each started with `node` from its own copy of the build's
 * self-contained server (no shared disk), sharing one Redis on loopback, against the content
 * API's emulator: a publish received by either reaches both, and so does an unpublish or a
 * delete, sent as the emulator's own signed webhook; Redis stopping and coming back costs
 * visitors nothing, and each instance says so once.
 */

const SECRET = 'e2e-webhook-secret-instances-0123'
const PORTS = { a: e2ePort(50), b: e2ePort(51), redis: e2ePort(52) }
/** What the issue asks of a publish: every instance serves it within five seconds. */
const PUBLISH_REACHES_EVERY_INSTANCE_MS = 5_000
const LOST = 'Lost the shared cache; serving from what this instance has until it is back'
const BACK = 'The shared cache is back; sharing pages and state again'
const UNPLACED =
  'A published document is gone and the notification does not say what it showed: every page is regenerated'

let build: SiteBuild
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
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    heading: (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  }
}

/** Publishes a new document title for a page, as an editor would in the Studio. */
function publishTitle(pageId: string, title: string) {
  const page = emulator.all().find((document) => document._id === pageId)!
  emulator.edit([{ createOrReplace: { ...page, seo: { ...(page.seo as object), title } } }])
}

/** The titles of the JobPosting structured data of a page. */
function jobPostingTitles(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .flatMap(([, json]) => [JSON.parse(json!)].flat() as { '@type'?: string; title?: string }[])
    .filter((data) => data['@type'] === 'JobPosting')
    .map((data) => data.title ?? '')
}

/** A stored document, as published. */
const published = (id: string) => emulator.all().find((document) => document._id === id)!

/**
 * The emulator's own publish webhook, to instance a, while `act` runs: resolves with its
 * delivery for the document, once the site has answered it.
 */
async function notified(
  documentId: string,
  act: () => void,
  projection: WebhookOptions['projection'] = 'documented',
): Promise<Delivery> {
  let heard: (delivery: Delivery) => void = () => {}
  const delivery = new Promise<Delivery>((resolve) => (heard = resolve))
  const stop = sendPublishWebhooks(
    emulator,
    {
      url: `${site('a').url}/api/revalidate`,
      secret: SECRET,
      retryDelaysMs: [1_000, 4_000],
      projection,
    },
    (done) => done.documentId === documentId && heard(done),
  )
  try {
    act()
    return await delivery
  } finally {
    stop()
  }
}

/** The routes a delivered webhook says it regenerated, sorted. */
const regenerated = ({ answer }: Delivery) =>
  ((JSON.parse(answer ?? '{}') as { revalidated?: string[] }).revalidated ?? []).sort()

/** Unpublishes a document as the Studio does: the published document becomes the draft. */
function unpublish(id: string) {
  const document = published(id)
  emulator.edit([{ createOrReplace: { ...document, _id: `drafts.${id}` } }, { delete: { id } }])
}

/** Publishes the draft of a document again. */
function republish(id: string) {
  const draft = emulator.all().find((document) => document._id === `drafts.${id}`)!
  emulator.edit([{ createOrReplace: { ...draft, _id: id } }, { delete: { id: draft._id } }])
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
    build = await buildSite(env(), 'instances')
    copies = await mkdtemp(path.join(tmpdir(), 'alts-instances-'))
    for (const name of ['a', 'b'] as const)
      await cp(build.artifact, artifactOf(name), {
        recursive: true,
        verbatimSymlinks: true,
      })
    ;[sites.a, sites.b] = await Promise.all([
      serveSite(env(), build, PORTS.a, 180_000, artifactOf('a')),
      serveSite(env(), build, PORTS.b, 180_000, artifactOf('b')),
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
      sites.b = await serveSite(env(), build, PORTS.b, 180_000, artifactOf('b'))
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

  test('an unpublished page is the not-found page on every instance, stays gone while the content API fails, and comes back when published again', async ({
    page,
  }) => {
    expect((await get('b', '/sitemap.xml')).html).toContain('/manifesto<')
    const delivery = await notified('page-manifesto', () => unpublish('page-manifesto'))
    expect(delivery.status).toBe(200)
    expect(regenerated(delivery)).toEqual(['/manifesto'])
    for (const name of ['a', 'b'] as const) {
      await expect
        .poll(async () => (await get(name, '/manifesto')).status, {
          timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
        })
        .toBe(404)
      // What a visitor sees: the site's not-found page. (Next.js draws it in the browser: a page
      // that calls notFound() as it regenerates is sent without its body, vercel/next.js#62228.)
      expect((await page.goto(`${site(name).url}/manifesto`))?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE)
      // Nor is it offered to search engines.
      await expect
        .poll(async () => (await get(name, '/sitemap.xml')).html, {
          timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
        })
        .not.toContain('/manifesto<')
    }
    // The content last read of it is that it is gone: an outage never brings it back.
    emulator.fault = 'server-error'
    try {
      for (const name of ['a', 'b'] as const)
        expect((await get(name, '/manifesto')).status, name).toBe(404)
    } finally {
      emulator.fault = 'none'
    }
    expect(
      regenerated(await notified('page-manifesto', () => republish('page-manifesto'))),
    ).toEqual(['/manifesto'])
    for (const name of ['a', 'b'] as const)
      await expect
        .poll(async () => (await get(name, '/manifesto')).status, {
          timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
        })
        .toBe(200)
  })

  test('a page unpublished under a webhook projecting {_id} alone is gone too: every page regenerates, and the log says why', async () => {
    const logged = () => said('a', UNPLACED)
    const warnings = logged()
    const card = async (name: 'a' | 'b') => {
      const response = await fetch(`${site(name).url}/og/manifesto`)
      return createHash('sha256')
        .update(new Uint8Array(await response.arrayBuffer()))
        .digest('hex')
    }
    const pageCards = { a: await card('a'), b: await card('b') }
    const delivery = await notified('page-manifesto', () => unpublish('page-manifesto'), 'id-only')
    expect(delivery.status).toBe(200)
    expect(regenerated(delivery)).toEqual([...SITE_ROUTES].sort())
    expect(logged()).toBe(warnings + 1)
    for (const name of ['a', 'b'] as const) {
      await expect
        .poll(async () => (await get(name, '/manifesto')).status, {
          timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
        })
        .toBe(404)
      await expect
        .poll(async () => (await get(name, '/sitemap.xml')).html, {
          timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
        })
        .not.toContain('/manifesto<')
      // Its sharing card no longer shows the page: the site's own card stands in.
      await expect
        .poll(() => card(name), { timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS })
        .not.toBe(pageCards[name])
      for (const route of SITE_ROUTES.filter((route) => route !== '/manifesto'))
        expect((await get(name, route)).status, `${name} ${route}`).toBe(200)
    }
    // Published again, with the same projection: it exists, so what shows it is found.
    const back = await notified('page-manifesto', () => republish('page-manifesto'), 'id-only')
    expect(regenerated(back)).toEqual(['/manifesto'])
    for (const name of ['a', 'b'] as const)
      await expect
        .poll(async () => (await get(name, '/manifesto')).status, {
          timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
        })
        .toBe(200)
  })

  test('a testimonial unpublished leaves exactly the two pages that showed it, on every instance', async () => {
    const quote = 'village halls from Vlissingen to Harlingen'
    for (const route of ['/', '/products']) expect((await get('b', route)).html).toContain(quote)
    const delivery = await notified('testimonial-kustbank', () => unpublish('testimonial-kustbank'))
    expect(regenerated(delivery)).toEqual(['/', '/products'])
    for (const name of ['a', 'b'] as const)
      for (const route of ['/', '/products'])
        await expect
          .poll(async () => (await get(name, route)).html, {
            timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
          })
          .not.toContain(quote)
  })

  test('a deleted job opening leaves the careers page and its structured data, on every instance', async () => {
    expect(jobPostingTitles((await get('b', '/careers')).html)).toContain('Producer')
    const delivery = await notified('job-producer', () =>
      emulator.edit([{ delete: { id: 'job-producer' } }]),
    )
    expect(regenerated(delivery)).toEqual(['/careers'])
    for (const name of ['a', 'b'] as const)
      await expect
        .poll(async () => jobPostingTitles((await get(name, '/careers')).html), {
          timeout: PUBLISH_REACHES_EVERY_INSTANCE_MS,
        })
        .toEqual([
          'Senior Frontend Engineer',
          'Product Designer',
          'Creative Technologist — motion and WebGL',
        ])
  })
})
