import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { SCRIPTS_LOADER, scriptsAfterContent } from '@/server/scripts-after-content'

/*
 * The front asks for a page's scripts after its content and after the first screen's image. What
 * it moves and drops is of the shapes Next.js writes (tests/framework/probe-app.test.ts checks
 * those against a page it built).
 */

const source = (name: string) => `/_next/static/chunks/${name}.js?dpl=r1`
const chunk = (name: string) => `<script src="${source(name)}" async=""></script>`
const preload = (name: string) =>
  `<link rel="preload" as="script" fetchPriority="low" href="${source(name)}"/>`
const payload = '<script>self.__next_f.push([1,"page"])</script>'
const polyfills = '<script src="/_next/static/chunks/polyfills.js?dpl=r1" noModule=""></script>'
const loaderFor = (names: string[]) =>
  `<script data-scripts="${names.map(source).join(' ')}">${SCRIPTS_LOADER}</script>`

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

  it('are asked for by one loader at the end of the body, each once, in the framework’s order', () => {
    const end = `${payload}${loaderFor(['webpack', 'main', 'page'])}</body></html>`
    expect(moved.endsWith(end), moved).toBe(true)
    expect(moved).not.toContain('async=""')
  })

  it('leave the head with no script to fetch but the one old browsers alone run', () => {
    const head = moved.slice(0, moved.indexOf('</head>'))
    expect(head).not.toContain('as="script"')
    expect(head).toContain(polyfills)
  })

  it('keep everything else as it was, in order: the font’s preload, the title, the payload', () => {
    const without = (html: string) =>
      html
        .replaceAll(preload('page'), '')
        .replace(/<script src="[^"]+" async=""><\/script>/g, '')
        .replace(/<script data-scripts="[^"]+">[\s\S]*?<\/script>/, '')
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

/**
 * The loader run in a document: what it has asked for, and the one timer it may have set, to run
 * by hand (the test waits for no clock).
 */
function loaded(body: string) {
  let timer: (() => void) | undefined
  const dom = new JSDOM(
    `<!DOCTYPE html><html><body>${body}${loaderFor(['main', 'page'])}</body></html>`,
    {
      runScripts: 'dangerously',
      beforeParse(window) {
        window.setTimeout = ((callback: () => void) => {
          timer = callback
          return 0
        }) as typeof window.setTimeout
      },
    },
  )
  const { document } = dom.window
  return {
    asked: () =>
      [...document.querySelectorAll('script[src]')].map((script) => ({
        src: script.getAttribute('src'),
        async: (script as HTMLScriptElement).async,
      })),
    arrive: (index: number, outcome: 'load' | 'error' = 'load') =>
      document.querySelectorAll('img')[index]!.dispatchEvent(new dom.window.Event(outcome)),
    waitedLongest: () => timer?.(),
  }
}

const hero = '<img src="/_next/image?url=%2Fhero.webp&amp;w=640" fetchpriority="high" alt="">'
const both = [
  { src: source('main'), async: true },
  { src: source('page'), async: true },
]

describe('the loader of a page’s scripts', () => {
  it('asks for them at once, async and in order, when the page fetches no image first', () => {
    const page = loaded('<h1>Privacy</h1><img src="/later.webp" loading="lazy" alt="">')
    expect(page.asked()).toEqual(both)
  })

  it('asks for them once the first screen’s image has arrived, and only once', () => {
    const page = loaded(hero)
    expect(page.asked()).toEqual([])
    page.arrive(0)
    expect(page.asked()).toEqual(both)
    page.arrive(0, 'error')
    page.waitedLongest()
    expect(page.asked()).toEqual(both)
  })

  it('waits for every image fetched first, and takes a failed one as arrived', () => {
    const page = loaded(hero + hero.replace('hero', 'portrait'))
    page.arrive(0)
    expect(page.asked()).toEqual([])
    page.arrive(1, 'error')
    expect(page.asked()).toEqual(both)
  })

  it('asks for them anyway when the image stalls, so the page still hydrates', () => {
    const page = loaded(hero)
    page.waitedLongest()
    expect(page.asked()).toEqual(both)
    page.arrive(0)
    expect(page.asked()).toEqual(both)
  })
})
