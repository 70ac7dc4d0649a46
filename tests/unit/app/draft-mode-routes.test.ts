import { appendFile, cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIXTURES_ROOT } from '../../support/fixture-documents'

/*
 * Turning draft mode on and off (src/app/api/draft-mode): only a preview link whose secret the
 * content holds turns it on, and both lead only to the site's own pages. The perspective the
 * preview shows comes with the link, or from the Presentation tool's switcher later.
 */

const draftMode = vi.hoisted(() => ({ enable: vi.fn(), disable: vi.fn(), isEnabled: false }))
/** The cookies the routes set, by name, as Next.js's cookie store would send them. */
const jar = vi.hoisted(() => new Map<string, { value: string; options: unknown }>())
vi.mock('next/headers', () => ({
  draftMode: async () => draftMode,
  cookies: async () => ({
    get: (name: string) => jar.get(name),
    has: (name: string) => jar.has(name),
    // A cookie set to expire is deleted, as the browser does.
    set: (name: string, value: string, options: { expires?: Date }) =>
      options.expires && options.expires.getTime() <= Date.now()
        ? jar.delete(name)
        : jar.set(name, { value, options }),
  }),
}))

const SITE = 'http://127.0.0.1:3000'
let fixtures: string

async function storeSecret(secret: string) {
  const document = {
    _id: 'drafts.secret-1',
    _type: 'sanity.previewUrlSecret',
    _updatedAt: new Date().toISOString(),
    secret,
    studioUrl: 'http://localhost:3333',
  }
  await writeFile(
    path.join(fixtures, 'production', 'preview-secrets.ndjson'),
    `${JSON.stringify(document)}\n`,
  )
}

/** Adds a document to the dataset the site reads (a release, say). */
async function addToDataset(document: Record<string, unknown>) {
  await appendFile(
    path.join(fixtures, 'production', 'data.ndjson'),
    `${JSON.stringify(document)}\n`,
  )
}

const enable = async (query: string) => {
  const { GET } = await import('@/app/api/draft-mode/enable/route')
  return GET(new Request(`${SITE}/api/draft-mode/enable?${query}`))
}

beforeEach(async () => {
  vi.resetModules()
  draftMode.enable.mockReset()
  draftMode.disable.mockReset()
  draftMode.isEnabled = false
  jar.clear()
  fixtures = await mkdtemp(path.join(tmpdir(), 'alts-draft-routes-'))
  await cp(path.join(FIXTURES_ROOT, 'production'), path.join(fixtures, 'production'), {
    recursive: true,
  })
  vi.stubEnv('CONTENT_SOURCE', 'fixtures')
  vi.stubEnv('FIXTURES_DIR', fixtures)
  vi.stubEnv('LOG_LEVEL', 'silent')
})
afterEach(() => rm(fixtures, { recursive: true, force: true }))

describe('turning draft mode on', () => {
  it('follows a preview link with a stored secret to the page it names, never kept', async () => {
    await storeSecret('the-stored-secret')
    const answer = await enable(
      'sanity-preview-secret=the-stored-secret&sanity-preview-pathname=%2Fcareers&sanity-preview-perspective=drafts',
    )
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe('/careers')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(draftMode.enable).toHaveBeenCalledOnce()
  })

  it('keeps the perspective the link asks for: a release stack, or the drafts when it names none', async () => {
    await storeSecret('the-stored-secret')
    await addToDataset({
      _id: '_.releases.rSpring',
      _type: 'system.release',
      name: 'rSpring',
      state: 'active',
      metadata: { title: 'Spring', releaseType: 'asap' },
    })
    const answer = await enable(
      'sanity-preview-secret=the-stored-secret&sanity-preview-pathname=%2F&sanity-preview-perspective=rSpring%2Cdrafts',
    )
    expect(answer.status).toBe(307)
    expect(jar.get('sanity-preview-perspective')).toMatchObject({
      value: 'rSpring,drafts',
      options: { httpOnly: true, sameSite: 'none', secure: true, path: '/' },
    })
    await enable('sanity-preview-secret=the-stored-secret&sanity-preview-pathname=%2F')
    expect(jar.get('sanity-preview-perspective')?.value).toBe('drafts')
  })

  it('refuses a malformed or unknown perspective with a 400 that says so, and turns nothing on', async () => {
    await storeSecret('the-stored-secret')
    for (const [perspective, reason] of [
      ['raw', '"raw" cannot be part of a release stack'],
      ['rSpring%2Craw', '"raw" cannot be part of a release stack'],
      ['rNowhere%2Cdrafts', '"rNowhere" is not a release that can be previewed'],
    ]) {
      const answer = await enable(
        `sanity-preview-secret=the-stored-secret&sanity-preview-pathname=%2F&sanity-preview-perspective=${perspective}`,
      )
      expect(answer.status, perspective).toBe(400)
      expect((await answer.json()).message).toContain(reason)
    }
    expect(draftMode.enable).not.toHaveBeenCalled()
    expect(jar.size).toBe(0)
  })

  it('refuses a link without the stored secret, and turns nothing on', async () => {
    await storeSecret('the-stored-secret')
    for (const query of [
      'sanity-preview-secret=a-guess&sanity-preview-pathname=%2Fcareers',
      'sanity-preview-pathname=%2Fcareers',
    ]) {
      const answer = await enable(query)
      expect(answer.status).toBe(401)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    }
    expect(draftMode.enable).not.toHaveBeenCalled()
  })

  it('leads only to the site’s pages, whatever the link names', async () => {
    await storeSecret('the-stored-secret')
    for (const pathname of [
      '//evil.example/x',
      'https://evil.example/',
      '/admin',
      '/careers/../',
    ]) {
      const answer = await enable(
        `sanity-preview-secret=the-stored-secret&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
      )
      expect(answer.headers.get('location'), pathname).toMatch(/^\/(?:careers)?$/)
    }
  })
})

describe('leaving draft mode', () => {
  const disable = async (url: string, referer?: string) => {
    const { GET } = await import('@/app/api/draft-mode/disable/route')
    return GET(new Request(url, { headers: referer ? { referer } : {} }))
  }

  it('goes back to the page the editor was on, and forgets the perspective', async () => {
    jar.set('sanity-preview-perspective', { value: 'published', options: {} })
    const answer = await disable(`${SITE}/api/draft-mode/disable`, `${SITE}/manifesto`)
    expect(draftMode.disable).toHaveBeenCalledOnce()
    expect(jar.has('sanity-preview-perspective')).toBe(false)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe('/manifesto')
  })

  it('or to the page it names, and to the home page for anything else', async () => {
    expect(
      (await disable(`${SITE}/api/draft-mode/disable?route=%2Fprivacy`)).headers.get('location'),
    ).toBe('/privacy')
    expect(
      (await disable(`${SITE}/api/draft-mode/disable`, 'https://evil.example/x')).headers.get(
        'location',
      ),
    ).toBe('/')
  })
})

describe('switching the perspective, as the Presentation tool does', () => {
  const post = async (body: unknown, origin: string | null = SITE) => {
    const { POST } = await import('@/app/api/draft-mode/perspective/route')
    const headers: Record<string, string> = { host: new URL(SITE).host }
    if (origin) headers.origin = origin
    return POST(
      new Request(`${SITE}/api/draft-mode/perspective`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
  }

  it('keeps a perspective the site can show, for an editor in draft mode', async () => {
    draftMode.isEnabled = true
    await addToDataset({
      _id: '_.releases.rSpring',
      _type: 'system.release',
      name: 'rSpring',
      state: 'active',
      metadata: { title: 'Spring' },
    })
    expect((await post({ perspective: ['rSpring', 'drafts'] })).status).toBe(204)
    expect(jar.get('sanity-preview-perspective')?.value).toBe('rSpring,drafts')
    expect((await post({ perspective: 'published' })).status).toBe(204)
    expect(jar.get('sanity-preview-perspective')?.value).toBe('published')
  })

  it('answers 400 for a malformed body or perspective, or a release that is published, changing nothing', async () => {
    draftMode.isEnabled = true
    await addToDataset({
      _id: '_.releases.rDone',
      _type: 'system.release',
      name: 'rDone',
      state: 'published',
      metadata: { title: 'Done' },
    })
    for (const body of [
      'not json',
      {},
      { perspective: 'raw' },
      { perspective: 42 },
      { perspective: 'rDone,drafts' },
    ]) {
      const answer = await post(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect((await answer.json()).message).toBeTruthy()
    }
    expect(jar.size).toBe(0)
  })

  it('is only for editors in draft mode, from the site’s own pages', async () => {
    expect((await post({ perspective: 'published' })).status).toBe(403)
    draftMode.isEnabled = true
    expect((await post({ perspective: 'published' }, 'https://evil.example')).status).toBe(403)
    expect((await post({ perspective: 'published' }, null)).status).toBe(403)
    expect(jar.size).toBe(0)
  })
})
