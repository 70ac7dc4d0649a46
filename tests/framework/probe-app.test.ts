import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  prerenderedHtmlFileOf,
  prerenderedRoutesOf,
  STATIC_FOLDER,
} from '@/adapters/next/build-output'
import {
  DRAFT_MODE_COOKIE,
  isFrameworkInlineScript,
  isFrameworkStylesheet,
} from '@/adapters/next/next-protocol'
import { e2ePort } from '../support/ports'
import {
  buildProbeApp,
  PROBE_DIST,
  PROBE_POLICY,
  PROBE_RELEASE,
  serveProbeApp,
  type ProbeServer,
} from './support/probe-app'

/*
 * The site's reading of a Next.js build and of its answers, against a small app built and served
 * with the installed Next.js under the site's own pages' cache handler. Each check names the
 * internal or the behaviour it guards; docs/upgrading.md says what to do when one fails.
 */

let probe: ProbeServer | undefined

beforeAll(async () => {
  await buildProbeApp()
  // Builds take seconds on a quiet machine and can take minutes on a busy one.
  probe = await serveProbeApp(e2ePort(90), 180_000)
}, 420_000)

afterAll(() => probe?.stop())

const get = (route: string, init?: RequestInit) => fetch(new URL(route, probe!.url), init)

/** The bodies of the scripts in a page that the browser runs and that have no file. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(
      ([, attributes = '']) => !/\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes),
    )
    .map(([, , body = '']) => body)

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the build folder (src/adapters/next/build-output.ts)', () => {
  it('lists the prerendered routes in prerender-manifest.json', () => {
    expect(prerenderedRoutesOf(PROBE_DIST), 'prerender-manifest.json routes').toContain('/')
  })

  it('keeps a prerendered page’s HTML and the build’s own files where the scripts read them', () => {
    expect(existsSync(prerenderedHtmlFileOf(PROBE_DIST, '/')), 'server/app/index.html').toBe(true)
    expect(existsSync(path.join(PROBE_DIST, STATIC_FOLDER, 'chunks')), 'static/chunks').toBe(true)
  })
})

describe('the inline scripts of a page (src/adapters/next/next-protocol.ts isFrameworkInlineScript)', () => {
  it.each([
    ['prerendered', () => readFile(prerenderedHtmlFileOf(PROBE_DIST, '/'), 'utf8')],
    ['as served', async () => (await get('/')).text()],
  ])('are all of a shape the policy vouches for, %s', async (_, page) => {
    const scripts = inlineScripts(await page())
    expect(scripts.length, 'the page has inline scripts to check').toBeGreaterThan(0)
    for (const script of scripts)
      expect(
        isFrameworkInlineScript(script),
        `an inline script of a shape FRAMEWORK_SCRIPT_BEGINNINGS does not know: ${script.slice(0, 60)}`,
      ).toBe(true)
  })
})

describe('the inlined stylesheets of a page (src/adapters/next/next-protocol.ts isFrameworkStylesheet)', () => {
  it('are style elements naming the build’s stylesheets, with no stylesheet to fetch', async () => {
    const html = await readFile(prerenderedHtmlFileOf(PROBE_DIST, '/'), 'utf8')
    const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi)]
    expect(styles.length, 'experimental.inlineCss wrote the stylesheet into the page').toBe(1)
    const [, attributes = '', body = ''] = styles[0]!
    const href = /\bdata-href\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]
    expect(isFrameworkStylesheet(href), `a data-href of a shape it does not know: ${href}`).toBe(
      true,
    )
    expect(body).toMatch(/font-size:\s*2rem/)
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/)
  })
})

describe('a page’s cache entry carries its headers (src/adapters/next/page-cache-handler.ts)', () => {
  /** The page's policy names exactly the hashes of its inline scripts, and is sent once. */
  async function expectOwnPolicy(answer: Response) {
    const html = await answer.text()
    const policies = answer.headers.get('content-security-policy')
    expect(policies, 'the header a page entry carries reaches the response').not.toBeNull()
    expect(policies, 'the policy is sent once').not.toContain(',')
    const expected = [PROBE_POLICY, ...new Set(inlineScripts(html).map(sha256))].join(' ')
    expect(policies).toBe(expected)
    return html
  }

  it('as Next.js answers a prerendered page from the cache', async () => {
    await expectOwnPolicy(await get('/'))
  })

  it('as Next.js answers the page it renders again after an invalidation, and then from the cache', async () => {
    const before = await (await get('/')).text()
    expect((await get('/api/invalidate', { method: 'POST' })).ok).toBe(true)
    const fresh = await expectOwnPolicy(await get('/'))
    expect(fresh, 'the page was rendered again').not.toBe(before)
    expect(await expectOwnPolicy(await get('/'))).toBe(fresh)
  })
})

describe('draft mode (src/adapters/next/next-protocol.ts DRAFT_MODE_COOKIE)', () => {
  it('is a cookie of that name', async () => {
    const answer = await get('/api/draft')
    expect(answer.headers.getSetCookie(), 'the draft-mode cookie').toContainEqual(
      expect.stringMatching(new RegExp(`^${DRAFT_MODE_COOKIE}=[\\w-]+;`)),
    )
  })

  it('is in the route’s cookies once turned on, and set again under its name replaces Next.js’s (src/app/editor-cookies.ts)', async () => {
    const answer = await get('/api/draft-partitioned')
    const draftCookies = answer.headers
      .getSetCookie()
      .filter((line) => line.startsWith(`${DRAFT_MODE_COOKIE}=`))
    expect(draftCookies, 'one draft-mode cookie, partitioned').toEqual([
      expect.stringMatching(new RegExp(`^${DRAFT_MODE_COOKIE}=[\\w-]+;.*; Partitioned$`)),
    ])
  })
})

describe('the release (src/container/release.ts reads process.env.NEXT_DEPLOYMENT_ID)', () => {
  it('is the deployment id in the server’s bundles', async () => {
    expect(await (await get('/api/release')).text(), 'NEXT_DEPLOYMENT_ID in a route').toBe(
      PROBE_RELEASE,
    )
  })
})
