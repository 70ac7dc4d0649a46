import { describe, expect, it } from 'vitest'
import { PATH_TAG_PREFIX } from '@/adapters/next/cache-internals'
import { STATIC_FOLDER } from '@/adapters/next/build-output'
import { DRAFT_MODE_COOKIE } from '@/adapters/next/next-protocol'
import { nextModule } from './support/next-module'

/*
 * The names the site uses for Next.js's internals, against the installed Next.js's own
 * constants. A failure names the internal that changed: update the named module in
 * src/adapters/next and read docs/upgrading.md.
 */

describe('Next.js’s draft-mode cookie (src/adapters/next/next-protocol.ts DRAFT_MODE_COOKIE)', () => {
  it('has the name the headers for editors look for', () => {
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

describe('the build folder’s files (src/adapters/next/build-output.ts STATIC_FOLDER)', () => {
  const constants = nextModule<Record<string, string>>('shared/lib/constants.js')

  it('keeps the build’s own files where the scripts read them', () => {
    expect(STATIC_FOLDER, 'CLIENT_STATIC_FILES_PATH changed').toBe(
      constants.CLIENT_STATIC_FILES_PATH,
    )
  })
})
