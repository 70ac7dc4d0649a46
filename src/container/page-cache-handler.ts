import { RedisConnection } from '../adapters/redis/redis-connection.ts'
import { sharedPageCache } from '../adapters/next/shared-page-cache.ts'
import { createPinoLogger } from '../adapters/logging/pino-logger.ts'
import { getConfig } from './config.ts'
import { currentRelease } from './release.ts'

/*
 * The pages' cache handler Next.js loads (next.config.ts, `cacheHandler`): with REDIS_URL, the
 * instance's file-system cache under one every instance shares; without it, the file-system
 * cache alone, as Next.js has by default. Loaded by Node.js itself (see shared-page-cache.ts).
 *
 * `next build` renders every page once and never shares them: the instances do, once started.
 */

const config = getConfig()
const logger = createPinoLogger({
  level: config.logLevel,
  pretty: config.environment === 'development',
})
const building = process.env.NEXT_PHASE === 'phase-production-build'
const redisUrl = building ? undefined : config.cache.redisUrl
const connection = (name: string, announce: boolean) =>
  redisUrl ? new RedisConnection(redisUrl, logger, { name, announce }) : undefined

export default sharedPageCache({
  redis: connection('pages', true),
  subscriber: connection('invalidations', false),
  logger,
  prefix: config.cache.keyPrefix,
  // Read once here: Next.js makes a handler for every request.
  release: redisUrl ? currentRelease() : '',
})
