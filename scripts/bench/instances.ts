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
    // Each setup: the port the load goes to, and the servers a request may pass through.
    const setups: Record<Setup, [number, RunningServer[]]> = {
      straight: [INSTANCE_PORTS.a, [a]],
      oneBehindNginx: [INSTANCE_PORTS.oneBehind, [nginx, a]],
      twoBehindNginx: [INSTANCE_PORTS.twoBehind, [nginx, a, b]],
    }
    const setupNames = Object.keys(SETUPS) as Setup[]
    const nameOf = (setup: Setup, route: string) => `${SETUPS[setup]} ${route}`
    const targetOf = (route: string, setup: Setup): LoadTarget => {
      const [port, servers] = setups[setup]
      const pids = [...servers, redis].map((server) => server.pid)
      return { name: nameOf(setup, route), url: `http://127.0.0.1:${port}${route}`, pids }
    }
    const targets = routes.flatMap((route) => setupNames.map((setup) => targetOf(route, setup)))
    const loads = await measureLoads(targets, log)
    const setupsOf = (route: string) =>
      Object.fromEntries(
        setupNames.map((setup) => [setup, loads.get(nameOf(setup, route))!]),
      ) as Record<Setup, LoadFigures>
    return {
      cores: os.cpus().length,
      routes: routes.map((route) => ({ route, setups: setupsOf(route) })),
      redis: await activityOf(redis.url),
    }
  } finally {
    for (const server of started.reverse()) await server.stop()
    await rm(copies, { recursive: true, force: true })
    forget()
  }
}
