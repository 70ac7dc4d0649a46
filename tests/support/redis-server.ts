import { spawn } from 'node:child_process'

/** Debian's Redis; the test scripts install it when missing (scripts/setup/debian-packages.ts). */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

/** A Redis of a test's own, on loopback, keeping nothing on disk. */
export interface RunningRedis {
  url: string
  /** Stops it: at once and without a word (SIGKILL), as a crash would, or politely. */
  stop(how?: 'crash' | 'shutdown'): Promise<void>
}

/** Starts redis-server on `port` and waits, within `timeoutMs`, until it accepts connections. */
export function startRedis(port: number, timeoutMs = 60_000): Promise<RunningRedis> {
  const server = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const running: RunningRedis = {
    url: `redis://127.0.0.1:${port}`,
    async stop(how = 'shutdown') {
      if (server.exitCode === null && server.signalCode === null)
        server.kill(how === 'crash' ? 'SIGKILL' : 'SIGTERM')
      await exited
    },
  }
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => fail(new Error(`redis-server did not start:\n${output}`)),
      timeoutMs,
    )
    const fail = (error: Error) => {
      clearTimeout(timer)
      void running.stop('crash')
      reject(error)
    }
    const read = (chunk: Buffer) => {
      output += chunk
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve(running)
      }
    }
    server.stdout!.on('data', read)
    server.stderr!.on('data', read)
    server.once('error', fail)
    server.once('exit', (code) => fail(new Error(`redis-server exited (${code}):\n${output}`)))
  })
}
