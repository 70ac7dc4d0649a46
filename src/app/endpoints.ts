/** The live content stream (src/app/api/content-changes). */
export const CONTENT_CHANGES_ENDPOINT = '/api/content-changes'

/**
 * Turns draft mode on for a preview link from the CMS (src/app/api/draft-mode/enable): the
 * Presentation tool's `previewMode.enable`, and where `npm run preview:link` leads.
 */
export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable'

/** Leaves draft mode, back to the page the editor was on (src/app/api/draft-mode/disable). */
export const DRAFT_MODE_DISABLE_PATH = '/api/draft-mode/disable'
