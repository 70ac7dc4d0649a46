import { describe, expect, it } from 'vitest'
import { isSiteRoute, SITE_ROUTES } from '@/domain/routes'

describe('site routes', () => {
  it('hold the pages the site is known by, each once, as plain lowercase paths', () => {
    expect(SITE_ROUTES).toEqual(
      expect.arrayContaining([
        '/',
        '/products',
        '/life-at-alts',
        '/careers',
        '/manifesto',
        '/privacy',
      ]),
    )
    expect(new Set(SITE_ROUTES).size).toBe(SITE_ROUTES.length)
    for (const route of SITE_ROUTES) expect(route).toMatch(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/)
  })

  it('recognise only exact paths', () => {
    expect(isSiteRoute('/careers')).toBe(true)
    for (const path of ['/careers/', '/Careers', '/careers/a', '', 'careers', '/%63areers']) {
      expect(isSiteRoute(path)).toBe(false)
    }
  })
})
