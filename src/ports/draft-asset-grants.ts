import type { ServiceIdentifier } from 'inversify'

/**
 * Grants to read the asset files that only drafts use, written into the addresses of editors'
 * pages. The site's image optimiser fetches a page's images itself, without the editor's
 * cookies: a grant in the image's address is what lets it read a draft's image, and nobody
 * without the address can make one. Bound where the site serves asset files itself.
 */
export interface DraftAssetGrants {
  /** The grant for the asset file of this name (`{hash}-{width}x{height}.{ext}`). */
  grant(name: string): string
  /** Whether `grant` was made for the file of this name. */
  admits(name: string, grant: string): boolean
}

export const DraftAssetGrantsToken: ServiceIdentifier<DraftAssetGrants> =
  Symbol.for('DraftAssetGrants')
