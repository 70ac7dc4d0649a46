import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { exclusively } from './exclusive'

const ROOT = path.resolve(import.meta.dirname, '../..')
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next')
const ASSEMBLE = path.join(ROOT, 'scripts/artifact/assemble.ts')

/** The site's production build and server, in a build folder of their own. */
export interface SiteProcess {
  url: string
  /** Everything the server has printed so far, for a failing test to show. */
  output(): string
  /** Stops the server (SIGTERM to its process group); resolves once it has exited. */
  stop(): Promise<void>
}

function spawnWith(script: string[], env: Record<string, string>, distDir: string): ChildProcess {
  return spawn(process.execPath, script, {
    cwd: ROOT,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  })
}

/** Runs one build step with `env`; throws with its output when it fails. */
async function buildStep(step: string[], env: Record<string, string>, distDir: string) {
  const child = spawnWith(step, env, distDir)
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`${path.basename(step[0]!)} failed (${code}):\n${output}`)
}

/**
 * Where every build beside the suite's own is made, one at a time: Turbopack keeps its build cache
 * per build folder, so a build after the first compiles only what its environment changes (14 s
 * instead of 30 s on a quiet machine). Each build then moves to a folder of its own; its server
 * knows the build folder by this name wherever it runs.
 */
const SHARED_DIST_DIR = '.next-variant'
/** What the builds wait for and hold (tests/support/exclusive.ts). */
const SHARED_LOCK = path.join(ROOT, `${SHARED_DIST_DIR}.lock`)
/** The budget of a wait for the shared folder: other builds first, on a busy machine. */
const SHARED_WAIT_MS = 900_000

/** A production build of the site and its self-contained server. */
export interface SiteBuild {
  /** The build folder's name, as the build's server knows it. */
  distDir: string
  /** The build's own folder: its static files, its server (`standalone`), its manifests. */
  folder: string
  /** The self-contained server's folder. */
  artifact: string
}

/** The suite's own build, `npm run build`'s output in `.next`. */
export const SUITE_BUILD: SiteBuild = {
  distDir: '.next',
  folder: path.join(ROOT, '.next'),
  artifact: path.join(ROOT, '.next', 'standalone'),
}

/**
 * `next build` with `env`, and the self-contained server made of it (what `npm run build` does
 * after `next build`), in `.next-<name>`; throws with the output of the step that failed.
 */
export async function buildSite(env: Record<string, string>, name: string): Promise<SiteBuild> {
  const folder = path.join(ROOT, `.next-${name}`)
  const shared = path.join(ROOT, SHARED_DIST_DIR)
  const cache = path.join(shared, 'cache', 'turbopack')
  const keptCache = `${shared}.turbopack`
  await exclusively(SHARED_LOCK, SHARED_WAIT_MS, async () => {
    await buildStep([NEXT, 'build'], env, SHARED_DIST_DIR)
    await buildStep([ASSEMBLE], {}, SHARED_DIST_DIR)
    // The build moves out whole; the compiler's cache stays for the next build.
    await Promise.all([folder, keptCache].map((gone) => rm(gone, { recursive: true, force: true })))
    if (existsSync(cache)) await rename(cache, keptCache)
    await rename(shared, folder)
    if (existsSync(keptCache)) {
      await mkdir(path.dirname(cache), { recursive: true })
      await rename(keptCache, cache)
    }
  })
  return { distDir: SHARED_DIST_DIR, folder, artifact: path.join(folder, 'standalone') }
}

/**
 * How to start a build's self-contained server (Next.js's own) on loopback: the command and the
 * environment it needs. The site, not Next.js, takes the stop signals (lifecycle.ts).
 */
export function siteServer(distDir: string, port: number, artifact?: string) {
  return {
    script: path.join(artifact ?? path.join(ROOT, distDir, 'standalone'), 'server.js'),
    env: { HOSTNAME: '127.0.0.1', PORT: String(port), NEXT_MANUAL_SIG_HANDLE: 'true' },
  }
}

/** Starts the production server on loopback and waits, within `timeoutMs`, until it answers. */
export async function serveSite(
  env: Record<string, string>,
  { distDir, artifact: built }: SiteBuild,
  port: number,
  timeoutMs: number,
  /** A copy of the build's self-contained server to start instead of the build's own. */
  artifact = built,
): Promise<SiteProcess> {
  const start = siteServer(distDir, port, artifact)
  const server = spawnWith([start.script], { ...env, ...start.env }, distDir)
  let output = ''
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  server.on('exit', (code, signal) => (output += `\n[the site exited: ${code ?? signal}]\n`))
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const site: SiteProcess = {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (server.pid && server.exitCode === null && server.signalCode === null)
        process.kill(-server.pid, 'SIGTERM')
      await exited
    },
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(`${site.url}/`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return site
    if (server.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  await site.stop()
  throw new Error(`the site did not start:\n${output}`)
}
