import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { applyContentSecurityPolicy } from '@/server/document-policy'
import { DocumentStore } from '@/server/document-store'
import { refuseUnknownMethod } from '@/server/methods'
import { frontServer } from '../../support/front-server'

/*
 * The response wrapper against a real HTTP server on loopback, with handlers that answer the
 * way the framework does: headers by writeHead or setHeader, bodies in one piece or in chunks.
 */

const policyFor = (html?: string) => (html === undefined ? 'base' : `hashed:${html.length}`)

const { handlers, base: baseUrl } = frontServer((request, response) => {
  if (refuseUnknownMethod(request, response)) return true
  applyContentSecurityPolicy(request, response, policyFor)
})

const page = '<html><body><script>self.__next_f.push([0])</script></body></html>'

describe('the Content-Security-Policy on each response', () => {
  it('gives a document sent in chunks the policy of its whole body', async () => {
    handlers.set('/chunked', (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.write(page.slice(0, 20))
      response.write(Buffer.from(page.slice(20, 40)))
      response.end(page.slice(40))
    })
    const response = await fetch(`${baseUrl()}/chunked`)
    expect(response.headers.get('content-security-policy')).toBe(`hashed:${page.length}`)
    expect(await response.text()).toBe(page)
  })

  it('keeps the status and headers given to writeHead', async () => {
    handlers.set('/missing', (response) => {
      response.writeHead(404, { 'Content-Type': 'text/html', 'X-Kept': 'yes' })
      response.end(page)
    })
    const response = await fetch(`${baseUrl()}/missing`)
    expect(response.status).toBe(404)
    expect(response.headers.get('x-kept')).toBe('yes')
    expect(response.headers.get('content-security-policy')).toBe(`hashed:${page.length}`)
  })

  it('sends no policy with "not modified", so the copy the browser keeps keeps its own', async () => {
    handlers.set('/unchanged', (response) => {
      response.writeHead(304, { ETag: '"v1"' })
      response.end()
    })
    const response = await fetch(`${baseUrl()}/unchanged`)
    expect(response.status).toBe(304)
    expect(response.headers.get('etag')).toBe('"v1"')
    expect(response.headers.has('content-security-policy')).toBe(false)
  })

  it('lets the API take what it takes', async () => {
    handlers.set('/api/revalidate', (response) => {
      response.writeHead(401, { 'Content-Type': 'application/json' })
      response.end('{}')
    })
    expect((await fetch(`${baseUrl()}/api/revalidate`, { method: 'POST' })).status).toBe(401)
  })

  it('passes anything but HTML straight through with the base policy', async () => {
    handlers.set('/data', (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.write('{"a":')
      response.end('1}')
    })
    const response = await fetch(`${baseUrl()}/data`)
    expect(response.headers.get('content-security-policy')).toBe('base')
    expect(await response.json()).toEqual({ a: 1 })
  })

  /** A server whose one page has the ETag `version()`, counting the policies it makes. */
  async function countingPolicies(store: DocumentStore | undefined, version: () => string) {
    const made = { times: 0 }
    const local = createServer((request, response) => {
      applyContentSecurityPolicy(
        request,
        response,
        (html) => (made.times++, policyFor(html)),
        store,
      )
      response.writeHead(200, { 'Content-Type': 'text/html', ETag: version() })
      response.end(page)
    })
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}/`
    const close = () => new Promise((resolve) => local.close(resolve))
    return { made, url, close }
  }

  it('keeps the policy of an unchanged page with its version, and sends it without holding back', async () => {
    const { made, url, close } = await countingPolicies(new DocumentStore(), () => '"v1"')
    const first = await fetch(url)
    const second = await fetch(url)
    expect(second.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    )
    expect(await second.text()).toBe(page)
    expect(made.times).toBe(1)
    await close()
  })

  it('makes a new version of a page its own policy', async () => {
    let version = '"v1"'
    const { made, url, close } = await countingPolicies(new DocumentStore(), () => version)
    await fetch(url)
    version = '"v2"'
    await fetch(url)
    expect(made.times).toBe(2)
    await close()
  })

  it('makes the policy of an answer for one (an editor’s draft) every time', async () => {
    const { made, url, close } = await countingPolicies(undefined, () => '"draft"')
    await fetch(url)
    await fetch(url)
    expect(made.times).toBe(2)
    await close()
  })
})

describe('methods the site does not answer', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'PURGE'])(
    '%s gets 405 with the allowed methods',
    async (method) => {
      const { request } = await import('node:http')
      const status = await new Promise<{ code?: number; allow?: string }>((resolve, reject) => {
        const outgoing = request(`${baseUrl()}/anything`, { method }, (response) => {
          response.resume()
          resolve({ code: response.statusCode, allow: response.headers.allow })
        })
        outgoing.on('error', reject)
        outgoing.end()
      })
      expect(status.code).toBe(405)
      expect(status.allow).toContain('GET')
    },
  )
})
