import { AppError } from './errors.ts'

/*
 * Which version of the content an editor previews, as Sanity's Presentation tool names it: the
 * published content, the drafts, or a release stack — release names, highest first, usually
 * followed by `drafts` (`rSpring,rSummer,drafts`): each document as the first release that holds
 * a version of it has it, else its draft, else as published. Visitors always read published
 * content; only editors in draft mode choose. Imported with its extension, as the front
 * (src/server) runs it with plain Node.
 */

/** `published`, `drafts`, or release names then, optionally, `drafts`. */
export type PreviewPerspective = 'published' | 'drafts' | ReleaseStack

/** One or more release names, highest first, optionally ending with `drafts`. */
export type ReleaseStack = readonly [string, ...string[]]

/** What a draft page shows until the Presentation tool asks for something else. */
export const DEFAULT_PREVIEW_PERSPECTIVE: PreviewPerspective = 'drafts'

/** Where the chosen perspective is kept: the cookie name Sanity's toolkits use. */
export const PREVIEW_PERSPECTIVE_COOKIE = 'sanity-preview-perspective'

/** A release's name: what the Studio generates (`r` and letters), or any id-safe name. */
const RELEASE_NAME = /^[a-zA-Z0-9_-]{1,128}$/
/** The deepest stack accepted: far more releases than any editor stacks up. */
const MAX_RELEASES = 50
/** Names a release cannot have: the perspectives with a meaning of their own. */
const RESERVED = new Set(['raw', 'published', 'drafts', 'previewDrafts'])

/** A perspective that is not one the site can preview. */
export class InvalidPerspectiveError extends AppError {
  constructor(message: string) {
    super(message, 400)
  }
}

/**
 * The perspective a value names: `published`, `drafts`, or a stack written with commas
 * (`rSpring,drafts`) or as an array, as the Presentation tool sends it. Anything else (empty,
 * `raw`, a name with characters no release has, a repeated name, `drafts` anywhere but last) is
 * refused with an InvalidPerspectiveError saying why.
 */
export function parsePreviewPerspective(value: unknown): PreviewPerspective {
  const layers = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',').map((layer) => layer.trim())
      : undefined
  const shown = JSON.stringify(value)?.slice(0, 200) ?? String(value)
  const invalid = (reason: string) =>
    new InvalidPerspectiveError(
      `Unknown preview perspective ${shown}: ${reason}. Expected "published", "drafts" or release ids followed by "drafts" (e.g. "rSpring,drafts")`,
    )
  if (!layers || layers.length === 0 || layers.some((layer) => typeof layer !== 'string'))
    throw invalid('not a perspective name or a list of them')
  if (layers.length === 1 && (layers[0] === 'published' || layers[0] === 'drafts')) return layers[0]
  const releases = layers.at(-1) === 'drafts' ? layers.slice(0, -1) : layers
  if (releases.length === 0 || releases.length > MAX_RELEASES)
    throw invalid(`a release stack holds 1 to ${MAX_RELEASES} releases`)
  for (const release of releases as string[]) {
    if (RESERVED.has(release)) throw invalid(`"${release}" cannot be part of a release stack`)
    if (!RELEASE_NAME.test(release)) throw invalid(`"${release}" is not a release id`)
  }
  if (new Set(releases).size !== releases.length) throw invalid('a release is named twice')
  return layers as unknown as ReleaseStack
}

/** The perspective as the content API and the cookie write it: `rSpring,drafts`. */
export function perspectiveName(perspective: PreviewPerspective): string {
  return typeof perspective === 'string' ? perspective : perspective.join(',')
}
