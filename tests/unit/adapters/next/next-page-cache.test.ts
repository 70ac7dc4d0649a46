import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SITE_ROUTES } from '@/domain/routes'
import { NextPageCache } from '@/adapters/next/next-page-cache'
import { recordingLogger } from '../../../support/recording-logger'

const revalidated = vi.hoisted((): string[] => [])
vi.mock('next/cache', () => ({ revalidatePath: (path: string) => revalidated.push(path) }))

describe('NextPageCache', () => {
  const cache = new NextPageCache('http://127.0.0.1:1', recordingLogger([]))
  beforeEach(() => void revalidated.splice(0))

  it('invalidates each page with its sharing image, and the sitemap once', () => {
    cache.invalidate(['/', '/careers'])
    expect(revalidated.sort()).toEqual(['/', '/careers', '/og/careers', '/og/home', '/sitemap.xml'])
  })

  it('invalidates all six pages, their six sharing images and the sitemap for every page', () => {
    cache.invalidate(SITE_ROUTES)
    expect(revalidated).toHaveLength(2 * SITE_ROUTES.length + 1)
    expect(new Set(revalidated).size).toBe(revalidated.length)
  })

  it('invalidates nothing, the sitemap included, when no page is out of date', () => {
    cache.invalidate([])
    expect(revalidated).toEqual([])
  })
})
