import { describe, expect, it } from 'vitest'
import { answerHealthCheck, Health, isHealthCheck } from '@/server/health'
import { refuseUnknownMethod } from '@/server/methods'
import { refuseBadTarget } from '@/server/request-target'
import { SECURITY_HEADERS } from '@/server/security-headers'
import { frontServer } from '../../support/front-server'

let uptime = 0
const health = new Health('build-1', () => uptime)

/** Wired as src/server/serve.ts wires the front: headers, target and method rules, health. */
const front = frontServer((request, response) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value)
  if (refuseBadTarget(request, response) || refuseUnknownMethod(request, response)) return true
  return answerHealthCheck(request, response, health)
})
front.handlers.set('/healthz/', (response) => response.writeHead(404).end())
front.handlers.set('/healthzz', (response) => response.writeHead(404).end())

const check = (init?: RequestInit, path = '/healthz') => fetch(`${front.base()}${path}`, init)

describe('the health check', () => {
  it('is 503 while starting, 200 once ready, and 503 for good once stopping', async () => {
    const local = new Health('build-2', () => 1.5)
    const seen: number[] = []
    const answer = () => {
      const response = { writeHead: (status: number) => seen.push(status), end: () => {} }
      answerHealthCheck({ method: 'GET', url: '/healthz' } as never, response as never, local)
    }
    answer()
    local.ready()
    answer()
    local.stopping()
    local.ready()
    answer()
    expect(seen).toEqual([503, 200, 503])
    expect(local.report()).toEqual({ status: 'stopping', release: 'build-2', uptime: 1.5 })
  })

  it('says its state, release and uptime in JSON that nobody may keep', async () => {
    health.ready()
    uptime = 12.25
    const response = await check()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', release: 'build-1', uptime: 12.25 })
  })

  it('keeps the security headers of every response', async () => {
    const response = await check()
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers.get(name)).toBe(value)
  })

  it('answers HEAD with the headers alone, and a query as without one', async () => {
    const head = await check({ method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await check(undefined, '/healthz?from=lb')).status).toBe(200)
  })

  it('follows the front’s method rules: read-only, OPTIONS says so', async () => {
    const post = await check({ method: 'POST', body: '{}' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect((await check({ method: 'OPTIONS' })).status).toBe(204)
  })

  it('answers only its own path', async () => {
    expect((await check(undefined, '/healthz/')).status).toBe(404)
    expect((await check(undefined, '/healthzz')).status).toBe(404)
    expect(isHealthCheck('/healthz')).toBe(true)
    expect(isHealthCheck('/healthz?x=1')).toBe(true)
    for (const url of ['/', '/healthz/', '/healthzz', '/api/healthz', undefined])
      expect(isHealthCheck(url)).toBe(false)
  })

  it('is 503 with its state while the instance stops', async () => {
    health.stopping()
    const response = await check()
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'stopping', release: 'build-1' })
  })
})
