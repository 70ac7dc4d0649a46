import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FAILURE_REPORT_LIMITS } from '@/domain/failure-reports'
import { LoggerToken } from '@/ports/logger'
import { recordingLogger, type LogLine } from '../../support/recording-logger'

/*
 * The failure reports endpoint (src/app/api/reports): strict about what it takes, limited in
 * size and rate, and each accepted report one warn line through the Logger port.
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

async function post(
  body: BodyInit,
  headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' },
) {
  const { POST } = await import('@/app/api/reports/route')
  const answer = await POST(
    new Request(`${SITE}/api/reports`, {
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

const report = {
  kind: 'animation-failed',
  route: '/',
  release: 'b1d-42',
  component: 'lottie',
  state: 'data_failed',
}

describe('POST /api/reports', () => {
  it('logs each report at warn, with route, release and the server’s own release', async () => {
    const answer = await post(
      JSON.stringify({
        reports: [report, { kind: 'chunk-reload', route: '(other)', release: 'b1d-42' }],
      }),
    )
    expect(answer.status).toBe(204)
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'Browser failure reported',
        context: expect.objectContaining({
          component: 'failure-reports',
          kind: 'animation-failed',
          route: '/',
          release: 'b1d-42',
          serverRelease: expect.any(String),
          part: 'lottie',
          state: 'data_failed',
        }),
      },
      expect.objectContaining({
        level: 'warn',
        context: expect.objectContaining({ kind: 'chunk-reload', route: '(other)' }),
      }),
    ])
  })

  it('logs each web vital at info, beside the failure reports of the same batch', async () => {
    const vital = {
      name: 'INP',
      value: 232,
      rating: 'needs-improvement',
      route: '/careers',
      release: 'b1d-42',
      navigationType: 'back-forward-cache',
    }
    const answer = await post(
      JSON.stringify({ reports: [report], vitals: [vital, { ...vital, name: 'CLS', value: 0 }] }),
    )
    expect(answer.status).toBe(204)
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'Browser failure reported'],
      ['info', 'Web vital measured'],
      ['info', 'Web vital measured'],
    ])
    expect(lines[1]!.context).toEqual({
      component: 'web-vitals',
      ...vital,
      serverRelease: expect.any(String),
    })
  })

  it('refuses a batch with one bad vital with 400, and logs nothing of it', async () => {
    const vital = { name: 'LCP', value: 1e9, rating: 'poor', route: '/', release: 'b1d-42' }
    const answer = await post(JSON.stringify({ reports: [report], vitals: [vital] }))
    expect(answer).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('vitals[0]: "value" must be a number from 0 to') },
    })
    expect(lines).toEqual([])
  })

  it('takes JSON as well as the beacon’s text/plain', async () => {
    const answer = await post(JSON.stringify({ reports: [report] }), {
      'content-type': 'application/json',
    })
    expect(answer.status).toBe(204)
  })

  it('scrubs a message again: anyone can post here', async () => {
    await post(
      JSON.stringify({
        reports: [{ ...report, message: `No user jane@example.com at ${SITE}/careers?q=jane` }],
      }),
    )
    expect(lines[0]!.context.message).toBe('No user [email] at /careers')
  })

  it('refuses other types with 415', async () => {
    const answer = await post(JSON.stringify({ reports: [report] }), {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(answer).toMatchObject({
      status: 415,
      body: { message: expect.stringContaining('text/plain') },
    })
    expect(lines).toEqual([])
  })

  it('refuses a body over the limit with 413, declared or not, before parsing it', async () => {
    const large = JSON.stringify({
      reports: [{ ...report, message: 'x'.repeat(FAILURE_REPORT_LIMITS.bodyBytes) }],
    })
    expect((await post(large)).status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1_000)))
        controller.close()
      },
    })
    const streamed = await post(stream)
    expect(streamed).toMatchObject({
      status: 413,
      body: { message: `Failure reports are at most ${FAILURE_REPORT_LIMITS.bodyBytes} bytes` },
    })
    expect(lines).toEqual([])
  })

  it('refuses what is not JSON, or not the strict shape, with 400 and the reason', async () => {
    expect(await post('{nope')).toMatchObject({
      status: 400,
      body: { message: 'The body is not JSON' },
    })
    const extra = await post(JSON.stringify({ reports: [{ ...report, userAgent: 'Firefox' }] }))
    expect(extra).toMatchObject({
      status: 400,
      body: { message: 'reports[0]: unknown field "userAgent"' },
    })
    expect(lines).toEqual([])
  })

  it('refuses a client past its rate with 429, and logs nothing more', async () => {
    const body = JSON.stringify({ reports: [report] })
    const headers = { 'content-type': 'text/plain', 'x-forwarded-for': '203.0.113.9' }
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await post(body, headers)).status)
    expect(statuses.filter((status) => status === 204)).toHaveLength(20)
    const refused = await post(body, headers)
    expect(refused).toMatchObject({ status: 429 })
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(lines).toHaveLength(20)
    // Another client is not held back by the first.
    expect((await post(body, { ...headers, 'x-forwarded-for': '198.51.100.7' })).status).toBe(204)
  })
})
