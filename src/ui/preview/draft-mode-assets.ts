/**
 * Where the browser finds the editors' tools of draft mode: one module and one stylesheet,
 * bundled from ./draft-mode-tools.browser.ts by scripts/draft-mode/build.ts into public/,
 * as part of `npm run build` and `npm run dev`.
 *
 * They stay out of the framework's bundles on purpose. The bundler numbers and groups the
 * modules of all the site's client code together: the hundreds of modules of visual editing
 * (its own React UI kit among them), or even one more client component, would renumber or
 * regroup them, and every script visitors load would change, byte for byte, for code they never
 * run. So draft mode adds no client code to the site's bundles at all: pages follow the drafts
 * with the live content component they already have, and this module does the rest.
 */
export const DRAFT_MODE_SCRIPT = '/draft-mode/tools.js'

/** Its styles (the overlays' UI kit and the preview bar), which the bundler writes beside it. */
export const DRAFT_MODE_STYLES = '/draft-mode/tools.css'
