import { describe, expect, it } from 'vitest'
import { readConfig } from '@/container/config'
import { nextHeaders } from '@/container/next-headers'
import { SITE_ROUTES } from '@/domain/routes'
import {
  contentSecurityPolicy,
  draftPolicyOriginsOf,
  NOT_FOR_EDITORS,
  policyOriginsOf,
  reportingEndpointsHeader,
  SECURITY_HEADERS,
} from '@/container/security-headers'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ')
      return [name!, sources]
    }),
  )

describe('the Content-Security-Policy', () => {
  it('allows nothing by default, and no inline script without its hash', () => {
    const policy = directives(
      contentSecurityPolicy(policyOriginsOf(readConfig({})), {
        scripts: ['sha256-abc'],
        styles: ['sha256-css'],
      }),
    )
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc'"])
    expect(policy['style-src']).toEqual(["'self'", "'sha256-css'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    for (const sources of Object.values(policy)) {
      expect(sources).not.toContain("'unsafe-eval'")
    }
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['style-src']).not.toContain("'unsafe-inline'")
  })

  it('allows only the site offline; the content CDN, analytics and form hosts when configured', () => {
    const offline = contentSecurityPolicy(policyOriginsOf(readConfig({})))
    expect(offline).not.toMatch(/https:/)

    const online = directives(
      contentSecurityPolicy(
        policyOriginsOf(
          readConfig({
            SANITY_PROJECT_ID: 'abc123',
            ANALYTICS_MEASUREMENT_ID: 'G-AB12CD34EF',
            FORM_EMBED_ORIGINS: 'https://tally.so, https://forms.example.com',
          }),
        ),
      ),
    )
    expect(online['img-src']).toContain('https://cdn.sanity.io')
    expect(online['media-src']).toContain('https://cdn.sanity.io')
    expect(online['connect-src']).toEqual(
      expect.arrayContaining(['https://cdn.sanity.io', 'https://*.google-analytics.com']),
    )
    expect(online['script-src']).toEqual(["'self'", 'https://*.googletagmanager.com'])
    expect(online['frame-src']).toEqual(["'self'", 'https://tally.so', 'https://forms.example.com'])
  })

  it('refuses form origins that are not bare https origins', () => {
    expect(() => readConfig({ FORM_EMBED_ORIGINS: 'http://tally.so' })).toThrow(
      /FORM_EMBED_ORIGINS/,
    )
    expect(() => readConfig({ FORM_EMBED_ORIGINS: 'https://tally.so/forms' })).toThrow(
      /FORM_EMBED_ORIGINS/,
    )
  })
})

describe('the policy of draft mode, for editors only', () => {
  const studio = { SANITY_STUDIO_URL: 'https://alts.sanity.studio/desk' }

  it('lets the configured Studio frame the page, and the page render for the editor run', () => {
    // A hash beside 'unsafe-inline' would make browsers ignore it, and the overlays' styles.
    const draft = directives(
      contentSecurityPolicy(draftPolicyOriginsOf(readConfig(studio)), {
        scripts: ['sha256-js'],
        styles: ['sha256-css'],
      }),
    )
    expect(draft['frame-ancestors']).toEqual(["'self'", 'https://alts.sanity.studio'])
    expect(draft['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(draft['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(draft['default-src']).toEqual(["'none'"])
    expect([...NOT_FOR_EDITORS].sort()).toEqual(['Cross-Origin-Opener-Policy', 'X-Frame-Options'])
  })

  it('leaves visitors’ policy as it was: framed by the site alone', () => {
    const visitors = directives(contentSecurityPolicy(policyOriginsOf(readConfig(studio))))
    expect(visitors['frame-ancestors']).toEqual(["'self'"])
    expect(visitors['style-src']).toEqual(["'self'"])
    expect(visitors['script-src']).toEqual(["'self'"])
  })
})

describe('the headers on every response', () => {
  it('keep HSTS for two years, forbid sniffing and foreign framing, keep referrers private', () => {
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=63072000/)
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff')
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(SECURITY_HEADERS['Cross-Origin-Resource-Policy']).toBe('same-origin')
    expect(SECURITY_HEADERS['Permissions-Policy']).toMatch(/camera=\(\)/)
  })
})

describe('where violations are reported', () => {
  it('over HTTP: report-uri alone (Chromium ignores report-uri beside report-to), no endpoints header', () => {
    const origins = policyOriginsOf(readConfig({ SITE_URL: 'http://localhost:3000' }))
    const policy = directives(contentSecurityPolicy(origins))
    expect(policy['report-uri']).toEqual(['/api/csp-reports'])
    expect(policy['report-to']).toBeUndefined()
    expect(reportingEndpointsHeader(origins)).toEqual({})
  })

  it('over HTTPS: report-to the csp endpoint, an absolute address on the site, and report-uri', () => {
    const origins = policyOriginsOf(readConfig({ SITE_URL: 'https://alts.example' }))
    const policy = directives(contentSecurityPolicy(origins))
    expect(policy['report-uri']).toEqual(['/api/csp-reports'])
    expect(policy['report-to']).toEqual(['csp'])
    expect(reportingEndpointsHeader(origins)).toEqual({
      'Reporting-Endpoints': 'csp="https://alts.example/api/csp-reports"',
    })
  })
})

describe("Next.js's own headers() (next-headers.ts)", () => {
  const rules = nextHeaders(readConfig({ SANITY_STUDIO_URL: 'https://alts.sanity.studio' }))
  const matches = (source: string, path: string) =>
    new RegExp(`^${source.replace('/:path*', '(?:/.*)?').replace('/:path', '/')}$`).test(path)
  /** The headers one request gets, with or without the draft-mode cookie and a header. */
  const answer = (path: string, draftCookie = false, header?: string) => {
    const holds = (condition: { type: string; key: string }) =>
      condition.type === 'cookie' ? draftCookie : condition.key === header
    const sent: [string, string][] = []
    for (const rule of rules) {
      if (!matches(rule.source, path)) continue
      if (rule.has && !rule.has.every(holds)) continue
      if (rule.missing && rule.missing.some(holds)) continue
      sent.push(...rule.headers.map(({ key, value }): [string, string] => [key, value]))
    }
    expect(new Set(sent.map(([name]) => name)).size, `${path}: each header once`).toBe(sent.length)
    return Object.fromEntries(sent)
  }
  const visitorsPolicy = contentSecurityPolicy(policyOriginsOf(readConfig({})))

  it('send every security header, and the policy, on what is not a page', () => {
    for (const path of [
      '/robots.txt',
      '/sitemap.xml',
      '/sw.js',
      '/icons/icon-192.png',
      '/_next/static/chunks/a.js',
      '/_next/image',
      '/api/revalidate',
      '/fixtures/production/images/a.png',
      '/og/careers',
      '/healthz',
    ]) {
      const headers = answer(path)
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(headers[name], `${path}: ${name}`).toBe(value)
      expect(headers['Content-Security-Policy'], path).toBe(visitorsPolicy)
    }
  })

  it('leave the policy of pages, and of the not-found page, to their cache entries', () => {
    for (const page of [...SITE_ROUTES, '/offline', '/no-such-page', '/careers/x']) {
      const headers = answer(page)
      expect(headers['Content-Security-Policy'], page).toBeUndefined()
      expect(headers['X-Frame-Options'], page).toBe('SAMEORIGIN')
      expect(headers['Cross-Origin-Opener-Policy'], page).toBe('same-origin')
    }
  })

  it('give a page’s prefetched segments, which come without the entry’s headers, the policy', () => {
    expect(
      answer('/careers', false, 'next-router-segment-prefetch')['Content-Security-Policy'],
    ).toBe(visitorsPolicy)
  })

  it('give editors in draft mode their own policy, framable by the Studio, on pages too', () => {
    for (const [path, draftCookie] of [
      ['/', true],
      ['/careers', true],
      ['/robots.txt', true],
      ['/api/draft-mode/enable', false],
      ['/api/draft-mode/enable', true],
      ['/api/draft-mode/disable', false],
    ] as const) {
      const headers = answer(path, draftCookie)
      expect(headers['Content-Security-Policy'], path).toContain(
        "frame-ancestors 'self' https://alts.sanity.studio",
      )
      expect(headers['X-Frame-Options'], path).toBeUndefined()
      expect(headers['Cross-Origin-Opener-Policy'], path).toBeUndefined()
    }
  })
})
