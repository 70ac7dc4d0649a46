import { readFileSync } from 'node:fs'
import path from 'node:path'

/** When the build folder holds no usable build id. */
export const UNKNOWN_RELEASE = 'unknown'

/** A development server compiles on demand: it serves no build. */
export const DEVELOPMENT_RELEASE = 'development'

const RELEASE = /^[\w.-]{1,64}$/

let release: string | undefined

/**
 * The release this server runs: the build id of the build it serves (`BUILD_ID` in the build
 * folder, written before any page is prerendered), which next.config.ts makes the build's
 * deployment id (./deployment-id.ts): the name Next.js's router tells releases apart by, too.
 * Pages are rendered with it, so a page names the release it was built with; the server names
 * its own beside it in the log. Read once per process: a server serves one build.
 */
export function currentRelease(distDir = process.env.NEXT_DIST_DIR || '.next'): string {
  release ??= process.env.NODE_ENV === 'development' ? DEVELOPMENT_RELEASE : readRelease(distDir)
  return release
}

function readRelease(distDir: string): string {
  try {
    const id = readFileSync(path.resolve(distDir, 'BUILD_ID'), 'utf8').trim()
    return RELEASE.test(id) ? id : UNKNOWN_RELEASE
  } catch {
    return UNKNOWN_RELEASE
  }
}
