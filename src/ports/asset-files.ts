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

/** Whose asset files may be found. */
export interface AssetFileScope {
  /** Also the files that only drafts use (for editors in draft mode); else published content's. */
  drafts: boolean
}

/**
 * Asset files (images, video, captions, animation data) the site serves from its own address,
 * as it does with the offline fixtures. Only files that content uses are found (published
 * content's, and for editors the drafts'): a dataset's documents and anything else beside the
 * assets are never served. Bound only when the content source has such files; with Sanity its
 * CDN serves them instead.
 */
export interface AssetFiles {
  /**
   * The asset file at `/fixtures/{dataset}/{kind}/{name}`, or undefined when the site does not
   * serve such a file (another dataset, another folder, a name that is not an asset's, an asset
   * no document in scope uses).
   */
  find(
    dataset: string,
    kind: string,
    name: string,
    scope?: AssetFileScope,
  ): Promise<AssetFile | undefined>
}

export const AssetFilesToken: ServiceIdentifier<AssetFiles> = Symbol.for('AssetFiles')
