import { describe, expect, it } from 'vitest'
import { isAllowedHref, isEmbeddableUrl, leavesSite } from '@/domain/content/link'

describe('where a link may point', () => {
  it('allows site routes, hashes, mail, phone and https', () => {
    for (const href of [
      '/',
      '/careers',
      '/careers#open-roles',
      '#open-roles',
      'mailto:hello@alts.example?subject=Hi',
      'tel:+31101234567',
      'https://github.com/alts-studio',
    ]) {
      expect(isAllowedHref(href), href).toBe(true)
    }
  })

  it('refuses scripts, plain http, other paths and protocol-relative addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'http://example.com',
      '/blog',
      '/careers/',
      '//evil.example',
      '/careers#two words',
      '',
    ]) {
      expect(isAllowedHref(href), href).toBe(false)
    }
  })
})

describe('what a frame may show', () => {
  it('allows https addresses and paths on the site, nothing else', () => {
    expect(isEmbeddableUrl('https://forms.example/enquiry')).toBe(true)
    expect(isEmbeddableUrl('/forms/project-enquiry.html')).toBe(true)
    expect(isEmbeddableUrl('//forms.example')).toBe(false)
    expect(isEmbeddableUrl('http://forms.example')).toBe(false)
    expect(isEmbeddableUrl('javascript:alert(1)')).toBe(false)
  })
})

describe('which links leave the site', () => {
  it('is those to another host, not mail, phone, hashes or site routes', () => {
    expect(['https://github.com/alts-studio', '//cdn.example'].map(leavesSite)).toEqual([
      true,
      true,
    ])
    expect(
      ['mailto:hello@alts.example', 'tel:+31101234567', '#x', '/careers'].map(leavesSite),
    ).toEqual([false, false, false, false])
  })
})
