/** After `next build`: every site route must be prerendered. Argument: the build folder. */
import { SITE_ROUTES } from '../src/domain/routes.ts'
import { prerenderedRoutesOf } from '../src/adapters/next/build-output.ts'

const prerendered = new Set(
  prerenderedRoutesOf(process.argv[2] ?? (process.env.NEXT_DIST_DIR || '.next')),
)
const missing = SITE_ROUTES.filter((route) => !prerendered.has(route))
if (missing.length > 0) {
  console.error(
    `These routes were not prerendered at build time: ${missing.join(', ')}.\n` +
      'Every site route must be static: check for request-time APIs (cookies, headers, ' +
      'searchParams) or uncached data in the route and its layouts.',
  )
  process.exit(1)
}
console.log(`All ${SITE_ROUTES.length} site routes are prerendered: ${SITE_ROUTES.join(', ')}`)
