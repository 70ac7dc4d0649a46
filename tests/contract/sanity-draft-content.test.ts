import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import { GroqDraftContent } from '@/adapters/groq/groq-draft-content'
import type { Document } from '../../scripts/sanity-emulator/emulator.ts'
import { recordingLogger } from '../support/recording-logger'
import { publish, sanityStandIn } from '../support/sanity-stand-in'
import { draftContentContract, STUDIO_URL } from './draft-content.contract'

/*
 * The Sanity adapter in draft mode, over HTTP to the API emulator: the drafts perspective and a
 * token on every request, edit markers encoded by @sanity/client from the Content Source Maps
 * the API answers with, and a listener that hears drafts.
 */

const READ_TOKEN = 'sk'.padEnd(40, 'read-token-')
const edgeCases = await sanityStandIn('drafts-edge', 'edge-cases', { readToken: READ_TOKEN })
let editableCount = 0
const server = setupServer(...edgeCases.handlers)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const drafts = { token: READ_TOKEN, studioUrl: STUDIO_URL }

draftContentContract('sanity (drafts perspective, token and Content Source Maps over HTTP)', {
  edgeCases: () => new GroqContentRepository(edgeCases.draftsTransport(drafts), recordingLogger()),
  async editable() {
    const projectId = `drafts-edit${++editableCount}`
    const standIn = await sanityStandIn(projectId, 'production', { readToken: READ_TOKEN })
    server.use(...standIn.handlers)
    return {
      preview: new GroqDraftContent(
        (perspective) => standIn.draftsTransport({ ...drafts, perspective }),
        recordingLogger(),
      ),
      published: new GroqContentRepository(standIn.transport(), recordingLogger()),
      watching: () =>
        vi.waitFor(
          () =>
            expect(
              standIn.emulator.requests.some((request) =>
                request.url.pathname.includes('/data/listen/'),
              ),
            ).toBe(true),
          { timeout: 20_000, interval: 20 },
        ),
      async read(id) {
        const document = standIn.emulator.all().find((candidate) => candidate._id === id)
        if (!document) throw new Error(`no document ${id}`)
        return structuredClone(document)
      },
      save: (document) => publish(standIn.emulator, projectId, document as Document),
      close: async () => {},
    }
  },
})

describe('the Sanity adapter in draft mode', () => {
  it('reads drafts from the live API, never its CDN, with the token, asking for source maps', async () => {
    const before = edgeCases.emulator.requests.length
    await new GroqContentRepository(edgeCases.draftsTransport(drafts), recordingLogger()).getPage(
      '/products',
    )
    const [query] = edgeCases.emulator.requests.slice(before)
    expect(query!.url.hostname).toBe('drafts-edge.api.sanity.io')
    expect(query!.url.searchParams.get('perspective')).toBe('drafts')
    expect(query!.url.searchParams.get('resultSourceMap')).toBe('withKeyArraySelector')
  })

  it('sees no drafts without the right token, as the hosted API hides them', async () => {
    const wrong = { token: 'sk'.padEnd(40, 'not-the-token-'), studioUrl: STUDIO_URL }
    await expect(
      new GroqContentRepository(edgeCases.draftsTransport(wrong), recordingLogger()).getPage(
        '/products',
      ),
    ).resolves.toBeNull()
  })

  it('reads visitors’ content without a token, through the CDN', async () => {
    const before = edgeCases.emulator.requests.length
    await expect(
      new GroqContentRepository(edgeCases.transport(), recordingLogger()).getPage('/products'),
    ).resolves.toBeNull()
    const [query] = edgeCases.emulator.requests.slice(before)
    expect(query!.url.hostname).toBe('drafts-edge.apicdn.sanity.io')
    expect(query!.url.searchParams.get('perspective')).toBe('published')
  })
})
