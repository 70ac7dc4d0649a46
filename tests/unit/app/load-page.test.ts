import { beforeEach, describe, expect, it, vi } from 'vitest'

/** Next.js's draft mode, outside a request: off unless a test turns it on. */
const draftMode = vi.hoisted(() => ({ isEnabled: false }))
vi.mock('next/headers', () => ({ draftMode: async () => draftMode }))

/** Next.js marks the error that notFound() throws with this digest; it renders the 404 page. */
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404'

describe('loading a page for a route', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.stubEnv('CONTENT_SOURCE', 'fixtures')
    vi.stubEnv('LOG_LEVEL', 'silent')
    draftMode.isEnabled = false
  })

  it('renders the 404 page when the content fails validation', async () => {
    vi.stubEnv('SANITY_DATASET', 'edge-cases')
    const { loadPage } = await import('@/app/content')
    await expect(loadPage('/careers')).rejects.toMatchObject({ digest: NOT_FOUND_DIGEST })
  })

  it('renders the 404 page when there is no content for the route', async () => {
    vi.stubEnv('SANITY_DATASET', 'edge-cases')
    const { loadPage } = await import('@/app/content')
    await expect(loadPage('/life-at-alts')).rejects.toMatchObject({ digest: NOT_FOUND_DIGEST })
  })

  it('lets other errors through to the error page', async () => {
    vi.stubEnv('SANITY_DATASET', 'no-such-dataset')
    const { loadPage } = await import('@/app/content')
    await expect(loadPage('/')).rejects.toThrow(/ENOENT/)
  })

  it('answers a valid page from the configured dataset', async () => {
    vi.stubEnv('SANITY_DATASET', 'production')
    const { loadPage } = await import('@/app/content')
    await expect(loadPage('/manifesto')).resolves.toMatchObject({ route: '/manifesto' })
  })

  it('reads the drafts for an editor in draft mode, and only then', async () => {
    // The edge cases hold /products as a draft only: no page for visitors, one for editors.
    vi.stubEnv('SANITY_DATASET', 'edge-cases')
    const published = await import('@/app/content')
    await expect(published.findPage('/products')).resolves.toBeNull()

    vi.resetModules()
    draftMode.isEnabled = true
    const drafts = await import('@/app/content')
    await expect(drafts.findPage('/products')).resolves.toMatchObject({ route: '/products' })
  })
})
