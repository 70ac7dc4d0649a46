import { DRAFT_MODE_SCRIPT, DRAFT_MODE_STYLES } from './draft-mode-assets'

/**
 * What pages in draft mode add: a notice that they show drafts, the way out, and the editors'
 * tools (visual editing), whose module and styles load from their own files. Shown to editors
 * only, so its words are the site's own rather than content. The way out is a plain link: a
 * request to the server, which leaves draft mode, never prefetched.
 */
export function PreviewBar({ leaveHref }: { leaveHref: string }) {
  return (
    <>
      <link rel="stylesheet" href={DRAFT_MODE_STYLES} precedence="default" />
      <script type="module" src={DRAFT_MODE_SCRIPT} async />
      <aside className="alts-preview-bar" aria-label="Preview">
        <p>Preview: drafts are shown as they are now.</p>
        <a href={leaveHref}>Leave preview</a>
      </aside>
    </>
  )
}
