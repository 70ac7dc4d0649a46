import { spawnSync } from 'node:child_process'
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { NEXT_BIN, startNodeServer, type RunningServer } from './servers.ts'

/**
 * The reference every budget is a ratio to: an empty Next.js App Router page with one image, built
 * with the project's own Next.js and served by `next start` in the same run as the site. It lives in a
 * build folder of the project (ignored by git) so it resolves the project's node_modules.
 */
const LAYOUT = `export const metadata = { title: 'A bare page' }
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`
const PAGE = `import Image from 'next/image'
export default function Page() {
  return <main><h1>A bare page</h1><Image src="/picture.jpg" alt="" width={800} height={450} priority /></main>
}
`

/** Builds the bare page with the project's Next.js; answers the folder it lives in. */
export async function buildBareNext(projectRoot: string, picture: string): Promise<string> {
  const dir = path.join(projectRoot, '.next-bench-bare')
  await rm(dir, { recursive: true, force: true })
  await mkdir(path.join(dir, 'app'), { recursive: true })
  await mkdir(path.join(dir, 'public'))
  await writeFile(path.join(dir, 'app/layout.jsx'), LAYOUT)
  await writeFile(path.join(dir, 'app/page.jsx'), PAGE)
  await writeFile(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(projectRoot)} } }\n`,
  )
  await copyFile(picture, path.join(dir, 'public/picture.jpg'))
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', dir], {
    cwd: projectRoot,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  })
  if (build.status !== 0)
    throw new Error(`The bare Next.js page did not build:\n${build.stdout}${build.stderr}`)
  return dir
}

/** Serves the built bare page with `next start`, as a bare Next.js app is served. */
export function startBareNext(
  projectRoot: string,
  dir: string,
  port: number,
): Promise<RunningServer> {
  return startNodeServer(projectRoot, [NEXT_BIN, 'start', dir], port)
}
