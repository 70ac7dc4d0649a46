import { describe, expect, it } from 'vitest'
import { mayKeep } from '@/service-worker/kept-responses'

const answer = (cacheControl?: string) =>
  new Response('page', { headers: cacheControl ? { 'Cache-Control': cacheControl } : {} })

describe('what the service worker keeps', () => {
  it('never an answer no cache may keep: an editor’s draft pages among them', () => {
    expect(mayKeep(answer('private, no-store'))).toBe(false)
    expect(mayKeep(answer('no-store'))).toBe(false)
    expect(mayKeep(answer('private, no-cache, no-store, max-age=0, must-revalidate'))).toBe(false)
  })

  it('visitors’ pages and media, as before', () => {
    expect(mayKeep(answer('s-maxage=600, stale-while-revalidate=31535400'))).toBe(true)
    expect(mayKeep(answer('public, max-age=31536000, immutable'))).toBe(true)
    expect(mayKeep(answer())).toBe(true)
  })
})
