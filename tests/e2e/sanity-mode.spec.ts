import { expect, test } from '@playwright/test'
import { e2ePort } from '../support/ports'
import { encodeSignatureHeader } from '@sanity/webhook'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { ERROR_TITLE, NOT_FOUND_TITLE } from '@/domain/error-copy'
import { DEFAULT_IMAGE_QUALITY } from '@/domain/images'
import { SITE_ROUTES, type SiteRoute } from '@/domain/routes'
import {
  SanityEmulator,
  type Document,
  type Fault,
  type RecordedRequest,
} from '../../scripts/sanity-emulator/emulator.ts'
import { serveEmulator, type RunningEmulator } from '../../scripts/sanity-emulator/http-server.ts'
import { editInfoOf, editTargetOf } from '../support/edit-markers'
import { FIXTURES_ROOT, readFixtureDocuments } from '../support/fixture-documents'
import { ANALYTICS_ADAPTER_CODE, recordScripts } from '../support/loaded-scripts'
import { buildSite, siteServer, type SiteBuild } from '../support/site-process'

/*
 * The production site built and served against a Sanity-compatible host (the emulator on
 * loopback): publish webhooks regenerate exactly the affected pages, unsigned ones change
 * nothing, and while the content service fails visitors keep getting the last good page.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next')
const PORT = e2ePort(20)
const BASE = `http://127.0.0.1:${PORT}`
const SECRET = 'e2e-webhook-secret-0123456789'
const MEASUREMENT_ID = 'G-E2ETEST01'
/** Draft mode's token: the emulator shows drafts to requests that carry it, and to no others. */
const READ_TOKEN = `sk${randomBytes(24).toString('hex')}`
/** Where the Studio runs unless configured: edit markers lead there. */
const STUDIO = 'http://localhost:3333'

let emulator: SanityEmulator
let running: RunningEmulator
let build: SiteBuild
let site: ChildProcess | undefined
let siteOutput = ''

/** Runs `next build` into a build folder of its own. */
function nextBuild(env: Record<string, string>, distDir: string) {
  return spawn(process.execPath, [NEXT, 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  })
}

/** Starts the site's production server of a build. */
function serve(env: Record<string, string>, { distDir, artifact }: SiteBuild) {
  const server = siteServer(distDir, PORT, artifact)
  return spawn(process.execPath, [server.script], {
    cwd: ROOT,
    env: { ...process.env, ...env, ...server.env, NEXT_DIST_DIR: distDir },
    detached: true,
  })
}

function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The id of the published document behind a page, as the fixtures hold it. */
function pageId(route: SiteRoute): string {
  const page = emulator
    .all()
    .find(
      (document) =>
        document._type === 'page' &&
        (document.route as { current?: string } | undefined)?.current === route &&
        !document._id.startsWith('drafts.'),
    )
  if (!page) throw new Error(`No published page for ${route} in the fixtures`)
  return page._id
}

/** The request tag (e.g. "alts.page") and parameters of a query sent to the content API. */
function queryOf({ method, url, body }: RecordedRequest) {
  if (!url.pathname.includes('/data/query/')) return undefined
  let params: Record<string, unknown> = {}
  if (method === 'POST') params = (JSON.parse(body) as { params?: typeof params }).params ?? {}
  for (const [name, value] of url.searchParams)
    if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
  return { tag: url.searchParams.get('tag') ?? '', params }
}

/** A line of the site's log: pino writes one JSON object a line in production. */
interface LogLine {
  level: number
  msg: string
  component?: string
  content?: string
  reason?: string
  statusCode?: number
}

function logLinesSince(offset: number): LogLine[] {
  return siteOutput
    .slice(offset)
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return []
      try {
        return [JSON.parse(line) as LogLine]
      } catch {
        return []
      }
    })
}

/** The text of a page's first heading, tags left out. */
function headingOf(html: string): string {
  return (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim()
}

async function waitForSite(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(`${BASE}/`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(300)
  }
  throw new Error(`the site did not start:\n${siteOutput}`)
}

/** The title of the page at `route`, as served now. */
async function titleOf(route: string): Promise<string> {
  const html = await (
    await fetch(`${BASE}${route}`, { signal: AbortSignal.timeout(30_000) })
  ).text()
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
}

async function webhook(
  body: unknown,
  sign: 'valid' | 'wrong' | 'none' = 'valid',
  timeoutMs = 60_000,
) {
  const text = JSON.stringify(body)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (sign !== 'none') {
    headers['sanity-webhook-signature'] = await encodeSignatureHeader(
      text,
      Date.now(),
      sign === 'valid' ? SECRET : 'not-the-secret-at-all',
    )
  }
  return fetch(`${BASE}/api/revalidate`, {
    method: 'POST',
    headers,
    body: text,
    signal: AbortSignal.timeout(timeoutMs),
  })
}

/**
 * Publishes a new document title (SEO title) for a page, as an editor would in the studio: a
 * fault on the site's way to the content API does not stop it.
 */
function publishTitle(pageId: string, title: string) {
  const page = emulator.all().find((document) => document._id === pageId)!
  const seo = { ...(page.seo as object), title }
  emulator.edit([{ createOrReplace: { ...page, seo } }])
}

test.describe.serial('the site on a Sanity-compatible content API', () => {
  test.describe.configure({ timeout: 240_000 })

  test.beforeAll(async () => {
    // A production build against the emulator, then the server: one minute on a quiet machine,
    // several on a busy one. A hook has its own time limit: this is the build's budget.
    test.setTimeout(600_000)
    const documents = (await readFixtureDocuments('production')) as Document[]
    emulator = new SanityEmulator({
      documents,
      dataset: 'production',
      slowMs: 20_000,
      readToken: READ_TOKEN,
    })
    running = await serveEmulator(emulator)
    const env = {
      CONTENT_SOURCE: 'sanity',
      SANITY_PROJECT_ID: 'emulated',
      SANITY_API_HOST: running.url,
      SANITY_WEBHOOK_SECRET: SECRET,
      SANITY_READ_TOKEN: READ_TOKEN,
      ANALYTICS_MEASUREMENT_ID: MEASUREMENT_ID,
      LOG_LEVEL: 'warn',
    }
    build = await buildSite(env, 'sanity')
    site = serve(env, build)
    site.stdout?.on('data', (chunk) => (siteOutput += chunk))
    site.stderr?.on('data', (chunk) => (siteOutput += chunk))
    site.on('exit', (code, signal) => (siteOutput += `\n[the site exited: ${code ?? signal}]\n`))
    await waitForSite(180_000)
  })

  // What the site said, for any test that fails: the server's own account of what happened.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    await testInfo.attach('site output', { body: siteOutput, contentType: 'text/plain' })
    console.error(`The site's last words:\n${siteOutput.slice(-4_000)}`)
  })

  test.afterAll(async () => {
    if (site?.pid && site.exitCode === null) process.kill(-site.pid, 'SIGTERM')
    await running?.close()
  })

  test('pages come from the content API', async () => {
    expect(await titleOf('/manifesto')).toContain('Manifesto')
  })

  test('nothing of the fixtures is served: Sanity’s CDN serves the assets', async () => {
    const asset = (kind: string) => readdir(path.join(FIXTURES_ROOT, 'production', kind))
    const [image] = await asset('images')
    const [file] = await asset('files')
    for (const url of [
      '/fixtures/production/data.ndjson',
      '/fixtures/edge-cases/data.ndjson',
      `/fixtures/production/images/${image}`,
      `/fixtures/production/files/${file}`,
      `/_next/image?url=${encodeURIComponent(`/fixtures/production/images/${image}`)}&w=640&q=${DEFAULT_IMAGE_QUALITY}`,
    ]) {
      const response = await fetch(`${BASE}${url}`, { signal: AbortSignal.timeout(30_000) })
      expect(response.status, url).toBeGreaterThanOrEqual(400)
      expect(response.status, url).toBeLessThan(500)
      if (!url.startsWith('/_next/image')) expect(response.status, url).toBe(404)
    }
  })

  test('an unsigned or wrongly signed webhook is refused and regenerates nothing', async () => {
    const before = await titleOf('/manifesto')
    publishTitle('page-manifesto', 'Manifesto, changed without a valid webhook')
    expect((await webhook({ _id: 'page-manifesto' }, 'none')).status).toBe(401)
    expect((await webhook({ _id: 'page-manifesto' }, 'wrong')).status).toBe(401)
    // A webhook regenerates before it answers (see the next test): once refused, its chance to
    // change anything is over.
    expect(await titleOf('/manifesto')).toBe(before)
  })

  test('a signed webhook regenerates exactly the pages that show the document @smoke', async () => {
    publishTitle('page-manifesto', 'Manifesto, revised')
    const response = await webhook({ _id: 'page-manifesto' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revalidated: ['/manifesto'] })
    // Regenerated as the webhook answered: the very next visit sees the new content.
    expect(await titleOf('/manifesto')).toBe('Manifesto, revised')
    expect(await titleOf('/careers')).not.toContain('revised')
  })

  const faults: Fault[] = ['server-error', 'malformed', 'wrong-shape', 'drop', 'slow']
  for (const fault of faults) {
    test(`while the content API is failing (${fault}), nothing is regenerated and visitors keep the last good page`, async () => {
      const lastGood = await titleOf('/privacy')
      publishTitle('page-privacy', `Privacy, published during the ${fault}`)
      emulator.fault = fault
      try {
        const response = await webhook({ _id: 'page-privacy' })
        expect(response.status).toBeGreaterThanOrEqual(500)
        const visits = await Promise.all(
          Array.from({ length: 3 }, () =>
            fetch(`${BASE}/privacy`).then(async (visit) => ({
              status: visit.status,
              html: await visit.text(),
            })),
          ),
        )
        for (const visit of visits) {
          expect(visit.status).toBe(200)
          expect(visit.html).toContain(`<title>${lastGood}</title>`)
          expect(visit.html).toContain('<h1')
        }
      } finally {
        emulator.fault = 'none'
      }
      // Once the service is back, the next webhook brings the page up to date.
      expect((await webhook({ _id: 'page-privacy' })).status).toBe(200)
      expect(await titleOf('/privacy')).toBe(`Privacy, published during the ${fault}`)
    })
  }

  /*
   * Everything at once, for a bounded time: visitors keep asking for every page (documents and
   * client-side navigations) and a missing one; editors keep publishing and the webhook keeps
   * regenerating pages; the content API meanwhile turns slow, answers 500s, malformed and
   * wrong-shaped data and drops connections, on its own schedule. It also fails at the worst
   * moment on purpose: right after the webhook has read the new content, as the page regenerates.
   */
  test('under load, a content API that fails on and off never reaches a visitor, and the log says why', async () => {
    // Each fault stays on until the webhook sent as it started has been answered, however long
    // the site takes on this machine: minutes when the machine is busy.
    test.setTimeout(360_000)
    const VISITORS = 6
    const PAUSE_BETWEEN_VISITS_MS = 75
    const VISIT_TIMEOUT_MS = 30_000
    const WEBHOOK_TIMEOUT_MS = 90_000
    /** Each fault stays on at least this long, and until its webhook has been answered. */
    const FAULT_MS = 2_000
    /** Just past the 5 s the site waits for an answer to start, so `slow` times out. */
    const SLOW_MS = 6_000
    const FAULTS = ['slow', 'server-error', 'malformed', 'wrong-shape', 'drop'] as const
    /** Published by editors throughout; the others are published just before a fault strikes. */
    const EDITED: SiteRoute[][] = [
      ['/', '/careers'],
      ['/manifesto', '/privacy'],
    ]
    const RACED: SiteRoute[] = ['/products', '/life-at-alts']
    const MISSING = '/no-such-page'

    const logFrom = siteOutput.length
    const slowBefore = emulator.slowMs
    const headings = new Map<SiteRoute, string>()
    for (const route of SITE_ROUTES) {
      const html = await (
        await fetch(`${BASE}${route}`, { signal: AbortSignal.timeout(30_000) })
      ).text()
      headings.set(route, headingOf(html))
      expect(headings.get(route), route).not.toBe('')
    }

    type Target = { path: string; kind: 'page' | 'navigation' | 'missing' }
    type Visit = Target & { fault: Fault; status?: number; title?: string; problem?: string }
    const visits: Visit[] = []
    const problemWith = (target: Target, response: Response, body: string): string | undefined => {
      const route = target.path as SiteRoute
      const type = response.headers.get('content-type') ?? ''
      if (target.kind === 'missing') {
        if (response.status !== 404) return `answered ${response.status}, not 404`
        return body.includes(NOT_FOUND_TITLE) ? undefined : 'not the 404 page'
      }
      if (response.status !== 200) return `answered ${response.status}`
      if (target.kind === 'navigation') {
        if (!type.startsWith('text/x-component')) return `navigation data of type ${type}`
        return body.includes('"h1"') && body.includes('"main"') ? undefined : 'empty navigation'
      }
      const title = /<title>([^<]*)<\/title>/.exec(body)?.[1]?.trim() ?? ''
      if (!title) return 'a page without a title'
      if (title.includes(ERROR_TITLE) || title.includes(NOT_FOUND_TITLE)) return `"${title}"`
      if (!/<main id="main-content"[^>]*>[\s\S]*<h1/.test(body)) return 'no heading in <main>'
      if (headingOf(body) !== headings.get(route)) return `the heading "${headingOf(body)}"`
      return undefined
    }
    const visit = async (target: Target) => {
      const fault = emulator.fault
      const url = `${BASE}${target.path}${target.kind === 'navigation' ? '?_rsc' : ''}`
      try {
        const response = await fetch(url, {
          headers: target.kind === 'navigation' ? { RSC: '1' } : {},
          signal: AbortSignal.timeout(VISIT_TIMEOUT_MS),
        })
        const body = await response.text()
        const title = /<title>([^<]*)<\/title>/.exec(body)?.[1]
        const problem = problemWith(target, response, body)
        visits.push({ ...target, fault, status: response.status, title, problem })
      } catch (error) {
        visits.push({ ...target, fault, problem: `no answer: ${(error as Error).message}` })
      }
      return visits.at(-1)!
    }

    type Delivery = { ids: string[]; fault: Fault; status?: number; message?: string }
    const deliveries: Delivery[] = []
    const deliver = async (ids: string[]): Promise<Delivery> => {
      const delivery: Delivery = { ids, fault: emulator.fault }
      deliveries.push(delivery)
      try {
        const response = await webhook({ ids }, 'valid', WEBHOOK_TIMEOUT_MS)
        delivery.status = response.status
        delivery.message = JSON.stringify(await response.json())
      } catch (error) {
        delivery.message = `no answer: ${(error as Error).message}`
      }
      return delivery
    }
    const lastPublished = new Map<SiteRoute, string>()
    const publish = (route: SiteRoute, title: string) => {
      publishTitle(pageId(route), title)
      lastPublished.set(route, title)
    }

    /** Publishes a page, then fails the content API the moment its regeneration asks for it. */
    type Race = { fault: (typeof FAULTS)[number]; route: SiteRoute; title: string; struck: boolean }
    const race = async (fault: (typeof FAULTS)[number], route: SiteRoute) => {
      const result: Race & { delivery?: Delivery; after?: Visit[] } = {
        fault,
        route,
        title: `${route} published just before the ${fault}`,
        struck: false,
      }
      publish(route, result.title)
      let announced = false
      let pageReads = 0
      emulator.onRequest = (request) => {
        const query = queryOf(request)
        if (query?.tag === 'alts.affectedRoutes' && String(query.params.ids) === pageId(route))
          announced = true
        // The webhook's own read of the page succeeds; the regeneration's read is the second.
        // From then on the fault stays on, through every retry, until the visits below.
        if (announced && query?.tag === 'alts.page' && query.params.route === route) {
          if (++pageReads === 2) emulator.fault = fault
        }
      }
      try {
        result.delivery = await deliver([pageId(route)])
        // Visitors right after the webhook answered, while the fault is still on: they have the
        // page as it was regenerated.
        result.after = [
          await visit({ path: route, kind: 'page' }),
          await visit({ path: route, kind: 'navigation' }),
        ]
        result.struck = pageReads >= 2
      } finally {
        emulator.onRequest = undefined
        emulator.fault = 'none'
      }
      return result
    }

    // Visitors and editors keep on until every fault has had its turn.
    let stopped = false
    const loadOn = () => !stopped
    const targets: Target[] = [
      ...SITE_ROUTES.map((path) => ({ path, kind: 'page' as const })),
      ...SITE_ROUTES.map((path) => ({ path, kind: 'navigation' as const })),
      { path: MISSING, kind: 'missing' },
    ]
    const visitor = async (first: number) => {
      for (let next = first; loadOn(); next++) {
        await visit(targets[next % targets.length]!)
        await sleep(PAUSE_BETWEEN_VISITS_MS)
      }
    }
    const editor = async (routes: SiteRoute[]) => {
      for (let revision = 1; loadOn(); revision++) {
        const route = routes[revision % routes.length]!
        publish(route, `Revision ${revision} of ${route}`)
        await deliver([pageId(route)])
        await sleep(250)
      }
    }
    const races: Awaited<ReturnType<typeof race>>[] = []
    const probes: Promise<Delivery>[] = []
    const faultSchedule = async () => {
      emulator.slowMs = SLOW_MS
      await sleep(1_000)
      for (const [index, fault] of FAULTS.entries()) {
        // On for a while whatever the webhooks are doing; one arrives as it starts, and the
        // fault lasts until that one has been answered, its retries included.
        emulator.fault = fault
        const probe = deliver([pageId('/careers')])
        probes.push(probe)
        await Promise.all([probe, sleep(FAULT_MS)])
        emulator.fault = 'none'
        await sleep(300)
        races.push(await race(fault, RACED[index % RACED.length]!))
        await sleep(300)
      }
      stopped = true
    }

    const started = Date.now()
    try {
      await Promise.all([
        faultSchedule(),
        ...EDITED.map((routes) => editor(routes)),
        ...Array.from({ length: VISITORS }, (_, index) => visitor(index * 2)),
      ])
      await Promise.all(probes)
    } finally {
      stopped = true
      emulator.fault = 'none'
      emulator.onRequest = undefined
      emulator.slowMs = slowBefore
    }
    const lasted = Date.now() - started
    console.log(
      `${visits.length} visits and ${deliveries.length} webhooks in ${Math.round(lasted / 1000)} s`,
    )

    // The load ran all along: every address was visited, and visitors came while every fault
    // was on.
    for (const target of targets)
      expect(
        visits.some((visit) => visit.path === target.path && visit.kind === target.kind),
        `${target.kind} ${target.path}`,
      ).toBe(true)
    for (const fault of FAULTS)
      expect(
        visits.some((visit) => visit.fault === fault),
        fault,
      ).toBe(true)

    // No visitor ever got a 5xx, an error page, an empty page or no answer.
    const problems = visits
      .filter((visit) => visit.problem)
      .map((visit) => `${visit.kind} ${visit.path} during ${visit.fault}: ${visit.problem}`)
    expect(problems).toEqual([])

    // Every webhook was answered: done (200) or not carried out (5xx, so it is sent again).
    for (const delivery of deliveries) {
      expect(delivery.status, JSON.stringify(delivery)).toBeDefined()
      if (delivery.status !== 200)
        expect(delivery.status, JSON.stringify(delivery)).toBeGreaterThanOrEqual(500)
    }
    for (const probe of await Promise.all(probes)) {
      if (probe.fault !== 'slow')
        expect(probe.status, JSON.stringify(probe)).toBeGreaterThanOrEqual(500)
    }

    // The fault struck each regeneration after its content was read; the page was regenerated
    // with the content read, and visitors right after saw it.
    for (const { fault, route, title, struck, delivery, after } of races) {
      expect(struck, `the ${fault} struck the regeneration of ${route}`).toBe(true)
      expect(delivery?.status, `${fault}: ${JSON.stringify(delivery)}`).toBe(200)
      expect(after?.[0]?.title, `${route} after the ${fault}`).toBe(title)
    }

    // Once the content API is well again, one webhook brings every page up to date.
    const last = await webhook({ ids: SITE_ROUTES.map(pageId) })
    expect(last.status).toBe(200)
    expect(((await last.json()) as { revalidated: string[] }).revalidated.sort()).toEqual(
      [...SITE_ROUTES].sort(),
    )
    expect(lastPublished.size).toBe(SITE_ROUTES.length)
    for (const [route, title] of lastPublished) expect(await titleOf(route), route).toBe(title)

    // The log says what happened: each fault left the reason it was recognised by.
    const lines = logLinesSince(logFrom)
    const notCarriedOut = lines.filter((line) => line.msg === 'Webhook not carried out')
    const retried = lines.filter((line) => line.msg === 'Content query failed; trying again')
    const REASONS: Record<(typeof FAULTS)[number], { reason: RegExp; statusCode: number }> = {
      slow: { reason: /^(Connection|Socket) timed out$/, statusCode: 504 },
      'server-error': { reason: /The dataset is unavailable/, statusCode: 500 },
      malformed: { reason: /answered with something that is not a query result/, statusCode: 502 },
      'wrong-shape': { reason: /with data of the wrong shape \(missing /, statusCode: 502 },
      drop: {
        reason: /^Network error while attempting to reach http:\/\/127\.0\.0\.1:/,
        statusCode: 503,
      },
    }
    const said = (found: LogLine[], fault: (typeof FAULTS)[number]) =>
      found.some(
        (line) =>
          REASONS[fault].reason.test(line.reason ?? '') &&
          line.statusCode === REASONS[fault].statusCode,
      )
    for (const fault of FAULTS) {
      // A slow answer is given up on and tried again; by then the fault may be over.
      expect(
        said(fault === 'slow' ? retried : notCarriedOut, fault),
        `the log on the ${fault}`,
      ).toBe(true)
    }
    for (const line of notCarriedOut) {
      expect(
        FAULTS.some((fault) => REASONS[fault].reason.test(line.reason ?? '')),
        `an unexplained failure: ${JSON.stringify(line)}`,
      ).toBe(true)
    }
    expect(
      lines.filter((line) => line.msg === 'A page could not be regenerated after a publish'),
    ).toEqual([])
    // A regeneration the fault struck was rendered from the content the webhook had just read,
    // and the log says so, and why. (A slow answer is tried again after the fault is over.)
    const renderedFromLastRead = lines.filter(
      (line) => line.msg === 'The content service failed; rendering the content last read instead',
    )
    for (const { fault, route } of races.filter(({ fault }) => fault !== 'slow')) {
      expect(
        said(
          renderedFromLastRead.filter((line) => line.content === `page:${route}`),
          fault,
        ),
        `the log on the regeneration of ${route} during the ${fault}`,
      ).toBe(true)
    }
  })

  test('with a measurement id, the question names Google Analytics, and GA4 waits for consent, loads after the page, and batches hits', async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    const scriptLoads: string[] = []
    await page.route('https://www.googletagmanager.com/**', (route) => {
      scriptLoads.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.gtagArrived = true' })
    })
    // Sanity's CDN is out of reach here; the pages do without their images.
    await page.route('https://cdn.sanity.io/**', (route) => route.abort())
    await page.addInitScript(() => {
      const pushes: { at: number; command: unknown[] }[] = []
      const dataLayer: unknown[] = []
      dataLayer.push = (...entries: unknown[]) => {
        for (const entry of entries)
          pushes.push({ at: performance.now(), command: [...(entry as IArguments)] })
        return Array.prototype.push.apply(dataLayer, entries)
      }
      Object.assign(window, { dataLayer, pushes })
    })
    const pushes = () =>
      page.evaluate(
        () => (window as unknown as { pushes: { at: number; command: unknown[] }[] }).pushes,
      )
    const pageViews = async () =>
      (await pushes()).filter(({ command }) => command[0] === 'event' && command[1] === 'page_view')

    const response = await page.goto(`${BASE}/`)
    expect(response?.headers()['content-security-policy']).toContain(
      'https://*.googletagmanager.com',
    )
    // The page has hydrated and, not knowing the visitor's choice, asks: everything that runs
    // on load has run, and whatever it loads has arrived.
    await expect(page.getByRole('button', { name: 'Allow analytics' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Not a byte before the visitor agrees, not even the adapter's own code.
    expect(scriptLoads).toEqual([])
    expect(await pushes()).toEqual([])
    expect(await scripts.containing(ANALYTICS_ADAPTER_CODE.ga4)).toEqual([])
    // The question says who would receive the visit, and what.
    const choice = page.getByRole('region', { name: 'May we count your visit?' })
    await expect(choice).toContainText('Google Analytics')
    await expect(choice).not.toContainText('no page view leaves your browser')

    const consented = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: 'Allow analytics' }).click()
    await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
    // Each page is reached before the next link is followed: a click on the next one while the
    // first is still on its way would replace that navigation, and its page view with it.
    await expect(page).toHaveURL(/\/careers$/)
    await page.getByRole('navigation').getByRole('link', { name: 'Manifesto' }).click()
    await expect.poll(async () => (await pageViews()).length).toBe(3)
    expect(scriptLoads).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`])
    expect((await pushes()).slice(0, 2).map(({ command }) => command[0])).toEqual(['js', 'config'])
    // GA4's adapter arrived with the first page view; the recording adapter never does.
    expect(await scripts.containing(ANALYTICS_ADAPTER_CODE.ga4)).toHaveLength(1)
    expect(await scripts.containing(ANALYTICS_ADAPTER_CODE.recording)).toEqual([])

    const views = await pageViews()
    expect(views.map(({ command }) => (command[2] as { page_path: string }).page_path)).toEqual([
      '/',
      '/careers',
      '/manifesto',
    ])
    // Batched: nothing before 500 ms, and never more than two hits at once.
    for (const view of views) expect(view.at - consented).toBeGreaterThanOrEqual(450)
    const together = views.filter((view) => Math.abs(view.at - views[0]!.at) < 50)
    expect(together.length).toBeLessThanOrEqual(2)
    if (together.length < 3) expect(views[2]!.at - views[0]!.at).toBeGreaterThanOrEqual(450)

    // A returning visitor: the provider's script comes after the page has loaded.
    await page.reload()
    await expect.poll(() => scriptLoads.length).toBe(2)
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('googletagmanager'))
      return { loaded: navigation!.loadEventEnd, script: script?.startTime ?? -1 }
    })
    expect(timing.script).toBeGreaterThanOrEqual(timing.loaded)
  })

  test('the image optimiser allows only the configured project on cdn.sanity.io', async () => {
    const refused = [
      'https://cdn.sanity.io/images/another-project/production/x.png',
      'https://cdn.sanity.io.evil.example/images/emulated/production/x.png',
      'https://evil.example/images/emulated/production/x.png',
      'https://cdn.sanity.io@evil.example/images/emulated/production/x.png',
      'http://cdn.sanity.io/images/emulated/production/x.png',
      'https://cdn.sanity.io/files/emulated/production/x.png',
    ]
    for (const url of refused) {
      const response = await fetch(
        `${BASE}/_next/image?url=${encodeURIComponent(url)}&w=640&q=${DEFAULT_IMAGE_QUALITY}`,
      )
      expect(response.status, url).toBe(400)
    }
  })

  /** Saves a draft of the manifesto page with this opening heading, as the Studio would. */
  function draftManifestoHeading(heading: string) {
    const page = emulator.all().find((document) => document._id === 'page-manifesto')!
    const draft = structuredClone({ ...page, _id: 'drafts.page-manifesto' }) as Document & {
      sections: Record<string, unknown>[]
    }
    draft.sections.find((section) => section._type === 'manifestoHeader')!.heading = heading
    emulator.edit([{ createOrReplace: draft }])
  }

  /** Stores a preview secret as the Presentation tool does, and answers the link it makes. */
  function previewLink(route: string) {
    const secret = randomBytes(24).toString('base64url')
    emulator.edit([
      {
        createOrReplace: {
          _id: `drafts.${randomBytes(8).toString('hex')}`,
          _type: 'sanity.previewUrlSecret',
          secret,
          source: 'e2e',
          studioUrl: STUDIO,
        },
      },
    ])
    const url = new URL('/api/draft-mode/enable', BASE)
    url.searchParams.set('sanity-preview-secret', secret)
    url.searchParams.set('sanity-preview-pathname', route)
    return url.href
  }

  test('draft mode: the Studio’s preview secret turns it on, drafts come with the token and the API’s source maps', async ({
    page,
  }) => {
    await page.route('https://cdn.sanity.io/**', (route) => route.abort())
    draftManifestoHeading('A manifesto, drafted in the Studio')
    const refused = await fetch(`${BASE}/api/draft-mode/enable?sanity-preview-secret=a-guess`, {
      redirect: 'manual',
    })
    expect(refused.status).toBe(401)

    const asked = emulator.requests.length
    await page.goto(previewLink('/manifesto'))
    await expect(page).toHaveURL(`${BASE}/manifesto`)
    const heading = page.locator('main h1')
    await expect(heading).toHaveText(/^A manifesto, drafted in the Studio/)
    const info = editInfoOf((await heading.textContent())!)!
    expect(info.href.startsWith(`${STUDIO}/intent/edit/`)).toBe(true)
    expect(editTargetOf(info)).toMatchObject({ id: 'page-manifesto', type: 'page' })
    // Read from the live API in the drafts perspective, asking for Content Source Maps (the
    // drafts showed: the emulator hides them from requests without the token).
    const drafts = emulator.requests
      .slice(asked)
      .filter((request) => request.url.searchParams.get('perspective') === 'drafts')
    expect(drafts.length).toBeGreaterThan(0)
    for (const request of drafts)
      expect(request.url.searchParams.get('resultSourceMap')).toBe('withKeyArraySelector')

    // Visitors: the published page, with no markers.
    const visitors = await (await fetch(`${BASE}/manifesto`)).text()
    expect(visitors).not.toContain('drafted in the Studio')
    expect(visitors).not.toMatch(/[\u200b\u200c\u200d\ufeff]/)
  })

  test('an open draft page follows the drafts as the Studio changes them, without a reload', async ({
    page,
  }) => {
    await page.route('https://cdn.sanity.io/**', (route) => route.abort())
    draftManifestoHeading('A manifesto, drafted in the Studio')
    const listening = page.waitForResponse((response) =>
      response.url().endsWith('/api/content-changes'),
    )
    const opened = emulator.draftListenersOpened
    await page.goto(previewLink('/manifesto'))
    const heading = page.locator('main h1')
    await expect(heading).toHaveText(/^A manifesto, drafted in the Studio/)
    await listening
    // The page follows the drafts once the site listens to the content API on its behalf: its
    // own stream answers first, and the site's listener connects after it.
    await expect
      .poll(() => emulator.draftListenersOpened, { timeout: 60_000 })
      .toBeGreaterThan(opened)
    await page.evaluate(() => ((window as { marker?: string }).marker = 'same document'))

    draftManifestoHeading('A manifesto, redrafted while open')
    await expect(heading).toHaveText(/^A manifesto, redrafted while open/, { timeout: 60_000 })
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('same document')
  })

  test('the read token is in no file a browser can fetch, and in no page', async ({ page }) => {
    const files = async (folder: string) =>
      (await readdir(folder, { withFileTypes: true, recursive: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    const served = [
      ...(await files(path.join(build.folder, 'static'))),
      ...(await files(path.join(ROOT, 'public'))),
    ]
    expect(served.some((file) => file.endsWith('sw.js'))).toBe(true)
    for (const file of served)
      expect((await readFile(file, 'utf8')).includes(READ_TOKEN), file).toBe(false)

    await page.route('https://cdn.sanity.io/**', (route) => route.abort())
    await page.goto(previewLink('/manifesto'))
    expect(await page.content()).not.toContain(READ_TOKEN)
    for (const route of SITE_ROUTES)
      expect(await (await fetch(`${BASE}${route}`)).text(), route).not.toContain(READ_TOKEN)
  })

  test('a build with the content API unreachable fails with a clear message', async () => {
    const build = await finished(
      nextBuild(
        {
          CONTENT_SOURCE: 'sanity',
          SANITY_PROJECT_ID: 'emulated',
          SANITY_API_HOST: 'http://127.0.0.1:9',
          LOG_LEVEL: 'error',
        },
        '.next-unreachable',
      ),
    )
    expect(build.code).not.toBe(0)
    // Asked before compiling: the message names the address and the settings behind it.
    expect(build.output).toContain('Network error while attempting to reach http://127.0.0.1:9/')
    expect(build.output).toContain('SANITY_API_HOST')
    expect(build.output).not.toContain('Creating an optimized production build')
  })
})
