import { createClient } from '@redis/client'
import { accepts, startServer, type RunningServer } from './servers.ts'

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

/** A Redis on loopback keeping nothing on disk; `url` is `redis://127.0.0.1:<port>`, for REDIS_URL. */
export const startRedis = (port: number): Promise<RunningServer> =>
  startServer(
    REDIS_SERVER_PATH,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    `redis://127.0.0.1:${port}`,
    { ready: () => accepts(port) },
  )

/** What a Redis has seen, apart from the connection that asks: a sign the instances used it. */
export type RedisActivity = { clients: number; commands: number }

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
    return { clients: field('connected_clients') - 1, commands: field('total_commands_processed') }
  } finally {
    client.destroy()
  }
}
