/**
 * Completes the self-contained server `next build` leaves in <build folder>/standalone with what
 * Next.js leaves to the host (static files, public/, fixtures/) and the pages' cache handler with
 * its imports, traced: Next.js imports it at run time by its path, so its own trace misses it.
 */
import { nodeFileTrace } from '@vercel/nft'
import { transform } from 'esbuild'
import { existsSync } from 'node:fs'
import { copyFile, cp, mkdir, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const artifact = path.join(ROOT, distDir, 'standalone')
/** The pages' cache handler, which Next.js imports at run time by its path (next.config.ts). */
const CACHE_HANDLER = 'src/container/page-cache-handler.ts'
/** Packages Next.js's own trace brings: the tracer would add their build-time parts too. */
const FRAMEWORK = /^node_modules\/(?:next|react|react-dom)\//
const SERVER_ENTRY = 'server.js'

if (!existsSync(path.join(artifact, SERVER_ENTRY))) {
  console.error(
    `${path.relative(ROOT, artifact)} holds no standalone build: next.config.ts must set ` +
      "`output: 'standalone'`, and `next build` must run first.",
  )
  process.exit(1)
}

// The tracer reads JavaScript: it gets each file with its types removed.
const { fileList } = await nodeFileTrace([CACHE_HANDLER], {
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
// The handler imports the framework, which Next.js's trace must have brought.
if (!existsSync(path.join(artifact, 'node_modules/next/package.json'))) {
  console.error(`${path.relative(ROOT, artifact)} has no node_modules/next: the trace is broken.`)
  process.exit(1)
}

// Next.js's self-hosting guide: the static files are the host's to copy beside the server.
await cp(path.join(ROOT, distDir, 'static'), path.join(artifact, distDir, 'static'), {
  recursive: true,
})
await cp(path.join(ROOT, 'public'), path.join(artifact, 'public'), { recursive: true })
await cp(path.join(ROOT, 'fixtures'), path.join(artifact, 'fixtures'), {
  recursive: true,
  // Preview-link secrets made on this machine stay on it.
  filter: (source) => path.basename(source) !== 'preview-secrets.ndjson',
})

const megabytes = (await folderBytes(artifact)) / 1024 / 1024
console.log(
  `The self-contained server is in ${path.relative(ROOT, artifact)} (${megabytes.toFixed(0)} MB, ` +
    `${traced.length} files of the cache handler): node ${path.relative(ROOT, artifact)}/${SERVER_ENTRY}`,
)

async function folderBytes(folder: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size
  return total
}
