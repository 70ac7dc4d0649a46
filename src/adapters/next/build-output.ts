import { readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * Where Next.js puts what the scripts read of a build: the prerendered routes and their HTML, the
 * build's static files. Checked against a build of the installed Next.js by
 * tests/framework/probe-app.test.ts.
 */

/** The build's own files (`/_next/static/…`), under the build folder. */
export const STATIC_FOLDER = 'static'

/** The build's routes that Next.js prerendered (`prerender-manifest.json`). */
export function prerenderedRoutesOf(distDir: string): string[] {
  const file = path.join(distDir, 'prerender-manifest.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes?: Record<string, unknown> }
  return Object.keys(manifest.routes ?? {})
}

/** The HTML Next.js prerendered for a route. */
export function prerenderedHtmlFileOf(distDir: string, route: string): string {
  return path.join(distDir, 'server', 'app', route === '/' ? 'index.html' : `${route}.html`)
}
