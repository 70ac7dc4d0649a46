import type { SanityClientLike } from '@sanity/preview-url-secret'
import { evaluate, parse } from 'groq-js'
import path from 'node:path'
import { readNdjson } from '../fixtures/ndjson'

/** Where preview secrets made offline are kept: beside the dataset, never committed. */
export function fixturesSecretsFile(datasetFolder: string): string {
  return path.join(datasetFolder, 'preview-secrets.ndjson')
}

/**
 * A stand-in for the content API's client, as @sanity/preview-url-secret uses it, over the
 * preview secrets made offline (`npm run preview:link`): the package's own GROQ query runs over
 * them with groq-js, every document as stored (the raw perspective the package asks for). A
 * missing file holds no secrets. The package insists on a token because the hosted API hides
 * secrets from anonymous reads; a file on the server needs none, so the token is a placeholder.
 */
export function fixturesSecretsClient(secretsFile: string): SanityClientLike {
  const client: SanityClientLike = {
    config: () => ({ token: 'read from the file system' }),
    withConfig: () => client,
    fetch: async <R>(query: string, params: unknown) => {
      const documents = await readNdjson(secretsFile).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return []
        throw error
      })
      const values = params as Record<string, unknown>
      const result = await evaluate(parse(query, { params: values }), {
        dataset: documents,
        params: values,
      })
      return (await result.get()) as R
    },
  }
  return client
}
