import { AppError } from './errors.ts'

/*
 * Which version of the content an editor previews, as the Presentation tool names it: published,
 * drafts, or a release stack (`rSpring,rSummer,drafts`). Visitors always read published content.
 */

export type PreviewPerspective = 'published' | 'drafts' | ReleaseStack

export type ReleaseStack = readonly [string, ...string[]]

export const DEFAULT_PREVIEW_PERSPECTIVE: PreviewPerspective = 'drafts'

export const PREVIEW_PERSPECTIVE_COOKIE = 'sanity-preview-perspective'

const RELEASE_NAME = /^[a-zA-Z0-9_-]{1,128}$/
const MAX_RELEASES = 50
const RESERVED = new Set(['raw', 'published', 'drafts', 'previewDrafts'])

export class InvalidPerspectiveError extends AppError {
  constructor(message: string) {
    super(message, 400)
  }
}

/** The perspective a value names (a comma list or an array); anything else throws saying why. */
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

export function perspectiveName(perspective: PreviewPerspective): string {
  return typeof perspective === 'string' ? perspective : perspective.join(',')
}
