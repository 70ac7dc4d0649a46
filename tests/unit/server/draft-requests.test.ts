import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  DRAFT_CACHE_CONTROL,
  isDraftRequest,
  keepPrivate,
  perspectiveCookieProblem,
} from '@/server/draft-requests'
import { DRAFT_MODE_COOKIE } from '@/server/next-protocol'

const ID = '0123456789abcdef0123456789abcdef'

describe('requests from editors in draft mode', () => {
  it('carry the build’s own draft-mode cookie; any other value counts for nothing', () => {
    expect(isDraftRequest('/careers', `a=1; ${DRAFT_MODE_COOKIE}=${ID}; b=2`, ID)).toBe(true)
    expect(isDraftRequest('/careers', `${DRAFT_MODE_COOKIE}=forged`, ID)).toBe(false)
    expect(isDraftRequest('/careers', `${DRAFT_MODE_COOKIE}=${ID}`, undefined)).toBe(false)
    expect(isDraftRequest('/careers', undefined, ID)).toBe(false)
  })

  it('include those that turn draft mode on or off, which the Studio makes in its frame', () => {
    expect(isDraftRequest('/api/draft-mode/enable?sanity-preview-secret=x', undefined, ID)).toBe(
      true,
    )
    expect(isDraftRequest('/api/draft-mode/disable', undefined, ID)).toBe(true)
    expect(isDraftRequest('/api/draft-mode/enabled-by-someone', undefined, ID)).toBe(false)
  })

  it('get answers that no cache keeps, whatever the framework says', async () => {
    const server = createServer((_request, response: ServerResponse) => {
      keepPrivate(response)
      response.setHeader('Cache-Control', 's-maxage=600, stale-while-revalidate=31535400')
      response.writeHead(200, { 'cache-control': 'public, max-age=60' })
      response.end('draft')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const answer = await fetch(`http://127.0.0.1:${port}/`)
      expect(answer.headers.get('cache-control')).toBe(DRAFT_CACHE_CONTROL)
      expect(await answer.text()).toBe('draft')
    } finally {
      server.close()
    }
  })

  it('with a preview perspective cookie that names no perspective, get a reason to refuse them', () => {
    expect(perspectiveCookieProblem('/', undefined)).toBeUndefined()
    expect(perspectiveCookieProblem('/', 'a=b')).toBeUndefined()
    expect(
      perspectiveCookieProblem('/', 'sanity-preview-perspective=rSpring%2Cdrafts'),
    ).toBeUndefined()
    expect(perspectiveCookieProblem('/', 'x=1; sanity-preview-perspective=raw')).toContain(
      'Unknown preview perspective "raw"',
    )
    // The routes that set the cookie again, or leave draft mode, stay open whatever it holds.
    expect(
      perspectiveCookieProblem('/api/draft-mode/disable', 'sanity-preview-perspective=raw'),
    ).toBeUndefined()
  })
})
