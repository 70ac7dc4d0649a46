import { spawnSync } from 'node:child_process'
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { NEXT_BIN } from './servers.ts'

/** The bare reference page, built in a folder of the project so it resolves its node_modules. */
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
