import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/*
 * The build folder the front serves (NEXT_DIST_DIR or .next, in the repository or in the
 * self-contained server that `npm run build` assembles): its id, the configuration it was built
 * with, and the folders the framework writes to while it serves.
 */

/**
 * The build's id (Next.js's BUILD_ID), which names the release in the health check: the build's
 * deployment id (next.config.ts), the same for every build of the same source.
 */
export function buildIdOf(distDir: string): string {
  return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
}

/** Next.js's private hand-over of a build's resolved configuration (see applyBuildConfig). */
const STANDALONE_CONFIG = '__NEXT_PRIVATE_STANDALONE_CONFIG'

/**
 * Makes the framework use the configuration the build resolved, rather than load next.config.ts.
 *
 * Why: the self-contained server has no next.config.ts, and loading one at run time would take
 * the TypeScript compiler and all of `next` (the config imports src/container, too). The build
 * writes its resolved configuration to required-server-files.json, and Next.js's own standalone
 * server.js hands that to the framework through the environment variable above, which the config
 * loader reads before it looks for a file. A custom server cannot pass it otherwise: `next({
 * conf })` does not reach the router server that `getRequestHandler()` runs (Next.js 16.4). So
 * the front does what the generated server.js does. The variable is private to Next.js, hence
 * the exact pin of `next` in package.json, and tests/e2e/artifact.spec.ts checks that the
 * build's settings are in force in the assembled server. In the repository it serves the same
 * purpose: `npm run serve` runs with exactly the settings that were built.
 */
export function applyBuildConfig(
  distDir: string,
  env: Record<string, string | undefined> = process.env,
): void {
  const file = path.join(distDir, 'required-server-files.json')
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
  env[STANDALONE_CONFIG] = JSON.stringify(config)
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
