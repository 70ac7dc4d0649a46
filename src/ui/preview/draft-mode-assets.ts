/**
 * The editors' tools, bundled apart by scripts/draft-mode/build.ts: inside the site's bundles they
 * would change every script visitors load (see docs/draft-mode.md).
 */
export const DRAFT_MODE_SCRIPT = '/draft-mode/tools.js'

/** Its styles (the overlays' UI kit and the preview bar), which the bundler writes beside it. */
export const DRAFT_MODE_STYLES = '/draft-mode/tools.css'
