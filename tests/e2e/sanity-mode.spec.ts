import { expect, test } from '@playwright/test'
import { encodeSignatureHeader } from '@sanity/webhook'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  SanityEmulator,
  type Document,
  type Fault,
} from '../../scripts/sanity-emulator/emulator.ts'
import { serveEmulator, type RunningEmulator } from '../../scripts/sanity-emulator/http-server.ts'
import { FIXTURES_ROOT } from '../support/fixture-documents'

/*
 * The production site built and served against a Sanity-compatible host (the emulator on
 * loopback): publish webhooks regenerate exactly the affected pages, unsigned ones change
 * nothing, and while the content service fails visitors keep getting the last good page.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next')
const SERVER = path.join(ROOT, 'src/server/serve.ts')
const PORT = 3120
const BASE = `http://127.0.0.1:${PORT}`
const SECRET = 'e2e-webhook-secret-0123456789'
const MEASUREMENT_ID = 'G-E2ETEST01'

let emulator: SanityEmulator
let running: RunningEmulator
let site: ChildProcess | undefined
let siteOutput = ''

/** Runs `next <args>`, or the site's production server when args[0] is 'serve'. */
function run(args: string[], env: Record<string, string>, distDir: string) {
  const [command, ...rest] = args
  const script = command === 'serve' ? [SERVER, ...rest] : [NEXT, ...args]
  return spawn(process.execPath, script, {
    cwd: ROOT,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  })
}

function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

async function waitForSite(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(`${BASE}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`the site did not start:\n${siteOutput}`)
}

/** The title of the page at `route`, as served now. */
async function titleOf(route: string): Promise<string> {
  const html = await (await fetch(`${BASE}${route}`)).text()
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
}

async function webhook(body: unknown, sign: 'valid' | 'wrong' | 'none' = 'valid') {
  const text = JSON.stringify(body)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (sign !== 'none') {
    headers['sanity-webhook-signature'] = await encodeSignatureHeader(
      text,
      Date.now(),
      sign === 'valid' ? SECRET : 'not-the-secret-at-all',
    )
  }
  return fetch(`${BASE}/api/revalidate`, { method: 'POST', headers, body: text })
}

/** Publishes a new document title (SEO title) for a page, as an editor would. */
async function publishTitle(pageId: string, title: string) {
  const page = emulator.all().find((document) => document._id === pageId)!
  const seo = { ...(page.seo as object), title }
  const response = await emulator.handle(
    new Request(`${running.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      body: JSON.stringify({ mutations: [{ createOrReplace: { ...page, seo } }] }),
    }),
  )
  expect(response.ok).toBe(true)
}

test.describe.serial('the site on a Sanity-compatible content API', () => {
  test.describe.configure({ timeout: 240_000 })

  test.beforeAll(async () => {
    // A production build against the emulator, then the server: minutes on a busy machine.
    test.setTimeout(240_000)
    const documents = (await readFile(path.join(FIXTURES_ROOT, 'production/data.ndjson'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Document)
    emulator = new SanityEmulator({ documents, dataset: 'production', slowMs: 20_000 })
    running = await serveEmulator(emulator)
    const env = {
      CONTENT_SOURCE: 'sanity',
      SANITY_PROJECT_ID: 'emulated',
      SANITY_API_HOST: running.url,
      SANITY_WEBHOOK_SECRET: SECRET,
      ANALYTICS_MEASUREMENT_ID: MEASUREMENT_ID,
      LOG_LEVEL: 'warn',
    }
    const build = await finished(run(['build'], env, '.next-sanity'))
    expect(build.code, build.output).toBe(0)
    site = run(['serve', '--hostname', '127.0.0.1', '--port', String(PORT)], env, '.next-sanity')
    site.stdout?.on('data', (chunk) => (siteOutput += chunk))
    site.stderr?.on('data', (chunk) => (siteOutput += chunk))
    site.on('exit', (code, signal) => (siteOutput += `\n[the site exited: ${code ?? signal}]\n`))
    await waitForSite(60_000)
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

  test('an unsigned or wrongly signed webhook is refused and regenerates nothing', async () => {
    const before = await titleOf('/manifesto')
    await publishTitle('page-manifesto', 'Manifesto, changed without a valid webhook')
    expect((await webhook({ _id: 'page-manifesto' }, 'none')).status).toBe(401)
    expect((await webhook({ _id: 'page-manifesto' }, 'wrong')).status).toBe(401)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await titleOf('/manifesto')).toBe(before)
  })

  test('a signed webhook regenerates exactly the pages that show the document', async () => {
    await publishTitle('page-manifesto', 'Manifesto, revised')
    const response = await webhook({ _id: 'page-manifesto' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revalidated: ['/manifesto'] })
    // Regenerated before the webhook answered: the very next visit sees the new content.
    expect(await titleOf('/manifesto')).toBe('Manifesto, revised')
    expect(await titleOf('/careers')).not.toContain('revised')
  })

  const faults: Fault[] = ['server-error', 'malformed', 'wrong-shape', 'drop', 'slow']
  for (const fault of faults) {
    test(`while the content API is failing (${fault}), nothing is regenerated and visitors keep the last good page`, async () => {
      const lastGood = await titleOf('/privacy')
      await publishTitle('page-privacy', `Privacy, published during the ${fault}`)
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

  test('with a measurement id, GA4 waits for consent, loads after the page, and batches hits', async ({
    page,
  }) => {
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
    await page.waitForLoadState('load')
    await page.waitForTimeout(1_000)
    // Not a byte before the visitor agrees.
    expect(scriptLoads).toEqual([])
    expect(await pushes()).toEqual([])

    const consented = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: 'Allow analytics' }).click()
    await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()
    await page.getByRole('navigation').getByRole('link', { name: 'Manifesto' }).click()
    await expect.poll(async () => (await pageViews()).length).toBe(3)
    expect(scriptLoads).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`])
    expect((await pushes()).slice(0, 2).map(({ command }) => command[0])).toEqual(['js', 'config'])

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
      const response = await fetch(`${BASE}/_next/image?url=${encodeURIComponent(url)}&w=640&q=100`)
      expect(response.status, url).toBe(400)
    }
  })

  test('a build with the content API unreachable fails with a clear message', async () => {
    const build = await finished(
      run(
        ['build'],
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
    expect(build.output).toContain('Network error while attempting to reach http://127.0.0.1:9/')
  })
})
