import { spawn, type ChildProcess } from 'node:child_process'

/** A server the benchmark started, and how to stop it. */
export interface RunningServer {
  url: string
  pid: number
  stop(): Promise<void>
}

/** Next.js's command line, relative to the project. */
export const NEXT_BIN = 'node_modules/next/dist/bin/next'

/** A Node.js server of the project (`args` name the script) on a loopback port. */
export function startNodeServer(
  root: string,
  args: string[],
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer(
    process.execPath,
    [...args, '--hostname', '127.0.0.1', '--port', String(port)],
    `http://127.0.0.1:${port}/`,
    { cwd: root, env: { LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', ...env } },
  )
}

/**
 * Starts a server process in its own process group and waits until `url` answers at all; its output
 * is kept to explain a failure to start.
 */
export async function startServer(
  command: string,
  args: string[],
  url: string,
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM')
    await exited
  }
  try {
    await answering(url, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, pid: child.pid!, stop }
}

async function answering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited:\n${output()}`)
    // Any answer will do: the server is listening (a route it lacks may well be a 404).
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      () => true,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not answer within 90 s:\n${output()}`)
}
