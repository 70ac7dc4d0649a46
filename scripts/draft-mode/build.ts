/**
 * Bundles draft mode's editor tools into one browser module and one stylesheet in public/, loaded
 * by URL (why: src/ui/preview/draft-mode-assets.ts). Part of `npm run build` and `npm run dev`.
 */
import { build } from 'esbuild'
import path from 'node:path'
import { DRAFT_MODE_SCRIPT } from '../../src/ui/preview/draft-mode-assets.ts'

const outfile = path.join('public', DRAFT_MODE_SCRIPT)

await build({
  entryPoints: ['src/ui/preview/draft-mode-tools.browser.ts'],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  // The stylesheet comes out beside the module, with the same name (tools.css).
  outfile,
  logLevel: 'warning',
})
console.log(`The editors' tools of draft mode are in ${path.dirname(outfile)}.`)
