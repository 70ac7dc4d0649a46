import { spawn } from 'node:child_process'
import { createClient } from '@redis/client'
import { stopGroup, stopOnInterrupt, type RunningServer } from './servers.ts'

/** Debian's Redis; `npm run bench` installs it when missing (scripts/setup/debian-packages.ts). */
export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

/** How long redis-server has to accept connections. */
const START_TIMEOUT_MS = 30_000

/** A Redis the bench started on loopback, and how to reach and stop it. */
export interface RunningRedis extends RunningServer {
  /** `redis://127.0.0.1:<port>`, for REDIS_URL. */
  redisUrl: string
}

/**
 * redis-server on a loopback port, keeping nothing on disk (no snapshot, no append-only file), in
 * a process group of its own like the other servers; ready once it accepts connections.
 */
export async function startRedis(port: number): Promise<RunningRedis> {
  const child = spawn(
    REDIS_SERVER_PATH,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve)
    child.once('error', reject)
  })
  await spawned
  const forget = stopOnInterrupt(child.pid!)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      forget()
      resolve()
    }),
  )
  const hasExited = () => child.exitCode !== null || child.signalCode !== null
  const stop = () => stopGroup(child.pid!, hasExited, exited)
  let output = ''
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`redis-server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
        START_TIMEOUT_MS,
      )
      const read = (chunk: Buffer) => {
        output += chunk
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer)
          resolve()
        }
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`redis-server exited (${code}):\n${output}`))
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  const redisUrl = `redis://127.0.0.1:${port}`
  return { url: redisUrl, redisUrl, pid: child.pid!, stop }
}

/** What a Redis has seen: a sign that the instances did go through it. */
export interface RedisActivity {
  /** Connections open to it, apart from the one that asks. */
  clients: number
  /** Commands it has answered since it started, apart from the one that asks. */
  commands: number
}

/** Asks a Redis how many connections it holds and how many commands it has answered. */
export async function activityOf(redisUrl: string): Promise<RedisActivity> {
  const client = createClient({
    url: redisUrl,
    socket: { connectTimeout: 5_000, reconnectStrategy: false },
  })
  client.on('error', () => undefined)
  await client.connect()
  try {
    const info = await client.info()
    const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1])
    return {
      clients: field('connected_clients') - 1,
      commands: field('total_commands_processed'),
    }
  } finally {
    client.destroy()
  }
}
