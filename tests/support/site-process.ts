import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next')
const SERVER = path.join(ROOT, 'src/server/serve.ts')
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

/** `next build` with `env`; throws with the build's output when it fails. */
export async function buildSite(env: Record<string, string>, distDir: string): Promise<void> {
  const build = spawnWith([NEXT, 'build'], env, distDir)
  let output = ''
  build.stdout?.on('data', (chunk) => (output += chunk))
  build.stderr?.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve))
  if (code !== 0) throw new Error(`next build failed (${code}):\n${output}`)
}

/** Assembles the self-contained server of a build (what `npm run build` does after `next build`). */
export async function assembleArtifact(distDir: string): Promise<void> {
  const assemble = spawnWith([ASSEMBLE], {}, distDir)
  let output = ''
  assemble.stdout?.on('data', (chunk) => (output += chunk))
  assemble.stderr?.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => assemble.on('exit', resolve))
  if (code !== 0) throw new Error(`assembling the artifact failed (${code}):\n${output}`)
}

/** Starts the production server on loopback and waits, within `timeoutMs`, until it answers. */
export async function serveSite(
  env: Record<string, string>,
  distDir: string,
  port: number,
  timeoutMs: number,
  /** A copy of the build's self-contained server to start instead of the repository's front. */
  artifact?: string,
): Promise<SiteProcess> {
  const server = spawnWith(
    [
      artifact ? path.join(artifact, 'server.ts') : SERVER,
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    env,
    distDir,
  )
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
