import { perspectiveName, type PreviewPerspective } from '@/domain/preview-perspective'
import { DRAFT_MODE_SCRIPT, DRAFT_MODE_STYLES } from './draft-mode-assets'

/** Draft mode's notice, its way out (a plain link, never prefetched) and the editors' tools. */
export function PreviewBar(props: { leaveHref: string; perspective: PreviewPerspective }) {
  const { leaveHref, perspective } = props
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
