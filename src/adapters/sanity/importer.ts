import { createHash } from 'node:crypto'
import { createClient, type SanityClient } from '@sanity/client'
import { ConfigurationError } from '@/domain/errors'
import type { Logger } from '@/ports/logger'
import {
  assertAssetType,
  assertDocumentId,
  clientLocation,
  type ClientLocation,
} from './client-rules'
import { toContentServiceError } from './errors'

export type StoredDocument = { _id: string; _type: string } & Record<string, unknown>

export interface ImportSource {
  documents: StoredDocument[]
  readFile(path: string): Promise<Uint8Array>
}

export interface ImportReport {
  assetsUploaded: string[]
  assetsUnchanged: number
  documentsWritten: string[]
  documentsUnchanged: number
  transactionIds: string[]
}

export interface ImporterOptions extends ClientLocation {
  token: string | undefined
  logger?: Logger
}

const TRANSACTION_SIZE = 50
const IDS_PER_LOOKUP = 100
/** Set by the content API itself: they say nothing about whether content differs. */
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt'])

const isAsset = (document: StoredDocument) =>
  document._type === 'sanity.imageAsset' || document._type === 'sanity.fileAsset'

/** Loads a dataset into Sanity (assets keep their content-derived ids); only what differs is written. */
export class SanityImporter {
  private readonly client: SanityClient

  constructor(private readonly options: ImporterOptions) {
    if (!options.token) {
      throw new ConfigurationError([
        {
          setting: 'SANITY_WRITE_TOKEN',
          rule: 'is required to import content: create a token with Editor rights for the project at https://www.sanity.io/manage',
        },
      ])
    }
    this.client = createClient({
      ...clientLocation(options),
      token: options.token,
      useCdn: false,
      perspective: 'raw',
      // Global fetch: the same transport in every environment, and visible to test doubles.
      resolveFetch: () => globalThis.fetch,
    })
  }

  async import(source: ImportSource): Promise<ImportReport> {
    source.documents.forEach((document) => assertDocumentId(document._id))
    const existing = await this.existing(source.documents.map((document) => document._id))
    const assets = source.documents.filter(isAsset)
    const content = source.documents.filter((document) => !isAsset(document))

    const missingAssets = assets.filter((asset) => !existing.has(asset._id))
    for (const asset of missingAssets) await this.upload(asset, source)

    const changed = content.filter((document) => !sameContent(existing.get(document._id), document))
    const transactionIds: string[] = []
    for (let start = 0; start < changed.length; start += TRANSACTION_SIZE) {
      transactionIds.push(await this.write(changed.slice(start, start + TRANSACTION_SIZE)))
    }

    const report: ImportReport = {
      assetsUploaded: missingAssets.map((asset) => asset._id),
      assetsUnchanged: assets.length - missingAssets.length,
      documentsWritten: changed.map((document) => document._id),
      documentsUnchanged: content.length - changed.length,
      transactionIds,
    }
    this.options.logger?.info('Import finished', {
      dataset: this.options.dataset,
      assetsUploaded: report.assetsUploaded.length,
      assetsUnchanged: report.assetsUnchanged,
      documentsWritten: report.documentsWritten.length,
      documentsUnchanged: report.documentsUnchanged,
    })
    return report
  }

  private async existing(ids: string[]): Promise<Map<string, StoredDocument>> {
    const found = new Map<string, StoredDocument>()
    for (let start = 0; start < ids.length; start += IDS_PER_LOOKUP) {
      const batch = ids.slice(start, start + IDS_PER_LOOKUP)
      const documents = await this.attempt(this.client.getDataUrl('doc', batch.join(',')), () =>
        this.client.getDocuments(batch),
      )
      for (const document of documents)
        if (document) found.set(document._id, document as StoredDocument)
    }
    return found
  }

  private async upload(asset: StoredDocument, source: ImportSource) {
    const kind = asset._type === 'sanity.imageAsset' ? 'image' : 'file'
    assertAssetType(kind)
    const bytes = await source.readFile(String(asset.path))
    const uploaded = await this.attempt(`/assets/${kind}s/${this.options.dataset}`, () =>
      this.client.assets.upload(kind, Buffer.from(bytes), {
        filename: typeof asset.originalFilename === 'string' ? asset.originalFilename : undefined,
        contentType: typeof asset.mimeType === 'string' ? asset.mimeType : undefined,
      }),
    )
    // Sanity names assets after their content, so the upload must land on the id content uses.
    if (uploaded._id !== asset._id) {
      throw new Error(
        `Uploading ${String(asset.path)} created ${uploaded._id}, but the content refers to ${asset._id}`,
      )
    }
    this.options.logger?.info('Uploaded an asset', { id: asset._id })
  }

  private async write(documents: StoredDocument[]): Promise<string> {
    const transactionId = `alts-import-${createHash('sha1').update(JSON.stringify(documents)).digest('hex').slice(0, 24)}`
    const transaction = this.client.transaction(
      documents.map((document) => ({ createOrReplace: document })),
    )
    await this.attempt(this.client.getDataUrl('mutate'), () =>
      transaction.commit({ transactionId, visibility: 'sync' }),
    )
    this.options.logger?.info('Wrote documents', { transactionId, count: documents.length })
    return transactionId
  }

  private async attempt<T>(path: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (error) {
      throw toContentServiceError(error, this.client.getUrl(path))
    }
  }
}

/** Whether the stored document already holds this content (system fields aside). */
function sameContent(stored: StoredDocument | undefined, wanted: StoredDocument): boolean {
  if (!stored) return false
  return canonical(stored) === canonical(wanted)
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (key, inner: unknown) => {
    if (SYSTEM_FIELDS.has(key)) return undefined
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
    }
    return inner
  })
}
