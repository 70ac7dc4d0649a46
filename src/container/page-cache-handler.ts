import { RedisConnection } from '../adapters/redis/redis-connection.ts'
import { pageCacheHandler } from '../adapters/next/page-cache-handler.ts'
import { createPinoLogger } from '../adapters/logging/pino-logger.ts'
import { getConfig } from './config.ts'
import { currentRelease } from './release.ts'
import { contentSecurityPolicy, policyOriginsOf } from './security-headers.ts'
import { SITE_INLINE_SCRIPT_HASHES } from './site-inline-scripts.ts'

/*
 * The pages' cache handler Next.js loads (next.config.ts, `cacheHandler`): each page with its
 * policy, and with REDIS_URL a cache every instance shares. Loaded by Node.js itself.
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
const visitors = policyOriginsOf(config)

export default pageCacheHandler({
  policy: (inline) =>
    contentSecurityPolicy(visitors, {
      ...inline,
      scripts: [...inline.scripts, ...SITE_INLINE_SCRIPT_HASHES],
    }),
  redis: connection('pages', true),
  subscriber: connection('invalidations', false),
  logger,
  prefix: config.cache.keyPrefix,
  // Read once here: Next.js makes a handler for every request.
  release: redisUrl ? currentRelease() : '',
})
