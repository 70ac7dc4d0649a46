import { describe, expect, it } from 'vitest'
import { isSiteRoute, SITE_ROUTES } from '@/domain/routes'

describe('site routes', () => {
  it('are the six pages of the site', () => {
    expect([...SITE_ROUTES].sort()).toEqual(
      ['/', '/careers', '/life-at-alts', '/manifesto', '/privacy', '/products'].sort(),
    )
  })

  it('recognise only exact paths', () => {
    expect(isSiteRoute('/careers')).toBe(true)
    for (const path of ['/careers/', '/Careers', '/careers/a', '', 'careers', '/%63areers']) {
      expect(isSiteRoute(path)).toBe(false)
    }
  })
})
