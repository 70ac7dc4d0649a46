import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIXTURES_ROOT } from '../../support/fixture-documents'

/*
 * Turning draft mode on and off (src/app/api/draft-mode): only a preview link whose secret the
 * content holds turns it on, and both lead only to the site's own pages.
 */

const draftMode = vi.hoisted(() => ({ enable: vi.fn(), disable: vi.fn(), isEnabled: false }))
vi.mock('next/headers', () => ({ draftMode: async () => draftMode }))

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

const enable = async (query: string) => {
  const { GET } = await import('@/app/api/draft-mode/enable/route')
  return GET(new Request(`${SITE}/api/draft-mode/enable?${query}`))
}

beforeEach(async () => {
  vi.resetModules()
  draftMode.enable.mockReset()
  draftMode.disable.mockReset()
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

  it('goes back to the page the editor was on', async () => {
    const answer = await disable(`${SITE}/api/draft-mode/disable`, `${SITE}/manifesto`)
    expect(draftMode.disable).toHaveBeenCalledOnce()
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
