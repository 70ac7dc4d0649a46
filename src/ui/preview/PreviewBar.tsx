import { perspectiveName, type PreviewPerspective } from '@/domain/preview-perspective'
import { DRAFT_MODE_SCRIPT, DRAFT_MODE_STYLES } from './draft-mode-assets'

/**
 * What pages in draft mode add: a notice of what they show (the drafts, a release, the published
 * content), the way out, and the editors' tools (visual editing), whose module and styles load
 * from their own files. Shown to editors only, so its words are the site's own rather than
 * content. The way out is a plain link: a request to the server, which leaves draft mode, never
 * prefetched. The tools read the perspective the page shows from `data-preview-perspective`.
 */
export function PreviewBar({
  leaveHref,
  perspective,
}: {
  leaveHref: string
  perspective: PreviewPerspective
}) {
  return (
    <>
      <link rel="stylesheet" href={DRAFT_MODE_STYLES} precedence="default" />
      <script type="module" src={DRAFT_MODE_SCRIPT} async />
      <aside
        className="alts-preview-bar"
        aria-label="Preview"
        data-preview-perspective={perspectiveName(perspective)}
      >
        <p>{describe(perspective)}</p>
        <a href={leaveHref}>Leave preview</a>
      </aside>
    </>
  )
}

function describe(perspective: PreviewPerspective): string {
  if (perspective === 'drafts') return 'Preview: drafts are shown as they are now.'
  if (perspective === 'published') return 'Preview: the published content.'
  const releases = perspective.filter((layer) => layer !== 'drafts')
  const below = perspective.includes('drafts') ? ', over the drafts' : ''
  return `Preview: release ${releases.join(', then ')}${below}.`
}
