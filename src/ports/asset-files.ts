import type { ServiceIdentifier } from 'inversify'

export interface ByteRange {
  start: number
  end: number
}

export interface AssetFile {
  contentType: string
  size: number
  /** A content hash: the file never changes under its name. */
  hash: string
  read(range?: ByteRange): ReadableStream<Uint8Array>
}

export interface AssetFileScope {
  drafts: boolean
}

/**
 * Asset files the site serves itself (offline fixtures; Sanity's CDN serves its own): only those
 * content in scope uses, never a dataset's documents.
 */
export interface AssetFiles {
  /** The file at `/fixtures/{dataset}/{kind}/{name}`, or undefined when the site does not serve it. */
  find(
    dataset: string,
    kind: string,
    name: string,
    scope?: AssetFileScope,
  ): Promise<AssetFile | undefined>
}

export const AssetFilesToken: ServiceIdentifier<AssetFiles> = Symbol.for('AssetFiles')
