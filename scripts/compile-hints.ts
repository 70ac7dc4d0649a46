/**
 * Runs after `next build`, before anything reads the built scripts (the first-load report, the
 * service worker's precache list, the artifact): gives the large scripts of the site routes'
 * first loads V8's compile hint, so that a phone compiles them off the main thread as they
 * arrive (which scripts, and why: scripts/bundle/compile-hints.ts).
 *
 * Usage: node scripts/compile-hints.ts [build folder] (default: NEXT_DIST_DIR or .next)
 */
import { SITE_ROUTES } from '../src/domain/routes.ts'
import { hintEagerCompile, needsCompileHint } from './bundle/compile-hints.ts'
import { firstLoadOf } from './bundle/first-load.ts'

const distDir = process.argv[2] ?? (process.env.NEXT_DIST_DIR || '.next')
const loads = await Promise.all(SITE_ROUTES.map((route) => firstLoadOf(distDir, route)))
const sources = new Set(
  loads.flatMap((load) => load.scripts.filter(needsCompileHint)).map(({ src }) => src),
)
const changed = await hintEagerCompile(distDir, sources)
console.log(
  `Compile hints: ${sources.size} first-load scripts compile off the main thread (${changed} newly hinted).`,
)
