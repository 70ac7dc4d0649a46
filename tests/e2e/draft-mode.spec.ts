import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_IMAGE_QUALITY } from '@/domain/images'
import { SITE_ROUTES } from '@/domain/routes'
import { pageScriptsOf } from '../../scripts/bundle/first-load'
import { editInfoOf, editTargetOf } from '../support/edit-markers'
import { FIXTURES_ROOT } from '../support/fixture-documents'
import { e2ePort } from '../support/ports'
import { siteServer } from '../support/site-process'

/*
 * Draft mode on the production build, offline: a preview link turns it on, the editor's pages
 * show the drafts of the fixtures (the `drafts.*` documents of data.ndjson), marked for visual
 * editing, framed by the Studio, following the drafts as they change, never kept by anyone;
 * visitors get the prerendered pages as they were. The site runs over a private copy of the
 * fixtures, which the tests edit, on the build the suite made.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const PORT = e2ePort(33)
const BASE = `http://127.0.0.1:${PORT}`
/** A stand-in for the Studio: a page on another origin that frames the site, as Presentation does. */
/** The Studio the e2e build is made for (`npm run test:e2e`): its origin is in the draft policy. */
const STUDIO_PORT = e2ePort(34)
const STUDIO = `http://127.0.0.1:${STUDIO_PORT}`
const SECRET = randomBytes(24).toString('base64url')
const PUBLISHED_HEADING = 'Seven things we believe'
const DRAFT_HEADING = 'Seven things we are redrafting'
/** Every character an edit marker is made of. */
const MARKER_CHARACTERS = /[\u200b\u200c\u200d\ufeff]/

let fixtures: string
let site: ChildProcess | undefined
let siteOutput = ''
let studio: Server

const datasetFile = () => path.join(fixtures, 'production', 'data.ndjson')

/**
 * An image only a draft uses: the edge-case fixtures' four coloured quadrants (800 × 600),
 * cropped to 480 × 420. Uploaded into the private copy of the production fixtures, it is in no
 * published document.
 */
const DRAFT_IMAGE = {
  id: 'image-970a1ecdd26c41912207466208d0046e7b18e251-800x600-png',
  file: '970a1ecdd26c41912207466208d0046e7b18e251-800x600.png',
  alt: 'Four coloured quadrants, uploaded for a draft.',
}

/** Uploads DRAFT_IMAGE's file and asset document into the private fixtures, as the Studio would. */
async function uploadDraftImage() {
  const edgeCases = path.join(FIXTURES_ROOT, 'edge-cases')
  await cp(
    path.join(edgeCases, 'images', DRAFT_IMAGE.file),
    path.join(fixtures, 'production', 'images', DRAFT_IMAGE.file),
  )
  const asset = (await readFile(path.join(edgeCases, 'data.ndjson'), 'utf8'))
    .split('\n')
    .find((line) => line.includes(`"_id":"${DRAFT_IMAGE.id}"`))!
  await writeFile(datasetFile(), `${(await readFile(datasetFile(), 'utf8')).trimEnd()}\n${asset}\n`)
}

/** Saves a draft of the manifesto page whose opening heading is `heading`, as the Studio would. */
async function draftManifestoHeading(heading: string, withDraftImage = false) {
  const documents = (await readFile(datasetFile(), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; sections?: Record<string, unknown>[] })
  const published = documents.find((document) => document._id === 'page-manifesto')!
  const draft = structuredClone({ ...published, _id: 'drafts.page-manifesto' })
  draft.sections!.find((section) => section._type === 'manifestoHeader')!.heading = heading
  if (withDraftImage)
    draft.sections!.push({
      _type: 'productsHeader',
      _key: 'drafted-image',
      heading: 'A picture, drafted',
      image: {
        _type: 'image',
        asset: { _type: 'reference', _ref: DRAFT_IMAGE.id },
        alt: DRAFT_IMAGE.alt,
        crop: { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.2, left: 0.15, right: 0.25 },
      },
    })
  const others = documents.filter((document) => document._id !== draft._id)
  await writeFile(datasetFile(), `${[...others, draft].map((d) => JSON.stringify(d)).join('\n')}\n`)
}

/** The link the Presentation tool (or `npm run preview:link`) makes for a route. */
function previewLink(route: string, secret = SECRET) {
  const url = new URL('/api/draft-mode/enable', BASE)
  url.searchParams.set('sanity-preview-secret', secret)
  url.searchParams.set('sanity-preview-pathname', route)
  url.searchParams.set('sanity-preview-perspective', 'drafts')
  return url.href
}

/**
 * The preview link with the site at `localhost`: another site than the Studio's `127.0.0.1`
 * (sites ignore ports), on the same server.
 */
function crossSitePreviewLink() {
  const url = new URL(previewLink('/manifesto'))
  url.hostname = 'localhost'
  return url.href
}

async function enterDraftMode(page: Page, route = '/manifesto') {
  await page.goto(previewLink(route))
  await expect(page).toHaveURL(`${BASE}${route}`)
}

async function waitForSite(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (site?.exitCode !== null && site?.exitCode !== undefined)
      throw new Error(`the site stopped:\n${siteOutput}`)
    const ok = await fetch(`${BASE}/`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`the site did not start:\n${siteOutput}`)
}

/** The scripts a page loads. */
const scriptsOf = (html: string) => pageScriptsOf(html).map(({ src }) => src)

/** Files under a folder, recursively. */
async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

test.describe.serial('draft mode, offline on the fixtures', () => {
  test.describe.configure({ timeout: 180_000 })

  test.beforeAll(async () => {
    // The production server's start-up: seconds when quiet, minutes on a busy machine.
    test.setTimeout(300_000)
    fixtures = await mkdtemp(path.join(tmpdir(), 'alts-draft-mode-'))
    await cp(path.join(FIXTURES_ROOT, 'production'), path.join(fixtures, 'production'), {
      recursive: true,
    })
    await uploadDraftImage()
    await draftManifestoHeading(DRAFT_HEADING)
    // What the Presentation tool stores in the dataset before it opens a preview.
    const secret = {
      _id: 'drafts.e2e-preview-secret',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret: SECRET,
      studioUrl: STUDIO,
    }
    await writeFile(
      path.join(fixtures, 'production', 'preview-secrets.ndjson'),
      `${JSON.stringify(secret)}\n`,
    )

    studio = createServer((request, response) => {
      // At /presentation, as the hosted Studio does: the preview link, the site on another site.
      const src = request.url === '/presentation' ? crossSitePreviewLink() : `${BASE}/manifesto`
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        `<!doctype html><html lang="en"><title>Studio</title><iframe title="Preview" src="${src}" width="1000" height="700"></iframe></html>`,
      )
    })
    await new Promise<void>((resolve) => studio.listen(STUDIO_PORT, '127.0.0.1', resolve))

    const server = siteServer('.next', PORT)
    site = spawn(process.execPath, [server.script], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...server.env,
        FIXTURES_DIR: fixtures,
        SANITY_STUDIO_URL: STUDIO,
        LOG_LEVEL: 'warn',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      detached: true,
    })
    site.stdout?.on('data', (chunk) => (siteOutput += chunk))
    site.stderr?.on('data', (chunk) => (siteOutput += chunk))
    await waitForSite(240_000)
  })

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    await testInfo.attach('site output', { body: siteOutput, contentType: 'text/plain' })
  })

  test.afterAll(async () => {
    if (site?.pid && site.exitCode === null) process.kill(-site.pid, 'SIGTERM')
    await new Promise((resolve) => studio?.close(resolve))
    await rm(fixtures, { recursive: true, force: true })
  })

  test('a link without the stored secret turns nothing on', async () => {
    for (const link of [previewLink('/manifesto', 'a-guess'), `${BASE}/api/draft-mode/enable`]) {
      const answer = await fetch(link, { redirect: 'manual' })
      expect(answer.status, link).toBe(401)
      expect(answer.headers.get('set-cookie'), link).toBeNull()
      expect(answer.headers.get('cache-control'), link).toBe('private, no-store')
    }
  })

  test('a preview link turns draft mode on: the page shows the drafts, marked for visual editing @smoke', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = []
      Object.assign(window, { violations })
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const draftAnswer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/manifesto' &&
        response.request().resourceType() === 'document',
    )
    await enterDraftMode(page)

    // The draft, rendered on demand for this editor alone, and framable by the Studio only.
    const headers = (await draftAnswer).headers()
    expect(headers['cache-control']).toMatch(/^private\b.*\bno-store\b/)
    expect(headers['content-security-policy']).toContain(`frame-ancestors 'self' ${STUDIO};`)
    expect(headers['x-frame-options']).toBeUndefined()
    expect(headers['cross-origin-opener-policy']).toBeUndefined()

    const heading = page.locator('main h1')
    await expect(heading).toHaveText(new RegExp(`^${DRAFT_HEADING}`))
    const info = editInfoOf((await heading.textContent())!)!
    expect(info.href.startsWith(`${STUDIO}/intent/edit/`)).toBe(true)
    expect(editTargetOf(info)).toEqual({
      id: 'page-manifesto',
      type: 'page',
      path: 'sections[_key=="header"].heading',
    })

    // The way out, and visual editing: an overlay on the heading leads to its field.
    const bar = page.getByRole('complementary', { name: 'Preview' })
    await expect(bar.getByRole('link', { name: 'Leave preview' })).toBeVisible()
    await expect(page.locator('sanity-visual-editing')).toBeAttached()
    await heading.hover()
    const overlay = page.locator('sanity-visual-editing').getByRole('link', {
      name: 'Open in Studio',
    })
    await expect(overlay).toBeVisible()
    expect(await overlay.getAttribute('href')).toMatch(
      new RegExp(`^${STUDIO}/intent/edit/mode=presentation;id=page-manifesto;type=page;`),
    )
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([])
  })

  test('visitors get the prerendered pages as built: no drafts, no markers, no editors’ tools', async () => {
    for (const route of SITE_ROUTES) {
      const answer = await fetch(`${BASE}${route}`)
      const html = await answer.text()
      const built = await readFile(
        path.join(ROOT, '.next/server/app', `${route === '/' ? 'index' : route.slice(1)}.html`),
        'utf8',
      )
      // The scripts the build chose for the page, and not one more (the front's loader asks for
      // them after the content, so their order is not the build's).
      expect(scriptsOf(html).sort(), route).toEqual(scriptsOf(built).sort())
      expect(html, route).not.toMatch(MARKER_CHARACTERS)
      expect(html, route).not.toContain('/draft-mode/')
      expect(answer.headers.get('cache-control'), route).toMatch(/s-maxage=/)
      expect(answer.headers.get('x-frame-options'), route).toBe('SAMEORIGIN')
      expect(answer.headers.get('cross-origin-opener-policy'), route).toBe('same-origin')
      expect(answer.headers.get('content-security-policy'), route).toContain(
        "frame-ancestors 'self';",
      )
    }
    expect(await (await fetch(`${BASE}/manifesto`)).text()).toContain(PUBLISHED_HEADING)
  })

  test('the way out leads back to the published page, draft mode off @smoke', async ({
    page,
    context,
  }) => {
    await enterDraftMode(page)
    await page.getByRole('link', { name: 'Leave preview' }).click()
    await expect(page.locator('main h1')).toHaveText(PUBLISHED_HEADING)
    expect(page.url()).toBe(`${BASE}/manifesto`)
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
      '__prerender_bypass',
    )
  })

  test('the Studio frames the draft pages; nobody frames visitors’ pages', async ({ browser }) => {
    const framedIn = async (context: BrowserContext) => {
      const page = await context.newPage()
      await page.goto(STUDIO)
      return page
    }
    const editor = await browser.newContext()
    const visitor = await browser.newContext()
    try {
      await enterDraftMode(await editor.newPage())
      const studioPage = await framedIn(editor)
      await expect(studioPage.frameLocator('iframe').locator('main h1')).toHaveText(
        new RegExp(`^${DRAFT_HEADING}`),
      )

      // The visitor's answer arrives and the browser refuses to show it in the frame.
      const refused = await framedIn(visitor)
      await expect
        .poll(() =>
          refused
            .frames()
            .find((frame) => frame !== refused.mainFrame())
            ?.url(),
        )
        .toMatch(/^chrome-error:/)
    } finally {
      await editor.close()
      await visitor.close()
    }
  })

  test('in the Studio’s cross-site frame, draft mode and the perspective are kept partitioned, switched and left there', async ({
    browser,
  }) => {
    const editor = await browser.newContext()
    try {
      const studioPage = await editor.newPage()
      await studioPage.goto(`${STUDIO}/presentation`)
      const preview = studioPage.frameLocator('iframe')
      // Chromium keeps no unpartitioned cookie a cross-site frame sets: without `Partitioned`
      // the preview would show the published page.
      await expect(preview.locator('main h1')).toHaveText(new RegExp(`^${DRAFT_HEADING}`))
      const cookies = await editor.cookies('http://localhost')
      for (const name of ['__prerender_bypass', 'sanity-preview-perspective'])
        expect(cookies.find((cookie) => cookie.name === name)?.partitionKey, name).toBe(
          'http://127.0.0.1',
        )

      // The Presentation tool's perspective switcher, as the editors' tools in the frame ask it.
      const frame = studioPage.frames().find((frame) => frame.url().startsWith('http://localhost'))!
      const switched = await frame.evaluate(async () => {
        const answer = await fetch('/api/draft-mode/perspective', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ perspective: 'published' }),
        })
        return answer.status
      })
      expect(switched).toBe(204)
      await frame.evaluate(() => location.reload())
      await expect(preview.locator('main h1')).toHaveText(new RegExp(`^${PUBLISHED_HEADING}`))
      await expect(preview.locator('[data-preview-perspective]')).toHaveAttribute(
        'data-preview-perspective',
        'published',
      )

      // The way out, in the frame: draft mode is off there. (What it leads to is a visitors'
      // page, which no one may frame.)
      await preview.getByRole('link', { name: 'Leave preview' }).click()
      await expect
        .poll(async () => (await editor.cookies('http://localhost')).map(({ name }) => name))
        .toEqual([])
    } finally {
      await editor.close()
    }
  })

  test('an open draft page follows the drafts as they are edited, without a reload', async ({
    page,
  }) => {
    // The page listens once it has hydrated: wait for its change stream to open.
    const listening = page.waitForResponse((response) =>
      response.url().endsWith('/api/content-changes'),
    )
    await enterDraftMode(page)
    const heading = page.locator('main h1')
    await expect(heading).toHaveText(new RegExp(`^${DRAFT_HEADING}`))
    await listening
    await page.evaluate(() => ((window as { marker?: string }).marker = 'same document'))

    await draftManifestoHeading('Redrafted while the page was open')
    await expect(heading).toHaveText(/^Redrafted while the page was open/, { timeout: 60_000 })
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('same document')
    await draftManifestoHeading(DRAFT_HEADING)
  })

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' })

    test('the worker keeps visitors’ pages and never a draft one', async ({ page, context }) => {
      const kept = async () => {
        const [worker] = context.serviceWorkers()
        return worker!.evaluate(async () => {
          const pages = await caches.open('pages')
          return Promise.all(
            (await pages.keys()).map(async (request) => ({
              path: new URL(request.url).pathname,
              html: await (await pages.match(request))!.text(),
            })),
          )
        })
      }
      const controlled = () =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready
          if (!navigator.serviceWorker.controller)
            await new Promise((resolve) =>
              navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
            )
        })

      // A visitor's visit, through the worker: kept.
      await page.goto(`${BASE}/manifesto`)
      await controlled()
      await page.goto(`${BASE}/manifesto`)
      await expect(page.locator('main h1')).toHaveText(PUBLISHED_HEADING)
      await expect
        .poll(async () => (await kept()).map((entry) => entry.path))
        .toContain('/manifesto')

      // The same page in draft mode, through the worker too: shown, never kept.
      await enterDraftMode(page)
      await expect(page.locator('main h1')).toHaveText(new RegExp(`^${DRAFT_HEADING}`))
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
      for (const entry of await kept()) {
        expect(entry.html, entry.path).not.toContain(DRAFT_HEADING)
        expect(entry.html, entry.path).not.toMatch(MARKER_CHARACTERS)
      }
    })
  })

  test('an image only a draft uses loads in draft mode, cropped, through the optimiser; visitors get 404', async ({
    page,
  }) => {
    const file = `${BASE}/fixtures/production/images/${DRAFT_IMAGE.file}`
    await draftManifestoHeading(DRAFT_HEADING, true)
    try {
      await enterDraftMode(page)
      const image = page.getByRole('img', { name: DRAFT_IMAGE.alt })
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0)
      const shown = await image.evaluate((element: HTMLImageElement) => ({
        src: element.currentSrc,
        naturalWidth: element.naturalWidth,
        naturalHeight: element.naturalHeight,
        width: element.getAttribute('width'),
        height: element.getAttribute('height'),
      }))
      // Through the site's optimiser, which fetched the file without the editor's cookies.
      expect(new URL(shown.src).pathname).toBe('/_next/image')
      // Laid out and drawn at the crop's shape: 480 × 420 of the 800 × 600 file.
      expect([shown.width, shown.height]).toEqual(['480', '420'])
      expect(shown.naturalWidth / shown.naturalHeight).toBeCloseTo(480 / 420, 2)
      // The editor may fetch the file itself too, and nobody keeps it.
      const own = await page.request.get(file)
      expect(own.status()).toBe(200)
      expect(own.headers()['cache-control']).toBe('private, no-store')

      // A visitor gets neither the file nor a rendition of it without the editor's address.
      expect((await fetch(file)).status).toBe(404)
      const plain = new URL('/_next/image', BASE)
      plain.searchParams.set('url', `/fixtures/production/images/${DRAFT_IMAGE.file}`)
      plain.searchParams.set('w', '640')
      plain.searchParams.set('q', String(DEFAULT_IMAGE_QUALITY))
      expect((await fetch(plain)).status).toBe(404)
      const guessed = new URL(shown.src)
      guessed.searchParams.set(
        'url',
        guessed.searchParams.get('url')!.replace(/draft=[^&]+/, 'draft=a-guess'),
      )
      expect((await fetch(guessed)).status).toBe(404)
    } finally {
      await draftManifestoHeading(DRAFT_HEADING)
    }
  })

  test('no preview secret is in any file a browser can fetch', async () => {
    for (const path_ of ['/fixtures/production/preview-secrets.ndjson', '/preview-secrets.ndjson'])
      expect((await fetch(`${BASE}${path_}`)).status, path_).toBe(404)
    const served = [
      ...(await filesIn(path.join(ROOT, '.next/static'))),
      ...(await filesIn(path.join(ROOT, 'public'))),
    ]
    for (const file of served)
      expect((await readFile(file, 'utf8')).includes(SECRET), file).toBe(false)
  })
})
