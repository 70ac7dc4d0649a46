import { validatePreviewUrl, type SanityClientLike } from '@sanity/preview-url-secret'
import type { PreviewAccess, PreviewGrant } from '@/ports/preview-access'

/**
 * Preview links checked the way Sanity's Presentation tool makes them (@sanity/preview-url-secret):
 * the link carries a random secret that the Studio stored in the dataset, in a private document
 * of type `sanity.previewUrlSecret`, and a link is granted only while that document exists and
 * is less than an hour old. The check is one GROQ query (using `now()`), sent through the client
 * given: Sanity's with the server's read token, or the fixtures' (see fixtures-secrets-client.ts).
 * The link also says which perspective to preview (drafts, a release stack, published).
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
