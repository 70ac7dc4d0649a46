import { NextResponse } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DRAFT_MODE_COOKIE } from '@/adapters/next/next-protocol'
import { parsePreviewPerspective } from '@/domain/preview-perspective'

/*
 * Where an editor's preview cookies are kept (src/app/editor-cookies.ts), as the browser gets
 * them: the Set-Cookie headers of Next.js's own response cookies. A preview started in the
 * Studio's cross-site frame keeps them partitioned; every other one, first-party.
 */

/** The response's cookies; the request's are in it from the start, as Next.js's store has them. */
const store = vi.hoisted(() => ({ response: undefined as unknown as NextResponse }))
vi.mock('next/headers', () => ({
  cookies: async () => store.response.cookies,
  // As Next.js's draft mode sets its cookie in production (draft-mode-provider.ts).
  draftMode: async () => ({
    enable: () =>
      store.response.cookies.set(DRAFT_MODE_COOKIE, 'the-build-preview-id', {
        httpOnly: true,
        sameSite: 'none',
        secure: true,
        path: '/',
      }),
    disable: () =>
      store.response.cookies.set(DRAFT_MODE_COOKIE, '', {
        httpOnly: true,
        sameSite: 'none',
        secure: true,
        path: '/',
        expires: new Date(0),
      }),
  }),
}))

const { endPreview, jarForNewPreview, jarOfPreview, keepPreviewPerspective, startPreview } =
  await import('@/app/editor-cookies')

/** A request carrying these cookies, as the browser sends them (no attributes). */
function requestWith(cookies: Record<string, string> = {}) {
  store.response = new NextResponse()
  for (const [name, value] of Object.entries(cookies)) store.response.cookies.set(name, value)
  // The store writes every cookie it holds as a header, those the request brought too (Next.js
  // sends only the ones a route changed): the checks read the cookies they expect by name.
  store.response.headers.delete('set-cookie')
}

/** The response's Set-Cookie header for a cookie, attributes in the order they are written. */
const setCookie = (name: string) =>
  store.response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))

const drafts = parsePreviewPerspective('drafts')

beforeEach(() => requestWith())

describe('a preview starting from the Studio', () => {
  const navigation = (site: string, dest = 'iframe') =>
    new Headers({ 'sec-fetch-dest': dest, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' })

  it('in a frame on another site: partitioned', () => {
    expect(jarForNewPreview(navigation('cross-site'))).toBe('partitioned')
  })

  it('in a frame of the same site, in a tab, or from a browser that does not say: first-party', () => {
    expect(jarForNewPreview(navigation('same-site'))).toBe('first-party')
    expect(jarForNewPreview(navigation('same-origin'))).toBe('first-party')
    expect(jarForNewPreview(navigation('cross-site', 'document'))).toBe('first-party')
    expect(jarForNewPreview(new Headers())).toBe('first-party')
  })
})

describe('turning draft mode on', () => {
  it('in the cross-site frame sets draft mode and the perspective Partitioned, Secure, SameSite=None', async () => {
    await startPreview(drafts, 'partitioned')
    expect(setCookie(DRAFT_MODE_COOKIE)).toBe(
      `${DRAFT_MODE_COOKIE}=the-build-preview-id; Path=/; Secure; HttpOnly; SameSite=none; Partitioned`,
    )
    expect(setCookie('sanity-preview-perspective')).toBe(
      'sanity-preview-perspective=drafts; Path=/; Secure; HttpOnly; SameSite=none; Partitioned',
    )
    expect(setCookie('alts-preview-partitioned')).toMatch(/; Partitioned$/)
    expect(store.response.headers.getSetCookie()).toHaveLength(3)
  })

  it('anywhere else sets them first-party, as Next.js does, and nothing partitioned', async () => {
    await startPreview(drafts, 'first-party')
    expect(setCookie(DRAFT_MODE_COOKIE)).toBe(
      `${DRAFT_MODE_COOKIE}=the-build-preview-id; Path=/; Secure; HttpOnly; SameSite=none`,
    )
    expect(setCookie('sanity-preview-perspective')).toBe(
      'sanity-preview-perspective=drafts; Path=/; Secure; HttpOnly; SameSite=none',
    )
    expect(store.response.headers.getSetCookie().join('\n')).not.toContain('Partitioned')
  })
})

describe('a preview under way', () => {
  it('switches the perspective in the jar it was started in', async () => {
    requestWith({ [DRAFT_MODE_COOKIE]: 'id', 'alts-preview-partitioned': '1' })
    await keepPreviewPerspective(parsePreviewPerspective('published'), await jarOfPreview())
    expect(setCookie('sanity-preview-perspective')).toMatch(
      /^sanity-preview-perspective=published;.*; Partitioned$/,
    )

    requestWith({ [DRAFT_MODE_COOKIE]: 'id' })
    await keepPreviewPerspective(parsePreviewPerspective('published'), await jarOfPreview())
    expect(setCookie('sanity-preview-perspective')).not.toContain('Partitioned')
  })

  it('ends in the cross-site frame by expiring its partitioned cookies', async () => {
    requestWith({ [DRAFT_MODE_COOKIE]: 'id', 'alts-preview-partitioned': '1' })
    await endPreview()
    for (const name of [
      DRAFT_MODE_COOKIE,
      'sanity-preview-perspective',
      'alts-preview-partitioned',
    ])
      expect(setCookie(name), name).toMatch(
        new RegExp(
          `^${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; HttpOnly; SameSite=none; Partitioned$`,
        ),
      )
  })

  it('ends anywhere else by expiring the first-party ones', async () => {
    requestWith({ [DRAFT_MODE_COOKIE]: 'id', 'sanity-preview-perspective': 'drafts' })
    await endPreview()
    expect(setCookie(DRAFT_MODE_COOKIE)).toMatch(
      /^__prerender_bypass=; Path=\/; Expires=Thu, 01 Jan 1970/,
    )
    expect(setCookie('sanity-preview-perspective')).toMatch(
      /^sanity-preview-perspective=; Path=\/; Expires=Thu, 01 Jan 1970/,
    )
    expect(store.response.headers.getSetCookie().join('\n')).not.toContain('Partitioned')
  })
})
