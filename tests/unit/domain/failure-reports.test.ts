import { describe, expect, it } from 'vitest'
import {
  FAILURE_REPORT_LIMITS,
  OTHER_ROUTE,
  reportedRoute,
  scrubbedMessage,
  toFailureReport,
  type ReportContext,
} from '@/domain/failure-reports'

const SITE = 'https://alts.example'

const context = (overrides: Partial<ReportContext> = {}): ReportContext => ({
  pathname: '/careers',
  siteOrigin: SITE,
  release: 'b1d-42',
  mayIncludeMessage: true,
  ...overrides,
})

describe('the page a report names', () => {
  it('is one of the site’s routes, or (other): an unknown path may carry anything', () => {
    expect(reportedRoute('/')).toBe('/')
    expect(reportedRoute('/careers')).toBe('/careers')
    expect(reportedRoute('/careers/')).toBe('/careers')
    expect(reportedRoute('/reset/jane@example.com')).toBe(OTHER_ROUTE)
    expect(reportedRoute('/no-such-page')).toBe(OTHER_ROUTE)
  })
})

describe('an error’s message', () => {
  it('keeps only the path of the site’s addresses and the origin of others', () => {
    expect(
      scrubbedMessage(
        `Failed to fetch ${SITE}/fixtures/a.json?token=abc#x from https://cdn.sanity.io/files/p/d/x.json?dl=1`,
        SITE,
      ),
    ).toBe('Failed to fetch /fixtures/a.json from https://cdn.sanity.io')
  })

  it('masks e-mail addresses and long numbers, and collapses whitespace', () => {
    expect(scrubbedMessage('No user jane.doe+x@mail.example.org\n\tid 12345678 ok 42', SITE)).toBe(
      'No user [email] id [number] ok 42',
    )
  })

  it('is cut to the limit', () => {
    const message = scrubbedMessage('x'.repeat(1_000), SITE)
    expect(message).toHaveLength(FAILURE_REPORT_LIMITS.message)
    expect(message.endsWith('…')).toBe(true)
  })
})

describe('shaping a failure into a report', () => {
  const failure = {
    kind: 'uncaught-error' as const,
    error: new TypeError(`Cannot read properties of undefined at ${SITE}/careers?q=me`),
    source: { url: `${SITE}/_next/static/chunks/a1b2.js?v=1`, line: 1, column: 2345 },
  }

  it('holds the kind, route, release, scrubbed message and the site’s script position', () => {
    expect(toFailureReport(failure, context())).toEqual({
      kind: 'uncaught-error',
      route: '/careers',
      release: 'b1d-42',
      message: 'Cannot read properties of undefined at /careers',
      source: '/_next/static/chunks/a1b2.js:1:2345',
    })
  })

  it('leaves the message out without the visitor’s consent, and keeps what is the site’s', () => {
    expect(toFailureReport(failure, context({ mayIncludeMessage: false }))).toEqual({
      kind: 'uncaught-error',
      route: '/careers',
      release: 'b1d-42',
      source: '/_next/static/chunks/a1b2.js:1:2345',
    })
  })

  it('names no script of another origin, and carries no stack', () => {
    const report = toFailureReport(
      { ...failure, source: { url: 'chrome-extension://abc/content.js', line: 3, column: 4 } },
      context(),
    )
    expect(report.source).toBeUndefined()
    // The error's stack names this test file; the report does not.
    expect(JSON.stringify(report)).not.toContain('failure-reports.test')
    expect(Object.keys(report)).not.toContain('stack')
  })

  it('keeps the component and state only when they are short names', () => {
    const report = toFailureReport(
      { kind: 'animation-failed', component: 'lottie', state: 'data_failed' },
      context(),
    )
    expect(report).toMatchObject({ component: 'lottie', state: 'data_failed' })
    expect(
      toFailureReport(
        { kind: 'animation-failed', component: 'a b', state: 'x'.repeat(50) },
        context(),
      ),
    ).not.toHaveProperty('component')
  })
})
