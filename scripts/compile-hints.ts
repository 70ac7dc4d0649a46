/** After `next build`: V8's compile hint on the large first-load scripts. Argument: build folder. */
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
