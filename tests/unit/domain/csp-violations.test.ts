import { describe, expect, it } from 'vitest'
import { toCspViolation, type CspReportFields } from '@/domain/csp-violations'

/*
 * What the site keeps of a Content-Security-Policy violation: the directive, the route (never
 * the query or hash), the blocked keyword or origin, and the source file's origin and path.
 */

const fields: CspReportFields = {
  documentUrl: 'https://alts.example/careers?ref=newsletter&email=jane%40example.com#openings',
  directive: 'script-src-elem',
  blockedUrl: 'inline',
  sourceFile: 'https://alts.example/_next/static/chunks/a1b2.js?v=secret',
  lineNumber: 12,
}

describe('a reported violation', () => {
  it('keeps the directive, the route without its query, the keyword, the source’s path and line', () => {
    expect(toCspViolation(fields)).toEqual({
      ok: true,
      violation: {
        directive: 'script-src-elem',
        route: '/careers',
        blocked: 'inline',
        source: 'https://alts.example/_next/static/chunks/a1b2.js',
        line: 12,
      },
    })
  })

  it('keeps only the origin of a blocked address, and only the scheme of one without an origin', () => {
    const blocked = (blockedUrl: string) => {
      const checked = toCspViolation({ ...fields, blockedUrl })
      return checked.ok ? checked.violation.blocked : checked.problem
    }
    expect(blocked('https://evil.example/steal.js?token=abc')).toBe('https://evil.example')
    expect(blocked('data:text/javascript,alert(1)')).toBe('data:')
    expect(blocked('eval')).toBe('eval')
    expect(blocked('not an address, with spaces')).toBe('(other)')
  })

  it('names any page that is not one of the site’s routes (other)', () => {
    const checked = toCspViolation({ ...fields, documentUrl: 'https://alts.example/jane/doe' })
    expect(checked.ok && checked.violation.route).toBe('(other)')
  })

  it('takes the directive’s name from an old browser’s violated-directive', () => {
    const checked = toCspViolation({ ...fields, directive: "script-src 'self'" })
    expect(checked.ok && checked.violation.directive).toBe('script-src')
  })

  it('drops a source that is not a web address, and a line that is not one', () => {
    const checked = toCspViolation({
      ...fields,
      sourceFile: 'chrome-extension://x/y.js',
      lineNumber: -1,
    })
    expect(checked.ok && checked.violation).toEqual({
      directive: 'script-src-elem',
      route: '/careers',
      blocked: 'inline',
    })
  })

  it('refuses a directive that is no name, and a document that is no address', () => {
    expect(toCspViolation({ ...fields, directive: '<script>' }).ok).toBe(false)
    expect(toCspViolation({ ...fields, directive: 'x'.repeat(100) }).ok).toBe(false)
    expect(toCspViolation({ ...fields, documentUrl: 'careers' }).ok).toBe(false)
  })
})
