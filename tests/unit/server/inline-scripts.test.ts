import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '@/server/inline-scripts'

const sha256 = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`

describe("the hashes of a page's inline scripts", () => {
  it("vouches for the framework's own scripts, byte for byte", () => {
    const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
    const payload = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
    const runtime = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})'
    const html = `<html><head><script id="_R_">${runtime}</script></head><body><script>${bootstrap}</script><script>${payload}</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha256(runtime), sha256(bootstrap), sha256(payload)])
  })

  it('leaves out script files, data blocks and anything the framework did not write', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>alert(document.cookie)</script>',
      '<script type="text/plain">self.__next_f.push([1])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('hashes a script that appears twice once', () => {
    const script = '<script>self.__next_f.push([1,"x"])</script>'
    expect(inlineScriptHashes(script + script)).toHaveLength(1)
  })
})
