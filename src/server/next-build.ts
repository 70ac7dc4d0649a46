import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/*
 * Everything the site reads of a Next.js build folder (NEXT_DIST_DIR or .next, in the repository
 * or in the self-contained server `npm run build` assembles), in one place: its id, the
 * configuration it was built with, the draft-mode secret and the prerendered routes of its
 * prerender manifest, where a route's prerendered HTML lies, and the folders the framework
 * writes to while it serves. None of these files or fields is a public API of Next.js:
 * tests/framework/next-build.test.ts builds a small app with the installed Next.js and checks
 * each of them, naming the one that changed. The front, the build's scripts and the benchmark
 * all read the build through this module.
 */

/** The files of a build folder the site reads, by what they hold. */
export const BUILD_FILES = {
  /** The build's id, one line. */
  buildId: 'BUILD_ID',
  /** `{ config }`: the configuration the build resolved. */
  serverFiles: 'required-server-files.json',
  /** `{ routes: { [route]: … }, preview: { previewModeId } }`. */
  prerenderManifest: 'prerender-manifest.json',
} as const

/** Where the build's own files (scripts, style sheets, fonts) lie, served under /_next/static. */
export const STATIC_FOLDER = 'static'

/**
 * The build's id (Next.js's BUILD_ID), which names the release in the health check: the build's
 * deployment id (next.config.ts), the same for every build of the same source.
 */
export function buildIdOf(distDir: string): string {
  return readFileSync(path.join(distDir, BUILD_FILES.buildId), 'utf8').trim()
}

/** Next.js's private hand-over of a build's resolved configuration (see applyBuildConfig). */
export const STANDALONE_CONFIG = '__NEXT_PRIVATE_STANDALONE_CONFIG'

/**
 * Makes the framework use the configuration the build resolved, rather than load next.config.ts.
 *
 * Why: the self-contained server has no next.config.ts, and loading one at run time would take
 * the TypeScript compiler and all of `next` (the config imports src/container, too). The build
 * writes its resolved configuration to required-server-files.json, and Next.js's own standalone
 * server.js hands that to the framework through the environment variable above, which the config
 * loader reads before it looks for a file. A custom server cannot pass it otherwise: `next({
 * conf })` does not reach the router server that `getRequestHandler()` runs. So the front does
 * what the generated server.js does; tests/framework checks that the variable is still read, and
 * tests/e2e/artifact.spec.ts that the build's settings are in force in the assembled server. In
 * the repository it serves the same purpose: `npm run serve` runs with exactly the settings that
 * were built.
 */
export function applyBuildConfig(
  distDir: string,
  env: Record<string, string | undefined> = process.env,
): void {
  env[STANDALONE_CONFIG] = JSON.stringify(buildConfigOf(distDir))
}

/** The configuration the build resolved; throws a message a person can act on. */
export function buildConfigOf(distDir: string): object {
  const file = path.join(distDir, BUILD_FILES.serverFiles)
  let config: unknown
  try {
    config = (JSON.parse(readFileSync(file, 'utf8')) as { config?: unknown }).config
  } catch (error) {
    throw new Error(`There is no build to serve in ${distDir}: run \`npm run build\` first.`, {
      cause: error,
    })
  }
  if (typeof config !== 'object' || config === null)
    throw new Error(`${file} holds no configuration: run \`npm run build\` again.`)
  return config
}

interface PrerenderManifest {
  routes?: Record<string, unknown>
  preview?: { previewModeId?: unknown }
}

function prerenderManifestOf(distDir: string): PrerenderManifest {
  return JSON.parse(
    readFileSync(path.join(distDir, BUILD_FILES.prerenderManifest), 'utf8'),
  ) as PrerenderManifest
}

/** The build's preview mode id, which a draft-mode cookie carries; undefined without a build. */
export function previewModeIdOf(distDir: string): string | undefined {
  try {
    const id = prerenderManifestOf(distDir).preview?.previewModeId
    return typeof id === 'string' && id !== '' ? id : undefined
  } catch {
    return undefined
  }
}

/** The routes the build prerendered. */
export function prerenderedRoutesOf(distDir: string): string[] {
  return Object.keys(prerenderManifestOf(distDir).routes ?? {})
}

/** The prerendered HTML file of a route. */
export function prerenderedHtmlFileOf(distDir: string, route: string): string {
  return path.join(distDir, 'server', 'app', route === '/' ? 'index.html' : `${route}.html`)
}

/**
 * Where the framework writes as it serves: regenerated pages and sharing images replace the
 * prerendered ones in server/app (Next.js's file-system cache writes beside the build's own
 * files), and image renditions and fetched data go to cache/.
 */
export const WRITTEN_FOLDERS = ['server/app', 'cache'] as const

/**
 * The folders of WRITTEN_FOLDERS the process cannot write to (made if missing). Checked by
 * writing a file, which is what fails on a read-only mount or a folder of another user.
 */
export function unwritableFolders(distDir: string): string[] {
  return WRITTEN_FOLDERS.map((folder) => path.join(distDir, folder)).filter((folder) => {
    const probe = path.join(folder, `.write-check-${process.pid}`)
    try {
      mkdirSync(folder, { recursive: true })
      writeFileSync(probe, '')
      rmSync(probe)
      return false
    } catch {
      return true
    }
  })
}
