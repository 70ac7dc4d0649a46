import { describe, expect, it } from 'vitest'
import { invalidatedRoutesOf, invalidatedRoutesValue } from '@/domain/invalidated-routes'

describe('the signal of invalidated routes', () => {
  it('names the routes and reads back the same', () => {
    const value = invalidatedRoutesValue(['/', '/careers'])
    expect(invalidatedRoutesOf(value)).toEqual(['/', '/careers'])
  })

  it('reads nothing but routes of the site, each once', () => {
    expect(invalidatedRoutesOf(' /careers, /etc/passwd,,/careers,*')).toEqual(['/careers'])
    expect(invalidatedRoutesOf('')).toEqual([])
  })
})
