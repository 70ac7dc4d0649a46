import { stegaClean } from '@sanity/client/stega'
import type { PreviewPerspective } from '@/domain/preview-perspective'
import { perspectiveName } from '@/domain/preview-perspective'
import type { ContentRepository, DraftContent } from '@/ports/content-repository'
import type { Logger } from '@/ports/logger'
import { GroqContentRepository } from './groq-content-repository'
import type { GroqTransport } from './transport'

/** How many perspectives keep their repository (and its transport) between requests. */
const KEPT_PERSPECTIVES = 16

/**
 * The releases an editor may preview: the release documents Sanity keeps under `_.releases.*`,
 * still open (active, or scheduled and not yet published). Private documents: only a transport
 * of draft mode, with its token, sees them, and only through the raw perspective (or a release
 * stack), as Sanity's API answers: read raw.
 */
const OPEN_RELEASES_QUERY = `*[_type == "system.release" && _id in path("_.releases.*") && state in ["active", "scheduled"]].name`

/**
 * Draft content over GROQ: one repository per perspective an editor previews, made on first use
 * and kept for the next request (a transport holds a client, or a snapshot of the fixtures).
 * Editors switch between a few perspectives; the least recently used beyond a handful go.
 */
export class GroqDraftContent implements DraftContent {
  private readonly kept = new Map<string, ContentRepository>()
  private releases: GroqTransport | undefined

  constructor(
    private readonly transportFor: (perspective: PreviewPerspective | 'raw') => GroqTransport,
    private readonly logger: Logger,
  ) {}

  through(perspective: PreviewPerspective): ContentRepository {
    const name = perspectiveName(perspective)
    const repository =
      this.kept.get(name) ?? new GroqContentRepository(this.transportFor(perspective), this.logger)
    this.kept.delete(name)
    this.kept.set(name, repository)
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT_PERSPECTIVES) break
      this.kept.delete(oldest)
    }
    return repository
  }

  async openReleases(): Promise<string[]> {
    this.releases ??= this.transportFor('raw')
    const names = await this.releases.query(
      OPEN_RELEASES_QUERY,
      {},
      {
        tag: 'alts.releases',
      },
    )
    // Draft mode's answers carry edit markers in their text; names are compared, not shown.
    return Array.isArray(names)
      ? names.filter((name) => typeof name === 'string').map((name) => stegaClean(name))
      : []
  }
}
