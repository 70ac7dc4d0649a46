export const CONTENT_CHANGES_ENDPOINT = '/api/content-changes'

/** Where the Presentation tool's `previewMode.enable` and `npm run preview:link` lead. */
export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable'

export const DRAFT_MODE_DISABLE_PATH = '/api/draft-mode/disable'
