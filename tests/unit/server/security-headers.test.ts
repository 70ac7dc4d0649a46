import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  DRAFT_SECURITY_HEADERS,
  pageIndependentPolicy,
  reportingEndpointsHeader,
  SECURITY_HEADERS,
} from '@/server/security-headers'
import { frameworkSecurityHeaders } from '@/server/framework-headers'
import { draftPolicyOriginsOf, policyOriginsOf } from '@/server/policy-origins'
import { readConfig } from '@/container/config'

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

  it('lets the configured Studio frame the page, and visual editing bring its styles', () => {
    // A hash beside 'unsafe-inline' would make browsers ignore it, and the overlays' styles.
    const draft = directives(
      contentSecurityPolicy(draftPolicyOriginsOf(readConfig(studio)), {
        scripts: [],
        styles: ['sha256-css'],
      }),
    )
    expect(draft['frame-ancestors']).toEqual(["'self'", 'https://alts.sanity.studio'])
    expect(draft['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(draft['script-src']).toEqual(["'self'"])
    expect(DRAFT_SECURITY_HEADERS['X-Frame-Options']).toBeUndefined()
    expect(DRAFT_SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBeUndefined()
    expect(DRAFT_SECURITY_HEADERS['Strict-Transport-Security']).toBe(
      SECURITY_HEADERS['Strict-Transport-Security'],
    )
  })

  it('leaves visitors’ policy as it was: framed by the site alone', () => {
    const visitors = directives(contentSecurityPolicy(policyOriginsOf(readConfig(studio))))
    expect(visitors['frame-ancestors']).toEqual(["'self'"])
    expect(visitors['style-src']).toEqual(["'self'"])
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

describe("Next.js's own headers, for a host without the front", () => {
  const rules = frameworkSecurityHeaders(readConfig({}))
  const headersOf = (rule: (typeof rules)[number]) =>
    Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]))

  it('are the same values as the front’s, each header in one rule only', () => {
    const all = rules.flatMap((rule) => rule.headers.map(({ key }) => key))
    expect(new Set(all).size).toBe(all.length)
    const merged = Object.assign({}, ...rules.map(headersOf))
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(merged[name]).toBe(value)
  })

  it('frame and opener rules, and the policy, only without a draft-mode cookie and off the draft-mode routes', () => {
    const [everyone, visitors] = rules
    expect(everyone!.source).toBe('/:path*')
    expect(headersOf(everyone!)['X-Frame-Options']).toBeUndefined()
    expect(visitors!.missing).toEqual([{ type: 'cookie', key: '__prerender_bypass' }])
    expect(Object.keys(headersOf(visitors!)).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ])
    const pattern = new RegExp(`^${visitors!.source.replace('/:path', '/')}$`)
    expect('/careers').toMatch(pattern)
    expect('/').toMatch(pattern)
    expect('/api/draft-mode/enable').not.toMatch(pattern)
    expect('/api/draft-mode').not.toMatch(pattern)
  })

  it('the policy is the page-independent part of the front’s: framing, base, plugins, reports', () => {
    const policy = pageIndependentPolicy(policyOriginsOf(readConfig({})))
    expect(policy).toBe(
      "frame-ancestors 'self'; base-uri 'none'; object-src 'none'; report-uri /api/csp-reports",
    )
    const whole = contentSecurityPolicy(policyOriginsOf(readConfig({})))
    for (const directive of policy.split('; ')) expect(whole.split('; ')).toContain(directive)
  })
})
