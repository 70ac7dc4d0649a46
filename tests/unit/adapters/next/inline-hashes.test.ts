import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineHashesOf } from '@/adapters/next/inline-hashes'

const sha256 = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`
const scriptsOf = (html: string) => inlineHashesOf(html).scripts
const stylesOf = (html: string) => inlineHashesOf(html).styles

describe("the hashes of a page's inline scripts", () => {
  it("vouches for the framework's own scripts, byte for byte", () => {
    const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
    const payload = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
    const runtime = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})'
    const html = `<html><head><script id="_R_">${runtime}</script></head><body><script>${bootstrap}</script><script>${payload}</script></body></html>`
    expect(scriptsOf(html)).toEqual([sha256(runtime), sha256(bootstrap), sha256(payload)])
  })

  it('reads a script as the browser does: its text up to the closing tag, untouched', () => {
    const payload = 'self.__next_f.push([1,"<\\/div> &amp; \\u003c"])'
    expect(scriptsOf(`<body><script>${payload}</script></body>`)).toEqual([sha256(payload)])
  })

  it('leaves out script files, data blocks and anything the framework did not write', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>alert(document.cookie)</script>',
      '<script type="text/plain">self.__next_f.push([1])</script>',
    ].join('')
    expect(scriptsOf(html)).toEqual([])
  })

  it('hashes a script that appears twice once', () => {
    const script = '<script>self.__next_f.push([1,"x"])</script>'
    expect(scriptsOf(script + script)).toHaveLength(1)
  })
})

describe("the hashes of a page's inlined stylesheets", () => {
  it("vouches for the build's stylesheets the framework inlined, byte for byte", () => {
    const css = '.a{color:red}\n.b{margin:0}'
    const html = `<head><style data-precedence="next" data-href="/_next/static/chunks/a1.css?dpl=x /_next/static/chunks/b2.css?dpl=x">${css}</style></head>`
    expect(stylesOf(html)).toEqual([sha256(css)])
  })

  it('leaves out style elements the framework did not write', () => {
    const html = [
      '<style>body{background:url(https://elsewhere.example/x)}</style>',
      '<style data-href="https://elsewhere.example/a.css">p{}</style>',
      '<style data-href="/_next/static/chunks/a.css onerror">p{}</style>',
      '<style data-href="/_next/static/../../a.css">p{}</style>',
    ].join('')
    expect(stylesOf(html)).toEqual([])
  })

  it('gives a page without either no hashes', () => {
    expect(inlineHashesOf('<p>plain</p>')).toEqual({ scripts: [], styles: [] })
  })
})
