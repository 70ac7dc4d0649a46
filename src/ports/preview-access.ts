import type { ServiceIdentifier } from 'inversify'

export interface PreviewGrant {
  redirectTo: string
  /** `sanity-preview-perspective` as the link wrote it, unchecked. */
  perspective: string | null
}

/** Grants links with an unexpired secret the content holds. Bound only where draft mode is. */
export interface PreviewAccess {
  grant(url: string): Promise<PreviewGrant | null>
}

export const PreviewAccessToken: ServiceIdentifier<PreviewAccess> = Symbol.for('PreviewAccess')
