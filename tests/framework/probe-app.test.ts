import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVALIDATED_ROUTES_HEADER } from '@/domain/invalidated-routes'
import { DRAFT_CACHE_CONTROL } from '@/server/draft-requests'
import {
  buildConfigOf,
  buildIdOf,
  prerenderedHtmlFileOf,
  prerenderedRoutesOf,
  previewModeIdOf,
  STATIC_FOLDER,
  WRITTEN_FOLDERS,
} from '@/server/next-build'
import {
  DRAFT_MODE_COOKIE,
  FRAMEWORK_ASYNC_SCRIPT,
  FRAMEWORK_INLINE_SCRIPT,
  FRAMEWORK_INLINE_STYLESHEET,
  FRAMEWORK_SCRIPT_PRELOAD,
} from '@/server/next-protocol'
import { e2ePort } from '../support/ports'
import {
  buildProbeApp,
  HELD_MARK,
  PROBE_DIST,
  PROBE_RELEASE,
  serveProbeApp,
  SIGNALLED_ROUTES,
  type ProbeServer,
} from './support/probe-app'

/*
 * The site's reading of a Next.js build and of its answers, against a small app built and served
 * with the installed Next.js, the way the site's front serves the site. Each check names the
 * internal it guards; docs/upgrading.md says what to do when one fails.
 */

let probe: ProbeServer | undefined

beforeAll(async () => {
  await buildProbeApp()
  // Builds take seconds on a quiet machine and can take minutes on a busy one.
  probe = await serveProbeApp(e2ePort(90), 180_000)
}, 420_000)

afterAll(() => probe?.stop())

const get = (route: string, init?: RequestInit) => fetch(new URL(route, probe!.url), init)

describe('the build folder (src/server/next-build.ts)', () => {
  it('has its id in BUILD_ID', () => {
    expect(buildIdOf(PROBE_DIST), 'BUILD_ID').toMatch(/^[\w-]+$/)
  })

  it('has the configuration it resolved in required-server-files.json', () => {
    expect(buildConfigOf(PROBE_DIST), 'required-server-files.json config').toMatchObject({
      poweredByHeader: false,
    })
  })

  it('hands that configuration to the framework through __NEXT_PRIVATE_STANDALONE_CONFIG', async () => {
    // The probe's next.config.mjs throws when loaded while it serves: the page answers only if
    // the framework took the configuration from the variable.
    const answer = await get('/')
    expect(answer.status, `the server said:\n${probe!.output()}`).toBe(200)
    expect(answer.headers.get('x-powered-by'), 'the build’s settings are in force').toBeNull()
  })

  it('has the preview mode id and the prerendered routes in prerender-manifest.json', () => {
    expect(previewModeIdOf(PROBE_DIST), 'prerender-manifest.json preview.previewModeId').toMatch(
      /^\w+$/,
    )
    expect(prerenderedRoutesOf(PROBE_DIST), 'prerender-manifest.json routes').toContain('/')
  })

  it('has the prerendered HTML of a route in server/app', () => {
    expect(existsSync(prerenderedHtmlFileOf(PROBE_DIST, '/')), 'server/app/index.html').toBe(true)
  })

  it('has its own files in static/, and the folders the framework writes to', () => {
    expect(existsSync(path.join(PROBE_DIST, STATIC_FOLDER, 'chunks')), 'static/chunks').toBe(true)
    for (const folder of WRITTEN_FOLDERS)
      expect(existsSync(path.join(PROBE_DIST, folder)), folder).toBe(true)
  })
})

describe('the inline scripts of a page (src/server/next-protocol.ts FRAMEWORK_INLINE_SCRIPT)', () => {
  /** The bodies of the scripts in a page that the browser runs and that have no file. */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
      .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
      .filter(
        ([, attributes = '']) => !/\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes),
      )
      .map(([, , body = '']) => body)

  it.each([
    ['prerendered', () => readFile(prerenderedHtmlFileOf(PROBE_DIST, '/'), 'utf8')],
    ['as served', async () => (await get('/')).text()],
  ])('are all of a shape the policy vouches for, %s', async (_, page) => {
    const scripts = inlineScripts(await page())
    expect(scripts.length, 'the page has inline scripts to check').toBeGreaterThan(0)
    for (const script of scripts)
      expect(script, 'an inline script of a shape FRAMEWORK_INLINE_SCRIPT does not know').toMatch(
        FRAMEWORK_INLINE_SCRIPT,
      )
  })
})

describe('the script tags of a page (src/server/next-protocol.ts FRAMEWORK_ASYNC_SCRIPT, FRAMEWORK_SCRIPT_PRELOAD)', () => {
  it('are async scripts and preloads of the build’s chunks, of the shapes the front moves', async () => {
    const html = await readFile(prerenderedHtmlFileOf(PROBE_DIST, '/'), 'utf8')
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*><\/script>/gi)].map(([tag]) => tag)
    const modern = scripts.filter((tag) => !/\bnoModule\b/i.test(tag))
    expect(modern.length, 'the page loads the build’s chunks').toBeGreaterThan(0)
    for (const tag of modern)
      expect(tag, 'a script tag of a shape FRAMEWORK_ASYNC_SCRIPT does not know').toMatch(
        new RegExp(`^${FRAMEWORK_ASYNC_SCRIPT.source}$`),
      )
    const preloads = [...html.matchAll(/<link\b[^>]*\bas="script"[^>]*>/gi)].map(([tag]) => tag)
    for (const tag of preloads)
      expect(tag, 'a script preload of a shape FRAMEWORK_SCRIPT_PRELOAD does not know').toMatch(
        new RegExp(`^${FRAMEWORK_SCRIPT_PRELOAD.source}$`),
      )
  })
})

describe('the inlined stylesheets of a page (src/server/next-protocol.ts FRAMEWORK_INLINE_STYLESHEET)', () => {
  it('are style elements naming the build’s stylesheets, with no stylesheet to fetch', async () => {
    const html = await readFile(prerenderedHtmlFileOf(PROBE_DIST, '/'), 'utf8')
    const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi)]
    expect(styles.length, 'experimental.inlineCss wrote the stylesheet into the page').toBe(1)
    const [, attributes = '', body = ''] = styles[0]!
    const href = /\bdata-href\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]
    expect(href, 'a data-href of a shape FRAMEWORK_INLINE_STYLESHEET does not know').toMatch(
      FRAMEWORK_INLINE_STYLESHEET,
    )
    expect(body).toMatch(/font-size:\s*2rem/)
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/)
  })
})

describe('the response methods the front patches (ServerResponse)', () => {
  it('carry a whole page: the front can hold it back and change it (held-response.ts)', async () => {
    const answer = await get('/')
    const body = await answer.text()
    expect(body.endsWith(HELD_MARK), 'the page went out around writeHead, write and end').toBe(true)
    expect(body).toContain('Framework probe')
  })

  it('carry a route handler’s headers through writeHead (invalidation-signal.ts)', async () => {
    const answer = await get('/api/signal', { method: 'POST' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get(INVALIDATED_ROUTES_HEADER), 'the signal was taken off').toBeNull()
    await expect
      .poll(async () => (await get('/__forgotten')).json(), { timeout: 20_000 })
      .toEqual([SIGNALLED_ROUTES.split(','), SIGNALLED_ROUTES.split(',')])
  })

  it('carry the Cache-Control the front makes private for editors (draft-requests.ts)', async () => {
    const answer = await get('/api/draft')
    expect(answer.headers.get('cache-control')).toBe(DRAFT_CACHE_CONTROL)
  })
})

describe('draft mode (src/server/next-protocol.ts DRAFT_MODE_COOKIE)', () => {
  it('is a cookie with the build’s preview mode id', async () => {
    const answer = await get('/api/draft')
    const cookies = answer.headers.getSetCookie()
    expect(cookies, 'the draft-mode cookie').toContainEqual(
      expect.stringMatching(new RegExp(`^${DRAFT_MODE_COOKIE}=${previewModeIdOf(PROBE_DIST)};`)),
    )
  })
})

describe('the release (src/container/release.ts reads process.env.NEXT_DEPLOYMENT_ID)', () => {
  it('is the deployment id in the server’s bundles', async () => {
    expect(await (await get('/api/release')).text(), 'NEXT_DEPLOYMENT_ID in a route').toBe(
      PROBE_RELEASE,
    )
  })

  it('is the deployment id in the server’s environment, for code outside the bundles', async () => {
    expect(await (await get('/__release')).text(), 'NEXT_DEPLOYMENT_ID as the server runs').toBe(
      PROBE_RELEASE,
    )
  })
})

describe('the router’s data requests (src/server/next-protocol.ts ROUTER_HEADERS)', () => {
  it('are answered with data rather than the document', async () => {
    const answer = await get('/', { headers: { rsc: '1' } })
    expect(answer.headers.get('content-type'), 'the rsc header asks for data').toMatch(
      /^text\/x-component/,
    )
  })
})
