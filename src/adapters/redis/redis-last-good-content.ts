import type { ContentKey, LastGoodContentStore, Remembered } from '@/ports/last-good-content'
import type { RedisConnection } from './redis-connection'

/** Sets the key unless it holds content from a read that started later (compares `readAt`). */
const REMEMBER_NEWER = `
local current = redis.call('GET', KEYS[1])
if current and cjson.decode(current).readAt > tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1`

/** Last good content shared by every instance, over the instance's own (which answers while Redis is away). */
export class RedisLastGoodContent implements LastGoodContentStore {
  private readonly redis: RedisConnection
  private readonly local: LastGoodContentStore
  private readonly prefix: string

  constructor(redis: RedisConnection, local: LastGoodContentStore, prefix: string) {
    this.redis = redis
    this.local = local
    this.prefix = `${prefix}last-good:`
  }

  async remember<K extends ContentKey>(key: K, remembered: Remembered<K>): Promise<void> {
    await Promise.all([
      this.local.remember(key, remembered),
      this.redis.run((client) =>
        client.eval(REMEMBER_NEWER, {
          keys: [this.prefix + key],
          arguments: [JSON.stringify(remembered), String(remembered.readAt)],
        }),
      ),
    ])
  }

  async recall<K extends ContentKey>(key: K): Promise<Remembered<K> | undefined> {
    const [shared, own] = await Promise.all([
      this.redis.run((client) => client.get(this.prefix + key)),
      this.local.recall(key),
    ])
    const remembered = shared ? (JSON.parse(shared) as Remembered<K>) : undefined
    if (!remembered) return own
    return own && own.readAt > remembered.readAt ? own : remembered
  }
}
