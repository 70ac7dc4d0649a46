import type { SanityClientLike } from '@sanity/preview-url-secret'
import { evaluate, parse } from 'groq-js'
import path from 'node:path'
import { readNdjson } from '../fixtures/ndjson'

/** Offline preview secrets live beside the dataset, never committed. */
export function fixturesSecretsFile(datasetFolder: string): string {
  return path.join(datasetFolder, 'preview-secrets.ndjson')
}

/**
 * @sanity/preview-url-secret's client over the offline secrets (`npm run preview:link`), its
 * query run with groq-js. The token is a placeholder: a file on the server needs none.
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
