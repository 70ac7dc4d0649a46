import type { FreshReads } from '@/ports/fresh-reads'
import type { RedisConnection } from './redis-connection'

/** Moves the deadline later, never earlier. */
const EXTEND = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current >= tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PXAT', ARGV[1])
return 1`

/** The fresh-read window shared by every instance, over the instance's own (which answers while Redis is away). */
export class RedisFreshReads implements FreshReads {
  private readonly redis: RedisConnection
  private readonly local: FreshReads
  private readonly prefix: string

  constructor(redis: RedisConnection, local: FreshReads, prefix: string) {
    this.redis = redis
    this.local = local
    this.prefix = `${prefix}fresh-reads:`
  }

  async readFreshUntil(dataset: string, until: number): Promise<void> {
    await Promise.all([
      this.local.readFreshUntil(dataset, until),
      this.redis.run((client) =>
        client.eval(EXTEND, { keys: [this.prefix + dataset], arguments: [String(until)] }),
      ),
    ])
  }

  async freshUntil(dataset: string): Promise<number> {
    const [shared, own] = await Promise.all([
      this.redis.run((client) => client.get(this.prefix + dataset)),
      this.local.freshUntil(dataset),
    ])
    return Math.max(Number(shared ?? 0), own)
  }
}
