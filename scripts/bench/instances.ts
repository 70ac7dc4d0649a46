import { existsSync, rmSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { measureLoads, type LoadFigures, type LoadTarget } from './load.ts'
import { startBalancer } from './nginx.ts'
import { activityOf, startRedis, type RedisActivity } from './redis.ts'
import { startSite, undoOnInterrupt, type RunningServer } from './servers.ts'

/** The routes measured when none are named: the home page and a content page. */
export const INSTANCE_ROUTES = ['/', '/products'] as const

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
  /** The shared Redis once the load is over: none would mean the instances never used it. */
  redis: RedisActivity
}

export const INSTANCE_PORTS = { redis: 3310, a: 3311, b: 3312, oneBehind: 3313, twoBehind: 3314 }

/**
 * "Several instances": A straight, A behind nginx and A and B behind nginx, each from its own copy,
 * sharing one Redis; everything started is stopped and removed whatever happens.
 */
export async function measureInstances(options: {
  root: string
  distDir: string
  routes: readonly string[]
  log: (message: string) => void
}): Promise<InstancesFigures> {
  const { root, distDir, routes, log } = options
  const artifact = path.resolve(root, distDir, 'standalone')
  if (!existsSync(path.join(artifact, 'server.js')))
    throw new Error(`There is no self-contained server in ${artifact}: run \`npm run build\``)
  const started: RunningServer[] = []
  const copies = await mkdtemp(path.join(os.tmpdir(), 'alts-bench-instances-'))
  const forget = undoOnInterrupt(() => rmSync(copies, { recursive: true, force: true }))
  const start = async (name: string, starting: Promise<RunningServer>) => {
    log(`starting ${name}`)
    started.push(await starting)
    return started.at(-1)!
  }
  try {
    for (const name of ['a', 'b'] as const) {
      log(`copying the self-contained server to ${path.join(copies, name)}`)
      // verbatimSymlinks: the links inside the folder are relative and stay so.
      await cp(artifact, path.join(copies, name), { recursive: true, verbatimSymlinks: true })
    }
    const redis = await start('Redis', startRedis(INSTANCE_PORTS.redis))
    const instance = (name: 'a' | 'b') =>
      start(
        `instance ${name.toUpperCase()}`,
        startSite(INSTANCE_PORTS[name], {
          standalone: path.join(copies, name),
          // The build inside the copy bears the build folder's name.
          env: { NEXT_DIST_DIR: distDir, REDIS_URL: redis.url },
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
    const at = (port: number, route: string, pids: RunningServer[]): Omit<LoadTarget, 'name'> => ({
      url: new URL(route, `http://127.0.0.1:${port}/`).href,
      pids: [...pids, redis].map((server) => server.pid),
    })
    const targetsOf = (route: string) => {
      const targets: Record<Setup, Omit<LoadTarget, 'name'>> = {
        straight: at(INSTANCE_PORTS.a, route, [a]),
        oneBehindNginx: at(INSTANCE_PORTS.oneBehind, route, [nginx, a]),
        twoBehindNginx: at(INSTANCE_PORTS.twoBehind, route, [nginx, a, b]),
      }
      return (Object.keys(SETUPS) as Setup[]).map((setup) => ({
        setup,
        name: `${SETUPS[setup]} ${route}`,
        ...targets[setup],
      }))
    }
    const targets = routes.map(targetsOf)
    const loads = await measureLoads(targets.flat(), log)
    const redisActivity = await activityOf(redis.url)
    return {
      cores: os.cpus().length,
      routes: routes.map((route, index) => ({
        route,
        setups: Object.fromEntries(
          targets[index]!.map(({ setup, name }) => [setup, loads.get(name)!]),
        ) as Record<Setup, LoadFigures>,
      })),
      redis: redisActivity,
    }
  } finally {
    for (const server of started.reverse()) await server.stop()
    await rm(copies, { recursive: true, force: true })
    forget()
  }
}
