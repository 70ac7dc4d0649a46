import { describe, expect, it } from 'vitest'
import { REDACTED_PATH, redactServerDetails } from '@/domain/redaction'

describe('redactServerDetails', () => {
  it('drops stack frames', () => {
    const message = [
      'Cannot read properties of undefined',
      '    at render (/srv/app/.next/server/chunks/ssr/page.js:1:200)',
      '    at async Promise.all (index 0)',
    ].join('\n')
    expect(redactServerDetails(message)).toBe('Cannot read properties of undefined')
  })

  it('hides server paths in every common form', () => {
    expect(
      redactServerDetails("ENOENT: no such file, open '/work/main/fixtures/x/data.ndjson'"),
    ).toBe(`ENOENT: no such file, open '${REDACTED_PATH}'`)
    expect(redactServerDetails('failed in file:///srv/app/server.js')).toBe(
      `failed in ${REDACTED_PATH}`,
    )
    expect(redactServerDetails('failed in C:\\apps\\alts\\server.js')).toBe(
      `failed in ${REDACTED_PATH}`,
    )
  })

  it('leaves URLs and ordinary words alone', () => {
    const message =
      'GET https://abc123.apicdn.sanity.io/v1/data/query/production failed: 503 and/or later'
    expect(redactServerDetails(message)).toBe(message)
  })
})
