import { validatePreviewUrl, type SanityClientLike } from '@sanity/preview-url-secret'
import type { PreviewAccess, PreviewGrant } from '@/ports/preview-access'

/**
 * Preview links as the Presentation tool makes them: granted while the secret document the Studio
 * stored exists and is under an hour old (docs/draft-mode.md).
 */
export class PreviewUrlSecrets implements PreviewAccess {
  constructor(private readonly client: SanityClientLike) {}

  async grant(url: string): Promise<PreviewGrant | null> {
    const { isValid, redirectTo, studioPreviewPerspective } = await validatePreviewUrl(
      this.client,
      url,
    )
    return isValid
      ? { redirectTo: redirectTo ?? '/', perspective: studioPreviewPerspective ?? null }
      : null
  }
}
