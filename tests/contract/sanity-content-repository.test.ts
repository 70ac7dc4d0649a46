import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import type { Document } from '../../scripts/sanity-emulator/emulator.ts'
import { recordingLogger } from '../support/recording-logger'
import { publish, sanityStandIn } from '../support/sanity-stand-in'
import { contentRepositoryContract } from './content-repository.contract'

/*
 * The Sanity adapter speaking HTTP to a stand-in for the Sanity API that evaluates the GROQ it
 * receives with groq-js over the same fixtures.
 */

const production = await sanityStandIn('prod1', 'production')
const edgeCases = await sanityStandIn('edge1', 'edge-cases')
let editableCount = 0
const server = setupServer(...production.handlers, ...edgeCases.handlers)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

contentRepositoryContract('sanity (@sanity/client over HTTP to a stand-in)', {
  production: () => new GroqContentRepository(production.transport(), recordingLogger()),
  edgeCases: (lines) => new GroqContentRepository(edgeCases.transport(), recordingLogger(lines)),
  async editable() {
    const projectId = `edit${++editableCount}`
    const standIn = await sanityStandIn(projectId, 'production')
    server.use(...standIn.handlers)
    const read = async (id: string) => {
      const document = standIn.emulator.all().find((candidate) => candidate._id === id)
      if (!document) throw new Error(`no document ${id}`)
      return structuredClone(document)
    }
    return {
      repository: new GroqContentRepository(standIn.transport(), recordingLogger()),
      // The stand-in streams mutations to a listener from the moment its request arrives.
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
      read,
      save: (document) => publish(standIn.emulator, projectId, document as Document),
      close: async () => {},
    }
  },
})
