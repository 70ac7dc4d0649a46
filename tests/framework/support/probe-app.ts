import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { INVALIDATED_ROUTES_HEADER } from '@/domain/invalidated-routes'

/*
 * A small Next.js app built with the installed Next.js, for the framework checks: a static page
 * with a client component (so the page carries Next.js's inline scripts), a route handler that
 * sends the site's invalidation signal, and one that turns draft mode on. It lives in a build
 * folder of the project (ignored by git), so it resolves the project's node_modules.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..')
export const PROBE_DIR = path.join(ROOT, '.next-framework-probe')
export const PROBE_DIST = path.join(PROBE_DIR, '.next')
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next')
const SERVER = path.join(import.meta.dirname, 'probe-server.ts')

export const SIGNALLED_ROUTES = '/,/careers'
/** The probe's deployment id: the site names its release by it. */
export const PROBE_RELEASE = 'probe-release-1'
/** What the probe's front adds to every page it held back and released. */
export const HELD_MARK = '<!--held by the front-->'

const FILES: Record<string, string> = {
  // As the site: the front compresses, after it has read each page; stylesheets are inlined.
  'next.config.mjs': `if (process.env.PROBE_SERVING)
  throw new Error('next.config.mjs was loaded at run time: the build configuration was not taken')
export default { turbopack: { root: ${JSON.stringify(ROOT)} }, poweredByHeader: false, compress: false, deploymentId: ${JSON.stringify(PROBE_RELEASE)}, experimental: { inlineCss: true } }
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
export default function Page() {
  return <main><h1>Framework probe</h1><Counter /></main>
}
`,
  'app/api/signal/route.js': `export async function POST() {
  return Response.json({ revalidated: true }, { headers: { ${JSON.stringify(INVALIDATED_ROUTES_HEADER)}: ${JSON.stringify(SIGNALLED_ROUTES)} } })
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
  return new Response('draft mode on', { headers: { 'cache-control': 'public, max-age=60' } })
}
`,
}

function run(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
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

/** Serves the built probe on loopback; resolves once it answers, within `timeoutMs`. */
export async function serveProbeApp(port: number, timeoutMs: number): Promise<ProbeServer> {
  const server = run([SERVER, PROBE_DIR, String(port), HELD_MARK])
  const output = outputOf(server)
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const probe: ProbeServer = {
    url: `http://127.0.0.1:${port}`,
    output,
    stop: async () => {
      if (server.pid && server.exitCode === null && server.signalCode === null)
        process.kill(-server.pid, 'SIGTERM')
      await exited
    },
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && server.exitCode === null) {
    if (output().includes('ready')) return probe
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await probe.stop()
  throw new Error(`The framework probe app did not start:\n${output()}`)
}
