import { http } from 'msw'
import { SanityGroqTransport } from '@/adapters/sanity/sanity-transport'
import { PAGE_RENDERING_POLICY, type RetryPolicy } from '@/adapters/sanity/retry'
import type { PreviewPerspective } from '@/domain/preview-perspective'
import type { FreshReads } from '@/ports/fresh-reads'
import type { Logger } from '@/ports/logger'
import { SanityEmulator, type Document } from '../../scripts/sanity-emulator/emulator.ts'
import { readFixtureDocuments, type FixtureDataset } from './fixture-documents'

export const API_VERSION = '2025-02-19'

/** The options every test transport shares: the global fetch, so that msw sees the requests. */
export const STAND_IN_OPTIONS = {
  dataset: 'production',
  apiVersion: API_VERSION,
  fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
}

/**
 * The Sanity API emulator behind Sanity's real host names, intercepted with msw: the adapter's
 * requests go to https://{project}.api.sanity.io or https://{project}.apicdn.sanity.io exactly as
 * in production, and the emulator answers them from the fixtures. Each stand-in has its own
 * project id, so several can run side by side.
 */
export async function sanityStandIn(
  projectId: string,
  fixtures: FixtureDataset,
  options: { writeToken?: string; readToken?: string; slowMs?: number } = {},
) {
  const documents = (await readFixtureDocuments(fixtures)) as Document[]
  const emulator = new SanityEmulator({ documents, dataset: 'production', ...options })
  const answer = ({ request }: { request: Request }) => emulator.handle(request)
  const handlers = [
    http.all(`https://${projectId}.api.sanity.io/*`, answer),
    http.all(`https://${projectId}.apicdn.sanity.io/*`, answer),
  ]
  /** The Sanity transport as the site configures it, pointed at this stand-in. */
  const transport = (
    logger?: Logger,
    policy: RetryPolicy = PAGE_RENDERING_POLICY,
    freshReads?: FreshReads,
  ) => new SanityGroqTransport({ ...STAND_IN_OPTIONS, projectId, logger, policy, freshReads })
  /** The transport of draft mode: drafts, with this token, and edit markers to this Studio. */
  const draftsTransport = (
    drafts: { token: string; studioUrl: string; perspective?: PreviewPerspective | 'raw' },
    logger?: Logger,
  ) => new SanityGroqTransport({ ...STAND_IN_OPTIONS, projectId, logger, drafts })
  return { emulator, handlers, transport, draftsTransport }
}

/** Writes documents through the emulator's mutation endpoint, as an editor publishing would. */
export async function publish(
  emulator: SanityEmulator,
  projectId: string,
  ...documents: Document[]
) {
  const response = await emulator.handle(
    new Request(`https://${projectId}.api.sanity.io/v${API_VERSION}/data/mutate/production`, {
      method: 'POST',
      body: JSON.stringify({
        mutations: documents.map((document) => ({ createOrReplace: document })),
      }),
    }),
  )
  if (!response.ok) throw new Error(`publishing failed: ${await response.text()}`)
}
