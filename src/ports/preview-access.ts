import type { ServiceIdentifier } from 'inversify'

/** A preview link that checked out: where on the site the editor asked to go. */
export interface PreviewGrant {
  /** A path on this site, as the link named it. */
  redirectTo: string
  /**
   * The perspective the link asks the preview to show (`sanity-preview-perspective`), as it
   * wrote it, unchecked; null when it names none.
   */
  perspective: string | null
}

/**
 * Checks the links that turn draft mode on. The CMS makes each one with a secret of its own that
 * expires (the Presentation tool, or `npm run preview:link` offline); only a link whose secret the
 * content holds, unexpired, is granted. Bound only where draft mode is available.
 */
export interface PreviewAccess {
  /** The grant for a preview link (its whole URL), or null when its secret is missing, unknown or expired. */
  grant(url: string): Promise<PreviewGrant | null>
}

export const PreviewAccessToken: ServiceIdentifier<PreviewAccess> = Symbol.for('PreviewAccess')
