import { describe, expect, it } from 'vitest'
import { scriptlessHtml } from '../../../scripts/bench/twin'

describe('the scriptless twin of a document', () => {
  it('takes out every script, inline ones with their content, and every link that fetches a script', () => {
    const html = [
      '<!DOCTYPE html><html><head>',
      '<meta charset="utf-8"><link rel="stylesheet" href="/a.css" data-precedence="next">',
      '<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin="">',
      '<link rel="preload" as="script" fetchPriority="low" href="/chunks/b.js">',
      "<link rel='modulepreload' href='/chunks/c.js'>",
      '<script src="/chunks/d.js" async=""></script>',
      '</head><body><h1 class="title">Alts</h1>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"<div>\\u003c/script>"])</SCRIPT >',
      '<img src="/a.jpg" alt=""></body></html>',
    ].join('')
    expect(scriptlessHtml(html)).toBe(
      [
        '<!DOCTYPE html><html><head>',
        '<meta charset="utf-8"><link rel="stylesheet" href="/a.css" data-precedence="next">',
        '<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin="">',
        '</head><body><h1 class="title">Alts</h1>',
        '<img src="/a.jpg" alt=""></body></html>',
      ].join(''),
    )
  })

  it('leaves a document without scripts byte for byte', () => {
    const html = '<!DOCTYPE html><html><head><title>x</title></head><body><p>é</p></body></html>'
    expect(scriptlessHtml(html)).toBe(html)
  })
})
