import type { ServiceIdentifier } from 'inversify'

/** A byte range of a file, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number
  end: number
}

/** An asset file the site serves itself, ready to be sent. */
export interface AssetFile {
  contentType: string
  /** Size in bytes. */
  size: number
  /** The file's content hash: it never changes under its name. */
  hash: string
  /** The file's bytes, or those of one range of it. */
  read(range?: ByteRange): ReadableStream<Uint8Array>
}

/**
 * Asset files (images, video, captions, animation data) the site serves from its own address,
 * as it does with the offline fixtures. Only files that published content uses are found: a
 * dataset's documents, drafts and anything else beside the assets are never served. Bound only
 * when the content source has such files; with Sanity its CDN serves them instead.
 */
export interface AssetFiles {
  /**
   * The asset file at `/fixtures/{dataset}/{kind}/{name}`, or undefined when the site does not
   * serve such a file (another dataset, another folder, a name that is not an asset's, an asset
   * no published document uses).
   */
  find(dataset: string, kind: string, name: string): Promise<AssetFile | undefined>
}

export const AssetFilesToken: ServiceIdentifier<AssetFiles> = Symbol.for('AssetFiles')
