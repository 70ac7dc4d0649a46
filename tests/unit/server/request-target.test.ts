import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { originForm, refuseBadTarget } from '@/server/request-target'

describe('the request target', () => {
  it('keeps a path as it is, however odd', () => {
    for (const path of ['/', '/careers?x=1', '//evil.example', '/%zz', '/\\evil.example'])
      expect(originForm(path)).toBe(path)
  })

  it('turns a full URL into its path, dropping the host it names', () => {
    expect(originForm('http://evil.example/')).toBe('/')
    expect(originForm('http://evil.example')).toBe('/')
    expect(originForm('https://evil.example//careers/?a=1')).toBe('//careers/?a=1')
    expect(originForm('HTTP://EVIL.EXAMPLE:8080?a=1')).toBe('/?a=1')
    expect(originForm('http://user@evil.example/careers')).toBe('/careers')
  })

  it('has no path for anything else', () => {
    for (const target of ['*', '', 'evil.example', '?a=1', 'ftp://evil.example/', 'javascript:x'])
      expect(originForm(target)).toBeUndefined()
    expect(originForm(undefined)).toBeUndefined()
  })
})

function exchange(method: string, url: string) {
  const request = { method, url } as IncomingMessage
  const response = { writeHead: vi.fn(), end: vi.fn() }
  const answered = refuseBadTarget(request, response as unknown as ServerResponse)
  return { answered, request, response }
}

describe('refusing bad request targets', () => {
  it('passes a path on, and a full URL on as its path', () => {
    expect(exchange('GET', '/careers')).toMatchObject({
      answered: false,
      request: { url: '/careers' },
    })
    const absolute = exchange('GET', 'http://evil.example/careers')
    expect(absolute).toMatchObject({ answered: false, request: { url: '/careers' } })
    expect(absolute.response.writeHead).not.toHaveBeenCalled()
  })

  it('answers 400 for a target that is not a path, except OPTIONS *', () => {
    const star = exchange('GET', '*')
    expect(star.answered).toBe(true)
    expect(star.response.writeHead).toHaveBeenCalledWith(400, expect.any(Object))
    expect(exchange('OPTIONS', '*')).toMatchObject({ answered: false, request: { url: '*' } })
  })
})
