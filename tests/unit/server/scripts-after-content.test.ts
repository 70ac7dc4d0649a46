import { describe, expect, it } from 'vitest'
import { scriptsAfterContent } from '@/server/scripts-after-content'

/*
 * The front asks for a page's scripts after its content. What it moves and drops is of the shapes
 * Next.js writes (tests/framework/probe-app.test.ts checks those against a page it built).
 */

const chunk = (name: string) =>
  `<script src="/_next/static/chunks/${name}.js?dpl=r1" async=""></script>`
const preload = (name: string) =>
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js?dpl=r1"/>`
const payload = '<script>self.__next_f.push([1,"page"])</script>'
const polyfills = '<script src="/_next/static/chunks/polyfills.js?dpl=r1" noModule=""></script>'

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  preload('page'),
  chunk('webpack'),
  chunk('main'),
  '<title>Privacy – Alts</title>',
  polyfills,
  '</head><body><main><h1>Privacy</h1></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  chunk('page'),
  payload,
  '</body></html>',
].join('')

describe('a page’s scripts, asked for after its content', () => {
  const moved = scriptsAfterContent(page)

  it('come at the end of the body, each once, in the order the framework wrote them', () => {
    const end = `${payload}${chunk('webpack')}${chunk('main')}${chunk('page')}</body></html>`
    expect(moved.endsWith(end), moved).toBe(true)
    for (const name of ['webpack', 'main', 'page']) expect(moved.split(chunk(name))).toHaveLength(2)
  })

  it('leave the head with no script to fetch but the one old browsers alone run', () => {
    const head = moved.slice(0, moved.indexOf('</head>'))
    expect(head).not.toContain('async=""')
    expect(head).not.toContain('as="script"')
    expect(head).toContain(polyfills)
  })

  it('keep everything else as it was, in order: the font’s preload, the title, the payload', () => {
    const without = (html: string) =>
      html.replaceAll(preload('page'), '').replace(/<script src="[^"]+" async=""><\/script>/g, '')
    expect(without(moved)).toBe(without(page))
  })

  it('leave a page without a body, or without the framework’s scripts, as it is', () => {
    const fragment = `${chunk('main')}<p>No body here</p>`
    expect(scriptsAfterContent(fragment)).toBe(fragment)
    const plain = '<html><head>' + preload('page') + '</head><body><p>Plain</p></body></html>'
    expect(scriptsAfterContent(plain)).toBe(plain)
  })

  it('move no script that is not the framework’s: one from elsewhere stays where it was', () => {
    const other = '<script src="https://example.com/tag.js" async=""></script>'
    const html = page.replace('<title>', `${other}<title>`)
    expect(scriptsAfterContent(html)).toContain(`${other}<title>`)
  })
})
