import type { PreviewPerspective } from '@/domain/preview-perspective'
import { LiveContent } from '../live/LiveContent'
import { PreviewBar } from './PreviewBar'

/** What editing adds to a page (never for visitors): live content and, in draft mode, the bar. */
export function EditingTools(props: {
  draftMode: boolean
  /** What draft pages show: the drafts unless the editor chose otherwise. */
  perspective?: PreviewPerspective
  contentChangesEndpoint: string
  leaveDraftModeHref: string
}) {
  return (
    <>
      <LiveContent endpoint={props.contentChangesEndpoint} />
      {props.draftMode ? (
        <PreviewBar
          leaveHref={props.leaveDraftModeHref}
          perspective={props.perspective ?? 'drafts'}
        />
      ) : null}
    </>
  )
}
