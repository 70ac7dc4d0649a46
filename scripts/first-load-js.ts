/** After `next build`: compile hints on the large first-load scripts, then each route's sizes. */
import { SITE_ROUTES } from '../src/domain/routes.ts'
import { hintEagerCompile, needsCompileHint } from './bundle/compile-hints.ts'
import { firstLoadOf } from './bundle/first-load.ts'

const distDir = process.argv[2] ?? (process.env.NEXT_DIST_DIR || '.next')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const loadsOf = () => Promise.all(SITE_ROUTES.map((route) => firstLoadOf(distDir, route)))

const sources = new Set(
  (await loadsOf()).flatMap((load) => load.scripts.filter(needsCompileHint)).map(({ src }) => src),
)
const changed = await hintEagerCompile(distDir, sources)
console.log(
  `Compile hints: ${sources.size} first-load scripts compile off the main thread (${changed} newly hinted).`,
)

const loads = await loadsOf() // once hinted: the hint is part of what a browser downloads
console.log('First-load JavaScript (gzipped, modern browsers):')
for (const load of loads) console.log(`  ${load.route.padEnd(14)} ${kb(load.gzipBytes)}`)
const legacy = loads[0]?.scripts.filter((script) => script.noModule) ?? []
if (legacy.length > 0) {
  const bytes = legacy.reduce((sum, script) => sum + script.gzipBytes, 0)
  console.log(`  (plus ${kb(bytes)} of nomodule polyfills, which modern browsers skip)`)
}

const offenders = loads.filter((load) => load.onDemandLibraries.length > 0)
if (offenders.length > 0) {
  for (const { route, onDemandLibraries } of offenders)
    console.error(
      `${route} loads ${onDemandLibraries.join(', ')} up front; it must load on demand.`,
    )
  process.exit(1)
}
console.log(
  'three.js, lottie-web, GSAP and web-vitals are in no route’s first load: they load on demand.',
)
