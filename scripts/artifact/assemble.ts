/**
 * Makes the build a self-contained server: a folder that runs with `node <folder>/server.ts`
 * anywhere, with no repository and no node_modules beside it. Runs last in `npm run build`.
 *
 * `next build` (`output: 'standalone'`) leaves <build folder>/standalone with the framework's
 * server files and the packages they use, traced by Next.js. This adds what the framework does
 * not put there:
 *   - the site's front (src/server) and the pages' cache handler (src/container/
 *     page-cache-handler.ts, Redis when configured), with everything they import, traced the
 *     same way (@vercel/nft), so nothing is listed by hand;
 *   - the build's static files (<build folder>/static) and public/, which now holds the service
 *     worker and the draft-mode tools built after `next build`;
 *   - the offline datasets (fixtures/), the site's content when no CMS is configured;
 *   - server.ts, which starts the front, in place of Next.js's server.js, which would start the
 *     framework without it (no security headers, no policy, no health check).
 *
 * Usage: node scripts/artifact/assemble.ts (build folder: NEXT_DIST_DIR or .next)
 */
import { nodeFileTrace } from '@vercel/nft'
import { transform } from 'esbuild'
import { existsSync } from 'node:fs'
import { copyFile, cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BUILD_FILES, STATIC_FOLDER } from '../../src/server/next-build.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const artifact = path.join(ROOT, distDir, 'standalone')
const FRONT = 'src/server/serve.ts'
/** The pages' cache handler, which Next.js imports at run time by its path (next.config.ts). */
const CACHE_HANDLER = 'src/container/page-cache-handler.ts'
/** Packages Next.js's own trace brings: the tracer would add their build-time parts too. */
const FRAMEWORK = /^node_modules\/(?:next|react|react-dom)\//
/** Starts the front, which runs Next.js in the same process. */
const SERVER_ENTRY = 'server.ts'
const SERVER_ENTRY_SOURCE = `/**
 * The Alts website: the production front (src/server/serve.ts) with Next.js in one process.
 * Usage: node server.ts [--hostname 0.0.0.0] [--port 3000]; the Alts repository's
 * docs/operations.md says what it needs and how it stops.
 */
import './src/server/serve.ts'
`

if (!existsSync(path.join(artifact, distDir, BUILD_FILES.serverFiles))) {
  console.error(
    `${path.relative(ROOT, artifact)} holds no standalone build: next.config.ts must set ` +
      "`output: 'standalone'`, and `next build` must run first.",
  )
  process.exit(1)
}

// The front and the cache handler, traced from their entries. The tracer reads JavaScript, so it gets each file with its
// types removed (the imports stay as written); Node.js strips them itself when the server runs.
const { fileList } = await nodeFileTrace([FRONT, CACHE_HANDLER], {
  base: ROOT,
  processCwd: ROOT,
  ignore: (file) => FRAMEWORK.test(file),
  async readFile(file) {
    const text = await readFile(file, 'utf8').catch(() => null)
    if (text === null || !file.endsWith('.ts')) return text
    return (await transform(text, { loader: 'ts', format: 'esm' })).code
  },
})
const traced = [...fileList].filter((file) => !FRAMEWORK.test(file))
for (const file of traced) {
  const target = path.join(artifact, file)
  await mkdir(path.dirname(target), { recursive: true })
  await copyFile(path.join(ROOT, file), target)
}
// The front imports the framework, which Next.js's trace must have brought.
if (!existsSync(path.join(artifact, 'node_modules/next/package.json'))) {
  console.error(`${path.relative(ROOT, artifact)} has no node_modules/next: the trace is broken.`)
  process.exit(1)
}

await cp(path.join(ROOT, distDir, STATIC_FOLDER), path.join(artifact, distDir, STATIC_FOLDER), {
  recursive: true,
})
await cp(path.join(ROOT, 'public'), path.join(artifact, 'public'), { recursive: true })
await cp(path.join(ROOT, 'fixtures'), path.join(artifact, 'fixtures'), {
  recursive: true,
  // Preview-link secrets made on this machine stay on it.
  filter: (source) => path.basename(source) !== 'preview-secrets.ndjson',
})

await rm(path.join(artifact, 'server.js'), { force: true })
await writeFile(path.join(artifact, SERVER_ENTRY), SERVER_ENTRY_SOURCE)

const megabytes = (await folderBytes(artifact)) / 1024 / 1024
console.log(
  `The self-contained server is in ${path.relative(ROOT, artifact)} (${megabytes.toFixed(0)} MB, ` +
    `${traced.length} files of the front): node ${path.relative(ROOT, artifact)}/${SERVER_ENTRY}`,
)

async function folderBytes(folder: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size
  return total
}
