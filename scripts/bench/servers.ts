import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { constants } from 'node:os'
import path from 'node:path'
import { isPortFree } from '../setup/free-port.ts'

export type RunningServer = { url: string; pid: number; stop(): Promise<void> }

const undoings = new Set<() => void>()
let undoesOnSignal = false

/** Runs `undo`, the latest first, if the bench is interrupted: servers run in their own groups. */
export function undoOnInterrupt(undo: () => void): () => void {
  if (!undoesOnSignal)
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
      process.once(signal, () => {
        for (const each of [...undoings].reverse())
          try {
            each()
          } catch {
            // nothing more to do on the way out
          }
        process.exit(128 + constants.signals[signal])
      })
  undoesOnSignal = true
  undoings.add(undo)
  return () => undoings.delete(undo)
}

export const NEXT_BIN = 'node_modules/next/dist/bin/next'
const ROOT = path.resolve(import.meta.dirname, '../..')
const QUIET = { LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' }

/** A Node.js server of the project (`args` name the script) on a loopback port. */
export function startNodeServer(args: string[], port: number): Promise<RunningServer> {
  return startServer(
    process.execPath,
    [...args, '--hostname', '127.0.0.1', '--port', String(port)],
    `http://127.0.0.1:${port}/`,
    { cwd: ROOT, env: QUIET },
  )
}

/** The site's server (Next.js's own, standalone) on a loopback port, from the build or a copy. */
export function startSite(
  port: number,
  { standalone, env }: { standalone?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const folder = standalone ?? path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'standalone')
  return startServer(process.execPath, ['server.js'], `http://127.0.0.1:${port}/`, {
    cwd: folder,
    env: {
      ...QUIET,
      NEXT_MANUAL_SIG_HANDLE: 'true',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  })
}

/** Whether anything answers HTTP at `url` at all (a 404 will do). */
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  )

export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

const START_MS = 90_000
const STOP_GRACE_MS = 10_000

/** Starts a server in a process group of its own and waits until it is `ready` (`url` answers). */
export async function startServer(
  command: string,
  args: string[],
  url: string,
  options: { cwd?: string; env?: Record<string, string>; ready?: () => Promise<boolean> } = {},
): Promise<RunningServer> {
  const ready = options.ready ?? (() => answers(url))
  // Something else on the port would answer for the server and be measured in its place.
  if (await ready()) throw new Error(`${url} already answers: the port is taken`)
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const pid = child.pid!
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name)
    } catch {
      // the group is already gone
    }
  }
  const forget = undoOnInterrupt(() => signal('SIGKILL'))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve(forget())))
  const hasExited = () => child.exitCode !== null || child.signalCode !== null
  const stop = async () => {
    if (hasExited()) return
    signal('SIGTERM')
    const late = setTimeout(signal, STOP_GRACE_MS, 'SIGKILL')
    await exited
    clearTimeout(late)
  }
  try {
    for (const deadline = Date.now() + START_MS; !(await ready());) {
      if (hasExited()) throw new Error(`${url}: the server exited:\n${output}`)
      if (Date.now() > deadline) throw new Error(`${url} did not answer within 90 s:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { url, pid, stop }
}

/** Throws, naming them, if any of `ports` is taken: at the start, not an hour in. */
export async function assertPortsFree(ports: readonly number[]): Promise<void> {
  const taken: number[] = []
  for (const port of ports) if (!(await isPortFree(port))) taken.push(port)
  if (taken.length > 0)
    throw new Error(
      `The bench needs 127.0.0.1:${taken.join(', ')}, taken by another process: stop it and run again`,
    )
}
