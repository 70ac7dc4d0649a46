import type { PreviewPerspective } from '@/domain/preview-perspective'
import { LiveContent } from '../live/LiveContent'
import { PreviewBar } from './PreviewBar'

/**
 * What editing adds to a page (with live content on, and in draft mode; never for visitors):
 * the page follows the content as it changes and, in draft mode, shows the preview bar and
 * brings the editors' tools.
 */
export function EditingTools({
  draftMode,
  perspective,
  contentChangesEndpoint,
  leaveDraftModeHref,
}: {
  draftMode: boolean
  /** What draft pages show: the drafts unless the editor chose otherwise. */
  perspective?: PreviewPerspective
  contentChangesEndpoint: string
  leaveDraftModeHref: string
}) {
  return (
    <>
      <LiveContent endpoint={contentChangesEndpoint} />
      {draftMode ? (
        <PreviewBar leaveHref={leaveDraftModeHref} perspective={perspective ?? 'drafts'} />
      ) : null}
    </>
  )
}
