import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { firstLoadOf, onDemandLibrariesIn, pageScriptsOf } from '../../../scripts/bundle/first-load'

describe('first-load JavaScript, read from the build', () => {
  it('lists the scripts a page loads, telling the nomodule polyfills apart', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script type="application/ld+json">{}</script>' +
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>'
    expect(pageScriptsOf(html)).toEqual([
      { src: '/_next/static/chunks/a.js', noModule: false },
      { src: '/_next/static/chunks/legacy.js', noModule: true },
    ])
  })

  it('recognises the on-demand libraries by their own code', () => {
    expect(onDemandLibrariesIn('new WebGLRenderer({})')).toEqual(['three.js'])
    expect(onDemandLibrariesIn('window.bodymovin=x; /* GreenSock */')).toEqual([
      'lottie-web',
      'GSAP',
    ])
    expect(onDemandLibrariesIn('createRoot(document)')).toEqual([])
  })

  let build = ''
  afterAll(async () => {
    if (build) await rm(build, { recursive: true, force: true })
  })

  it('sums what modern browsers run and names a library that slipped in', async () => {
    build = await mkdtemp(path.join(tmpdir(), 'alts-first-load-'))
    await mkdir(path.join(build, 'server', 'app'), { recursive: true })
    await mkdir(path.join(build, 'static', 'chunks'), { recursive: true })
    await writeFile(path.join(build, 'static', 'chunks', 'app.js'), 'hydrate()'.repeat(100))
    await writeFile(path.join(build, 'static', 'chunks', 'three.js'), 'WebGLRenderer')
    await writeFile(path.join(build, 'static', 'chunks', 'old.js'), 'polyfill()')
    await writeFile(
      path.join(build, 'server', 'app', 'products.html'),
      // As Next.js writes them: with the release's id (the deployment id) as their query.
      '<script src="/_next/static/chunks/app.js?dpl=8js2jfwtx0p59ntz"></script>' +
        '<script src="/_next/static/chunks/three.js?dpl=8js2jfwtx0p59ntz"></script>' +
        '<script src="/_next/static/chunks/old.js" noModule=""></script>',
    )
    const load = await firstLoadOf(build, '/products')
    expect(load.scripts).toHaveLength(3)
    const [app, three] = load.scripts
    expect(load.scripts.map((script) => script.src)).toEqual([
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/three.js',
      '/_next/static/chunks/old.js',
    ])
    expect(load.gzipBytes).toBe(app!.gzipBytes + three!.gzipBytes)
    expect(load.rawBytes).toBe('hydrate()'.length * 100 + 'WebGLRenderer'.length)
    expect(load.onDemandLibraries).toEqual(['three.js'])
  })
})
