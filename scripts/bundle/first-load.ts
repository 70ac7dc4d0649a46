import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { prerenderedHtmlFileOf, STATIC_FOLDER } from '../../src/adapters/next/build-output.ts'

/** Libraries that load only when needed, each known by a string only its own code contains. */
export const ON_DEMAND_LIBRARIES = {
  'three.js': 'WebGLRenderer',
  'lottie-web': 'bodymovin',
  GSAP: 'GreenSock',
  'GSAP ScrollTrigger': 'refreshInit',
  // Loaded once the visitor agrees to analytics and the page is idle (MeasureWebVitals).
  'web-vitals': 'largest-contentful-paint',
} as const

export type OnDemandLibrary = keyof typeof ON_DEMAND_LIBRARIES

export interface Script {
  /** The script's path on the site, e.g. /_next/static/chunks/abc.js (without a query). */
  src: string
  gzipBytes: number
  rawBytes: number
  /** Only browsers without ES modules run it (the legacy polyfills). */
  noModule: boolean
  onDemandLibraries: OnDemandLibrary[]
}

export interface FirstLoad {
  route: string
  scripts: Script[]
  gzipBytes: number
  rawBytes: number
  onDemandLibraries: OnDemandLibrary[]
}

/** The scripts an HTML page loads (its `<script src>` tags), with their noModule flag. */
export function pageScriptsOf(html: string): { src: string; noModule: boolean }[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = '']) => ({
      src: /\bsrc="([^"]+)"/.exec(attributes)?.[1],
      noModule: /\bnomodule\b/i.test(attributes),
    }))
    .filter((tag): tag is { src: string; noModule: boolean } => Boolean(tag.src))
}

export function onDemandLibrariesIn(code: string): OnDemandLibrary[] {
  return (Object.keys(ON_DEMAND_LIBRARIES) as OnDemandLibrary[]).filter((library) =>
    code.includes(ON_DEMAND_LIBRARIES[library]),
  )
}

/** A script's path without `?dpl=` (src/container/deployment-id.ts): its name is its version. */
const pathOf = (src: string) => new URL(src, 'http://site').pathname

export const staticFileOf = (distDir: string, src: string) =>
  path.join(distDir, pathOf(src).replace('/_next/static/', `${STATIC_FOLDER}/`))

export async function firstLoadOf(distDir: string, route: string): Promise<FirstLoad> {
  const html = await readFile(prerenderedHtmlFileOf(distDir, route), 'utf8')
  const scripts: Script[] = []
  for (const tag of pageScriptsOf(html)) {
    if (!tag.src.startsWith('/_next/static/'))
      throw new Error(`${route} loads a foreign script ${tag.src}`)
    const { src, noModule } = { ...tag, src: pathOf(tag.src) }
    const code = await readFile(staticFileOf(distDir, src))
    scripts.push({
      src,
      noModule,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      rawBytes: code.length,
      onDemandLibraries: onDemandLibrariesIn(code.toString('utf8')),
    })
  }
  const modern = scripts.filter((script) => !script.noModule)
  return {
    route,
    scripts,
    gzipBytes: modern.reduce((sum, script) => sum + script.gzipBytes, 0),
    rawBytes: modern.reduce((sum, script) => sum + script.rawBytes, 0),
    onDemandLibraries: [...new Set(modern.flatMap((script) => script.onDemandLibraries))],
  }
}
