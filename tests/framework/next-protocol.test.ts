import { describe, expect, it } from 'vitest'
import { PATH_TAG_PREFIX } from '@/adapters/next/cache-internals'
import { BUILD_FILES, STATIC_FOLDER } from '@/server/next-build'
import { DRAFT_MODE_COOKIE, ROUTER_HEADERS } from '@/server/next-protocol'
import { nextModule } from './support/next-module'

/*
 * The names the site uses for Next.js's internals, against the installed Next.js's own
 * constants. A failure names the internal that changed: update the named module (src/server/
 * next-protocol.ts, src/server/next-build.ts, src/adapters/next/cache-internals.ts) and read
 * docs/upgrading.md.
 */

const headers = nextModule<Record<string, string | string[]>>(
  'client/components/app-router-headers.js',
)

describe('Next.js’s router headers (src/server/next-protocol.ts ROUTER_HEADERS)', () => {
  it.each([
    'RSC_HEADER',
    'NEXT_ROUTER_STATE_TREE_HEADER',
    'NEXT_ROUTER_PREFETCH_HEADER',
    'NEXT_ROUTER_SEGMENT_PREFETCH_HEADER',
    'NEXT_URL',
    'ACTION_HEADER',
  ])('%s is one of them', (name) => {
    expect(headers[name], `Next.js no longer exports ${name}`).toBeTypeOf('string')
    expect(ROUTER_HEADERS, `${name} is now "${String(headers[name])}"`).toContain(headers[name])
  })

  it('include every header by which the router asks for data, but the development one', () => {
    const flight = (headers.FLIGHT_HEADERS as string[]).filter(
      (name) => name !== headers.NEXT_HMR_REFRESH_HEADER,
    )
    for (const name of flight)
      expect(ROUTER_HEADERS, `FLIGHT_HEADERS has a new header, ${name}`).toContain(name)
  })
})

describe('Next.js’s draft-mode cookie (src/server/next-protocol.ts DRAFT_MODE_COOKIE)', () => {
  it('has the name the front recognises', () => {
    const { COOKIE_NAME_PRERENDER_BYPASS } = nextModule<{ COOKIE_NAME_PRERENDER_BYPASS: string }>(
      'server/api-utils/index.js',
    )
    expect(DRAFT_MODE_COOKIE, 'COOKIE_NAME_PRERENDER_BYPASS changed').toBe(
      COOKIE_NAME_PRERENDER_BYPASS,
    )
  })
})

describe('Next.js’s implicit path tags (src/adapters/next/cache-internals.ts PATH_TAG_PREFIX)', () => {
  it('begin as the shared cache expects', () => {
    const { NEXT_CACHE_IMPLICIT_TAG_ID } = nextModule<{ NEXT_CACHE_IMPLICIT_TAG_ID: string }>(
      'lib/constants.js',
    )
    expect(PATH_TAG_PREFIX, 'NEXT_CACHE_IMPLICIT_TAG_ID changed').toBe(NEXT_CACHE_IMPLICIT_TAG_ID)
  })
})

describe('the build folder’s files (src/server/next-build.ts BUILD_FILES)', () => {
  const constants = nextModule<Record<string, string>>('shared/lib/constants.js')

  it.each([
    ['buildId', 'BUILD_ID_FILE', ''],
    ['serverFiles', 'SERVER_FILES_MANIFEST', '.json'],
    ['prerenderManifest', 'PRERENDER_MANIFEST', ''],
  ] as const)('%s is Next.js’s %s', (file, constant, extension) => {
    expect(BUILD_FILES[file], `${constant} changed`).toBe(`${constants[constant]}${extension}`)
  })

  it('keeps the build’s own files where the front serves them from', () => {
    expect(STATIC_FOLDER, 'CLIENT_STATIC_FILES_PATH changed').toBe(
      constants.CLIENT_STATIC_FILES_PATH,
    )
  })
})
