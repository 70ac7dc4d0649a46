import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A server the benchmark started, and how to stop it. */
export interface RunningServer {
  url: string
  pid: number
  stop(): Promise<void>
}

/** The process groups of every server still running, stopped at once if the bench is interrupted. */
const running = new Set<number>()
/** What else to undo if the bench is interrupted (synchronously: the process exits right after). */
const undoings = new Set<() => void>()
let stopsOnSignal = false

/**
 * On an interrupt (Ctrl-C, a time-out of whatever runs the bench): kills every server still
 * running and undoes what was registered, then exits. The servers run in process groups of their
 * own, so that a stop reaches their children, and a signal to the bench alone would leave them
 * running.
 */
function stopAllOnSignal() {
  if (stopsOnSignal) return
  stopsOnSignal = true
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      for (const group of running)
        try {
          process.kill(-group, 'SIGKILL')
        } catch {
          // already gone
        }
      for (const undo of undoings)
        try {
          undo()
        } catch {
          // nothing more to do on the way out
        }
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1))
    })
}

/**
 * Keeps `pid`'s process group on the list of what to kill if the bench is interrupted. Returns
 * what to call once the process has exited.
 */
export function stopOnInterrupt(pid: number): () => void {
  stopAllOnSignal()
  running.add(pid)
  return () => running.delete(pid)
}

/** Runs `undo` if the bench is interrupted. Returns what to call once it is no longer needed. */
export function undoOnInterrupt(undo: () => void): () => void {
  stopAllOnSignal()
  undoings.add(undo)
  return () => undoings.delete(undo)
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
  // Something else on the port would answer for the server and be measured in its place.
  if (await answers(url)) throw new Error(`${url} already answers: the port is taken`)
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const forget = stopOnInterrupt(child.pid!)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      forget()
      resolve()
    }),
  )
  const stop = () =>
    stopGroup(child.pid!, () => child.exitCode !== null || child.signalCode !== null, exited)
  try {
    await answering(url, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, pid: child.pid!, stop }
}

/** How long a server has to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000

/**
 * Stops a process group: SIGTERM, then SIGKILL if it has not exited within STOP_GRACE_MS, so that
 * stopping is bounded in time too.
 */
export async function stopGroup(pid: number, hasExited: () => boolean, exited: Promise<void>) {
  if (hasExited()) return
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name)
    } catch {
      // the group is already gone
    }
  }
  signal('SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>(
    (resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS, 'late')),
  )
  if ((await Promise.race([exited, late])) === 'late' && !hasExited()) {
    signal('SIGKILL')
    await exited
  }
  clearTimeout(timer)
}

/** Whether anything answers at `url` at all. */
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  )

async function answering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited:\n${output()}`)
    // Any answer will do: the server is listening (a route it lacks may well be a 404).
    if (await answers(url)) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not answer within 90 s:\n${output()}`)
}

/** Whether a listener could bind `port` on loopback now: nothing else holds it. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/**
 * Throws, naming them, if any of `ports` is taken: checked as the bench starts, so that a server
 * left running from before stops it at once rather than an hour in, when its turn comes.
 */
export async function assertPortsFree(ports: readonly number[]): Promise<void> {
  const taken: number[] = []
  for (const port of ports) if (!(await portIsFree(port))) taken.push(port)
  if (taken.length > 0)
    throw new Error(
      `The bench needs 127.0.0.1:${taken.join(', ')}, taken by another process: stop it and run again`,
    )
}
