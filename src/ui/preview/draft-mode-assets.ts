/** The editors' tools, bundled apart: inside, they would change every visitor's scripts. */
export const DRAFT_MODE_SCRIPT = '/draft-mode/tools.js'

/** Its styles (the overlays' UI kit and the preview bar), which the bundler writes beside it. */
export const DRAFT_MODE_STYLES = '/draft-mode/tools.css'
