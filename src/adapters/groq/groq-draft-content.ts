import { stegaClean } from '@sanity/client/stega'
import type { PreviewPerspective } from '@/domain/preview-perspective'
import { perspectiveName } from '@/domain/preview-perspective'
import type { ContentRepository, DraftContent } from '@/ports/content-repository'
import type { Logger } from '@/ports/logger'
import { GroqContentRepository } from './groq-content-repository'
import type { GroqTransport } from './transport'

const KEPT_PERSPECTIVES = 16

/** Open releases; private documents a draft-mode transport sees only through `raw`. */
const OPEN_RELEASES_QUERY = `*[_type == "system.release" && _id in path("_.releases.*") && state in ["active", "scheduled"]].name`

/** One repository per previewed perspective, kept for the next request; the least recently used go. */
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
    const names = await this.releases.query(OPEN_RELEASES_QUERY, {}, { tag: 'alts.releases' })
    // Draft mode's answers carry edit markers in their text; names are compared, not shown.
    return Array.isArray(names)
      ? names.filter((name) => typeof name === 'string').map((name) => stegaClean(name))
      : []
  }
}
