import { existsSync, rmSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { measureLoads, type LoadFigures, type LoadTarget } from './load.ts'
import { startBalancer } from './nginx.ts'
import { activityOf, startRedis, type RedisActivity } from './redis.ts'
import { startNodeServer, undoOnInterrupt, type RunningServer } from './servers.ts'

/*
 * "Several instances": the site as it runs on more than one instance (issue: two instances behind
 * a loopback balancer against one), every setup under the same load in the same run. Each
 * instance is the self-contained server `npm run build` assembles (`node server.ts`), started
 * from its own copy of it as an operator deploys it and as tests/e2e/many-instances.spec.ts
 * starts them, both sharing pages and invalidations through one Redis (REDIS_URL); nginx is the
 * balancer.
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
  const artifact = path.resolve(root, distDir, 'standalone')
  if (!existsSync(path.join(artifact, 'server.ts')))
    throw new Error(`There is no self-contained server in ${artifact}: run \`npm run build\``)
  const started: RunningServer[] = []
  /** The instances' copies of the server, in a temporary folder: no shared disk. */
  const copies = await mkdtemp(path.join(os.tmpdir(), 'alts-bench-instances-'))
  const copyOf = (name: 'a' | 'b') => path.join(copies, name)
  const forget = undoOnInterrupt(() => rmSync(copies, { recursive: true, force: true }))
  const start = async <T extends RunningServer>(name: string, starting: Promise<T>) => {
    log(`starting ${name}`)
    const server = await starting
    started.push(server)
    return server
  }
  try {
    for (const name of ['a', 'b'] as const) {
      log(`copying the self-contained server to ${copyOf(name)}`)
      // verbatimSymlinks: the links inside the folder are relative and stay so.
      await cp(artifact, copyOf(name), { recursive: true, verbatimSymlinks: true })
    }
    const redis = await start('Redis', startRedis(INSTANCE_PORTS.redis))
    const instance = (name: 'a' | 'b') =>
      start(
        `instance ${name.toUpperCase()}`,
        startNodeServer(copyOf(name), ['server.ts'], INSTANCE_PORTS[name], {
          // The build inside the copy bears the build folder's name.
          NEXT_DIST_DIR: distDir,
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
    await rm(copies, { recursive: true, force: true })
    forget()
  }
}
