import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CSP_REPORT_LIMITS } from '@/domain/csp-violations'
import { LoggerToken } from '@/ports/logger'
import { recordingLogger, type LogLine } from '../../support/recording-logger'

/*
 * The Content-Security-Policy report endpoint (src/app/api/csp-reports): both formats browsers
 * send, each violation reduced and logged once per directive and route a minute; bad input a
 * 4xx and one short line; a rate limit that answers 429.
 */

const SITE = 'http://127.0.0.1:3000'
let lines: LogLine[]

beforeEach(async () => {
  vi.resetModules()
  vi.stubEnv('CONTENT_SOURCE', 'fixtures')
  vi.stubEnv('LOG_LEVEL', 'silent')
  vi.stubEnv('SITE_URL', SITE)
  lines = []
  const { getContainer } = await import('@/container/container')
  getContainer().rebind(LoggerToken).toConstantValue(recordingLogger(lines))
})

async function post(body: BodyInit, headers: Record<string, string>) {
  const { POST } = await import('@/app/api/csp-reports/route')
  const answer = await POST(
    new Request(`${SITE}/api/csp-reports`, {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit),
  )
  const text = await answer.text()
  return {
    status: answer.status,
    body: text ? JSON.parse(text) : undefined,
    headers: answer.headers,
  }
}

const REPORT_URI = { 'content-type': 'application/csp-report' }
const REPORTING_API = { 'content-type': 'application/reports+json' }

const reportUri = {
  'csp-report': {
    'document-uri': `${SITE}/careers?ref=newsletter#openings`,
    referrer: `${SITE}/?email=jane@example.com`,
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'none'; report-uri /api/csp-reports",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 3,
    'source-file': `${SITE}/careers?ref=newsletter`,
    'status-code': 200,
    'script-sample': 'window.injectedRan = true',
  },
}

const reportingApi = [
  {
    type: 'csp-violation',
    age: 10,
    url: `${SITE}/products?utm=x`,
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: `${SITE}/products?utm=x`,
      effectiveDirective: 'img-src',
      blockedURL: 'https://tracker.example/pixel.gif?id=12345',
      disposition: 'enforce',
      originalPolicy: "default-src 'none'",
      statusCode: 200,
      sample: '',
    },
  },
  { type: 'deprecation', url: `${SITE}/`, body: { id: 'x', message: 'old' } },
]

const violationLines = () =>
  lines.filter((line) => line.message === 'Content-Security-Policy violation reported')

describe('POST /api/csp-reports', () => {
  it('logs a report-uri report: directive, route without query, blocked, source path', async () => {
    expect((await post(JSON.stringify(reportUri), REPORT_URI)).status).toBe(204)
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'Content-Security-Policy violation reported',
        context: {
          component: 'csp-reports',
          directive: 'script-src-elem',
          route: '/careers',
          blocked: 'inline',
          source: `${SITE}/careers`,
          line: 3,
        },
      },
    ])
    expect(JSON.stringify(lines)).not.toMatch(/newsletter|openings|jane|injectedRan/)
  })

  it('logs the Reporting API’s csp-violation reports, skipping reports of other types', async () => {
    expect((await post(JSON.stringify(reportingApi), REPORTING_API)).status).toBe(204)
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'Content-Security-Policy violation reported',
        context: {
          component: 'csp-reports',
          directive: 'img-src',
          route: '/products',
          blocked: 'https://tracker.example',
        },
      },
    ])
  })

  it('logs the same directive on the same route once, however often it is reported', async () => {
    for (let i = 0; i < 3; i++) await post(JSON.stringify(reportUri), REPORT_URI)
    await post(JSON.stringify(reportingApi), REPORTING_API)
    expect(violationLines().map((line) => line.context.route)).toEqual(['/careers', '/products'])
  })

  it('refuses bad input with a 4xx and one short line that never quotes the body', async () => {
    const refusals: [BodyInit, Record<string, string>, number][] = [
      ['{}', { 'content-type': 'text/plain' }, 415],
      ['x'.repeat(CSP_REPORT_LIMITS.bodyBytes + 1), REPORT_URI, 413],
      ['{"csp-report": ', REPORT_URI, 400],
      ['{"csp-report": {"document-uri": 7}}', REPORT_URI, 400],
      [JSON.stringify({ 'csp-report': { 'document-uri': `${SITE}/` } }), REPORT_URI, 400],
      [
        JSON.stringify({ 'csp-report': { ...reportUri['csp-report'], 'document-uri': 'nowhere' } }),
        REPORT_URI,
        400,
      ],
      [
        JSON.stringify({
          'csp-report': { ...reportUri['csp-report'], 'effective-directive': '<b>' },
        }),
        REPORT_URI,
        400,
      ],
      [JSON.stringify([]), REPORTING_API, 400],
      [JSON.stringify([{ type: 'csp-violation', body: {} }]), REPORTING_API, 400],
      [
        JSON.stringify(Array(CSP_REPORT_LIMITS.reportsPerBatch + 1).fill(reportingApi[0])),
        REPORTING_API,
        400,
      ],
      ['"a string"', REPORTING_API, 400],
    ]
    for (const [body, headers, status] of refusals) {
      const answer = await post(body, headers)
      expect(answer.status, String(body).slice(0, 80)).toBe(status)
      expect(answer.body.message).toEqual(expect.any(String))
    }
    expect(violationLines()).toEqual([])
    expect(lines).toHaveLength(refusals.length)
    for (const line of lines) {
      expect(line).toMatchObject({
        level: 'info',
        message: 'Refused a Content-Security-Policy report',
        context: { component: 'csp-reports' },
      })
      expect(JSON.stringify(line).length).toBeLessThan(400)
      expect(JSON.stringify(line)).not.toMatch(/nowhere|<b>|xxxx/)
    }
  })

  it('refuses a client past its rate with 429, and logs nothing for it', async () => {
    const headers = { ...REPORT_URI, 'x-forwarded-for': '203.0.113.9' }
    const statuses: number[] = []
    for (let i = 0; i < 35; i++)
      statuses.push((await post(JSON.stringify(reportUri), headers)).status)
    expect(statuses.filter((status) => status === 204)).toHaveLength(30)
    const refused = await post('not even JSON', headers)
    expect(refused).toMatchObject({ status: 429 })
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(lines).toHaveLength(1)
  })
})
