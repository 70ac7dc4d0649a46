import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/*
 * A small Next.js app built and served with the installed Next.js, for the framework checks: a
 * static page with a client component (so it carries Next.js's inline scripts) and an inlined
 * stylesheet, under the site's own pages' cache handler with a probe policy; route handlers that
 * invalidate the page, turn draft mode on and say the release. It lives in a build folder of the
 * project (ignored by git), so it resolves the project's node_modules.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..')
export const PROBE_DIR = path.join(ROOT, '.next-framework-probe')
export const PROBE_DIST = path.join(PROBE_DIR, '.next')
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next')
const HANDLER = path.join(ROOT, 'src/adapters/next/page-cache-handler.ts')
const LOGGER = path.join(ROOT, 'tests/support/recording-logger.ts')

/** The probe's deployment id: the site names its release by it. */
export const PROBE_RELEASE = 'probe-release-1'
/** What the probe's policy says before the hashes of a page's inline scripts. */
export const PROBE_POLICY = 'script-src'

const FILES: Record<string, string> = {
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(ROOT)} }, poweredByHeader: false, deploymentId: ${JSON.stringify(PROBE_RELEASE)}, experimental: { inlineCss: true }, cacheHandler: ${JSON.stringify(path.join(PROBE_DIR, 'cache-handler.mjs'))} }
`,
  'cache-handler.mjs': `import { pageCacheHandler } from ${JSON.stringify(HANDLER)}
import { recordingLogger } from ${JSON.stringify(LOGGER)}
export default pageCacheHandler({
  policy: (inline) => [${JSON.stringify(PROBE_POLICY)}, ...inline.scripts.map((hash) => \`'\${hash}'\`)].join(' '),
  logger: recordingLogger(),
  prefix: 'probe:',
  release: process.env.NEXT_DEPLOYMENT_ID ?? '',
})
`,
  'app/layout.jsx': `import './layout.css'
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`,
  'app/layout.css': `h1 { font-size: 2rem }
`,
  'app/counter.jsx': `'use client'
import { useState } from 'react'
export function Counter() {
  const [count, setCount] = useState(0)
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>
}
`,
  'app/page.jsx': `import { Counter } from './counter'
export const revalidate = 3600
export default function Page() {
  return <main><h1>Framework probe</h1><p>Rendered at {new Date().toISOString()}</p><Counter /></main>
}
`,
  'app/api/invalidate/route.js': `import { revalidatePath } from 'next/cache'
export async function POST() {
  revalidatePath('/')
  return Response.json({ revalidated: true })
}
`,
  'app/api/release/route.js': `export const dynamic = 'force-dynamic'
export function GET() {
  return new Response(process.env.NEXT_DEPLOYMENT_ID ?? '')
}
`,
  'app/api/draft/route.js': `import { draftMode } from 'next/headers'
export async function GET() {
  ;(await draftMode()).enable()
  return new Response('draft mode on')
}
`,
  'app/api/draft-partitioned/route.js': `import { cookies, draftMode } from 'next/headers'
export async function GET() {
  ;(await draftMode()).enable()
  const store = await cookies()
  const { name, value } = store.get('__prerender_bypass')
  store.set(name, value, { httpOnly: true, path: '/', sameSite: 'none', secure: true, partitioned: true })
  return new Response('draft mode on, partitioned')
}
`,
}

function run(args: string[]): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    detached: true,
  })
}

function outputOf(child: ChildProcess): () => string {
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return () => output
}

/** Writes and builds the probe app; throws with the build's output when it fails. */
export async function buildProbeApp(): Promise<void> {
  await rm(PROBE_DIR, { recursive: true, force: true })
  for (const [file, source] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(PROBE_DIR, file)), { recursive: true })
    await writeFile(path.join(PROBE_DIR, file), source)
  }
  const build = run([NEXT, 'build', PROBE_DIR])
  const output = outputOf(build)
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve))
  if (code !== 0) throw new Error(`The framework probe app did not build:\n${output()}`)
}

export interface ProbeServer {
  url: string
  output(): string
  stop(): Promise<void>
}

/** Serves the built probe with `next start` on loopback; resolves once it answers. */
export async function serveProbeApp(port: number, timeoutMs: number): Promise<ProbeServer> {
  const server = run([NEXT, 'start', PROBE_DIR, '--hostname', '127.0.0.1', '--port', String(port)])
  const output = outputOf(server)
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const probe: ProbeServer = {
    url,
    output,
    stop: async () => {
      if (server.pid && server.exitCode === null && server.signalCode === null)
        process.kill(-server.pid, 'SIGTERM')
      await exited
    },
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && server.exitCode === null) {
    if (
      await fetch(`${url}/api/release`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return probe
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await probe.stop()
  throw new Error(`The framework probe app did not start:\n${output()}`)
}
