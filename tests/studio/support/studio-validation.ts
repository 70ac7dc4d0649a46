import { createClient } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { firstValueFrom, from, of } from 'rxjs'
import {
  resolveConfig,
  validateDocument,
  type AuthStore,
  type SanityDocument,
  type ValidationMarker,
  type Workspace,
} from 'sanity'
import studioConfig from '../../../studio/sanity.config'

/*
 * Sanity's own document validation over the Studio's own configuration, run offline.
 *
 * `sanity documents validate --file` resolves the Studio's workspace and calls `validateDocument`
 * from the `sanity` package on each document; so does this, the same way. What the command adds
 * is a look-up of every referenced id it cannot find in the file (image and file assets among
 * them, since it sets asset documents aside) in the hosted dataset, which needs the network. Here
 * the documents of the file answer instead: references and queries both.
 */

export type Document = SanityDocument

/** The Studio's workspace, resolved as the CLI resolves it: signed out, no network. */
async function loadWorkspace(): Promise<Workspace> {
  const signedOut: AuthStore = {
    state: of({
      authenticated: false,
      currentUser: null,
      client: createClient({ projectId: 'unused', apiVersion: '2025-02-19', useCdn: false }),
    }),
  }
  const [workspace] = await firstValueFrom(resolveConfig({ ...studioConfig, auth: signedOut }))
  if (!workspace) throw new Error('The Studio configuration resolved to no workspace')
  return workspace
}

let workspace: Promise<Workspace> | undefined

export function studioWorkspace(): Promise<Workspace> {
  workspace ??= loadWorkspace()
  return workspace
}

/**
 * A stand-in for the client that custom rules receive (slug uniqueness asks it), answering
 * GROQ from the given documents with groq-js, as the dataset they came from would.
 */
export function datasetClient(documents: readonly Document[]) {
  const fetch = async (query: string, params: Record<string, unknown> = {}) => {
    const result = await evaluate(parse(query), { dataset: documents, params })
    return result.get()
  }
  const client = {
    fetch,
    withConfig: () => client,
    observable: {
      fetch: (query: string, params?: Record<string, unknown>) => from(fetch(query, params)),
      request: () => {
        throw new Error('Validation asked the stand-in client for a raw request')
      },
    },
    getDataUrl: () => {
      throw new Error('Validation asked the stand-in client for a data URL')
    },
  }
  return client
}

/**
 * Where validation runs. The two differ in one way that matters here: outside the Studio,
 * Sanity also warns about fields the schema does not declare, and in doing so lowers every
 * rule of an object type (an image, a slug, a document) to a warning.
 */
export type Environment = 'cli' | 'studio'

/** Validates one document with the Studio's rules; the other documents are its dataset. */
export async function validateWithStudio(
  document: Document,
  dataset: readonly Document[] = [document],
  environment: Environment = 'cli',
): Promise<ValidationMarker[]> {
  const ids = new Set(dataset.map(({ _id }) => _id))
  const client = datasetClient(dataset)
  return validateDocument({
    document,
    workspace: await studioWorkspace(),
    environment,
    getClient: () => client as never,
    getDocumentExists: async ({ id }) => ids.has(id),
  })
}

/** A marker as one line: `path: message`, for assertions and failure output. */
export function describeMarker({ path, message }: ValidationMarker): string {
  const where = path
    .map((segment) =>
      typeof segment === 'object' && segment !== null && '_key' in segment
        ? `[_key=="${segment._key}"]`
        : typeof segment === 'number'
          ? `[${segment}]`
          : `.${String(segment)}`,
    )
    .join('')
    .replace(/^\./, '')
  return `${where || '(document)'}: ${message}`
}
