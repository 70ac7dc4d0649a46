import { rmSync } from 'node:fs'
import { cp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { measureLoads, type LoadFigures, type LoadTarget } from './load.ts'
import { startBalancer } from './nginx.ts'
import { activityOf, startRedis, type RedisActivity } from './redis.ts'
import { startNodeServer, undoOnInterrupt, type RunningServer } from './servers.ts'

/*
 * "Several instances": the site as it runs on more than one instance (issue: two instances behind
 * a loopback balancer against one), every setup under the same load in the same run. Each
 * instance is the production front (`npm run serve`) on its own copy of one build, both sharing
 * pages and invalidations through one Redis (REDIS_URL), as tests/e2e/many-instances.spec.ts
 * starts them; nginx is the balancer.
 */

/** The routes measured when none are named: the home page and a content page. */
export const INSTANCE_ROUTES = ['/', '/products'] as const

/** The setups, in the order the report shows them. Every one of them uses the same Redis. */
export const SETUPS = {
  straight: 'one instance, straight',
  oneBehindNginx: 'one instance behind nginx',
  twoBehindNginx: 'two instances behind nginx',
} as const
export type Setup = keyof typeof SETUPS

export interface InstancesFigures {
  /** The machine's cores: the instances, nginx, Redis and the load generator all share them. */
  cores: number
  routes: { route: string; setups: Record<Setup, LoadFigures> }[]
  /**
   * The shared Redis once the load is over: the connections the instances hold (two each) and
   * the commands it answered. None would mean the instances never went through it.
   */
  redis: RedisActivity
}

/** Loopback ports of the section's servers, apart from those of the rest of the bench. */
export const INSTANCE_PORTS = { redis: 3310, a: 3311, b: 3312, oneBehind: 3313, twoBehind: 3314 }

/** The build folders of the two instances, each a copy of the one build (no shared disk). */
const COPIES = { a: '.next-bench-instance-a', b: '.next-bench-instance-b' }

/** Build caches the running site never reads: not copied. */
const NOT_COPIED = new Set(['dev', 'cache/turbopack', 'cache/webpack'])

/**
 * Measures the site on one instance and on two behind nginx, all sharing one Redis, for `routes`:
 * - one instance, straight: the load generator talks to instance A itself;
 * - one instance behind nginx: nginx's `upstream` holds A alone, so the balancer's cost shows;
 * - two instances behind nginx: the `upstream` holds A and B, round robin.
 * CPU per request counts every server a request may go through (nginx, the instances, Redis).
 * Every server, the copies of the build included, is stopped and removed whatever happens.
 */
export async function measureInstances(options: {
  root: string
  distDir: string
  routes: readonly string[]
  log: (message: string) => void
}): Promise<InstancesFigures> {
  const { root, distDir, routes, log } = options
  const started: RunningServer[] = []
  const copies = Object.values(COPIES).map((copy) => path.join(root, copy))
  const removeCopies = () =>
    Promise.all(copies.map((copy) => rm(copy, { recursive: true, force: true })))
  const forget = undoOnInterrupt(() => {
    for (const copy of copies) rmSync(copy, { recursive: true, force: true })
  })
  const start = async <T extends RunningServer>(name: string, starting: Promise<T>) => {
    log(`starting ${name}`)
    const server = await starting
    started.push(server)
    return server
  }
  try {
    const source = path.resolve(root, distDir)
    await removeCopies()
    for (const copy of copies) {
      log(`copying the build to ${path.relative(root, copy)}`)
      await cp(source, copy, {
        recursive: true,
        filter: (file) => !NOT_COPIED.has(path.relative(source, file)),
      })
    }
    const redis = await start('Redis', startRedis(INSTANCE_PORTS.redis))
    const instance = (name: 'a' | 'b') =>
      start(
        `instance ${name.toUpperCase()}`,
        startNodeServer(root, ['src/server/serve.ts'], INSTANCE_PORTS[name], {
          NEXT_DIST_DIR: COPIES[name],
          REDIS_URL: redis.redisUrl,
        }),
      )
    const a = await instance('a')
    const b = await instance('b')
    const nginx = await start(
      'nginx as the balancer',
      startBalancer([
        { port: INSTANCE_PORTS.oneBehind, upstreams: [INSTANCE_PORTS.a] },
        { port: INSTANCE_PORTS.twoBehind, upstreams: [INSTANCE_PORTS.a, INSTANCE_PORTS.b] },
      ]),
    )
    const at = (port: number, route: string) => new URL(route, `http://127.0.0.1:${port}/`).href
    const targetsOf = (route: string): Record<Setup, LoadTarget> => ({
      straight: {
        name: `${SETUPS.straight} ${route}`,
        url: at(INSTANCE_PORTS.a, route),
        pids: [a.pid, redis.pid],
      },
      oneBehindNginx: {
        name: `${SETUPS.oneBehindNginx} ${route}`,
        url: at(INSTANCE_PORTS.oneBehind, route),
        pids: [nginx.pid, a.pid, redis.pid],
      },
      twoBehindNginx: {
        name: `${SETUPS.twoBehindNginx} ${route}`,
        url: at(INSTANCE_PORTS.twoBehind, route),
        pids: [nginx.pid, a.pid, b.pid, redis.pid],
      },
    })
    const targets = routes.map(targetsOf)
    const loads = await measureLoads(
      targets.flatMap((setups) => Object.values(setups)),
      log,
    )
    const redisActivity = await activityOf(redis.redisUrl)
    return {
      cores: os.cpus().length,
      routes: routes.map((route, index) => {
        const setups = {} as Record<Setup, LoadFigures>
        for (const setup of Object.keys(SETUPS) as Setup[])
          setups[setup] = loads.get(targets[index]![setup].name)!
        return { route, setups }
      }),
      redis: redisActivity,
    }
  } finally {
    // The balancer first, then the instances, then the Redis they use.
    for (const server of started.reverse()) await server.stop()
    await removeCopies()
    forget()
  }
}
