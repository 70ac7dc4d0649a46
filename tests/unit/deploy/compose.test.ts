import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { balancerConfigOf } from '../../../scripts/bench/nginx'
import {
  COMPOSE_BALANCER,
  NGINX_CONF,
  NGINX_CONF_IN_IMAGE,
  nginxConf,
  SITE_PORT,
  SITE_SERVICES,
} from '../../../scripts/compose/nginx-conf'
import { readDockerfile } from '../../../scripts/container/dockerfile'
import { HEALTH_PATH } from '../../../src/container/lifecycle'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

interface Service {
  build?: { context: string }
  image?: string
  init?: boolean
  command?: string[]
  env_file?: { path: string; required: boolean }[]
  environment?: Record<string, string>
  healthcheck?: { test: string[] }
  ports?: string[]
  volumes?: string[]
  depends_on?: Record<string, { condition: string }>
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
}
const { services } = compose
const committedConf = read(NGINX_CONF)

/** nginx's `server host:port;` lines of an upstream, and its listen ports. */
const upstreamServers = (conf: string) => [...conf.matchAll(/^\s*server (\S+);/gm)].map((m) => m[1])
const listens = (conf: string) => [...conf.matchAll(/^\s*listen (\S+);/gm)].map((m) => m[1])

describe('compose.yaml, deploy/nginx.conf and the bench balancer agree', () => {
  it('deploy/nginx.conf is what npm run compose:nginx writes today', () => {
    expect(committedConf, 'run `npm run compose:nginx` and commit deploy/nginx.conf').toBe(
      nginxConf(),
    )
  })

  it('uses the same blocks as the bench balancer, only the addresses differ', () => {
    const bench = balancerConfigOf('/tmp/prefix', [{ port: 5001, upstreams: [5002, 5003] }])
    const normalise = (conf: string) =>
      conf
        .replace(/127\.0\.0\.1:\d+|site-\d:\d+/g, 'ADDRESS')
        .replace(/instances(?:_\d+)?/g, 'UPSTREAM')
        .replace(/listen \S+;/g, 'listen PORT;')
    const blocksOf = (conf: string) =>
      normalise(conf.slice(conf.indexOf('upstream'), conf.lastIndexOf('}') + 1)).trim()
    expect(blocksOf(committedConf)).toBe(blocksOf(bench.slice(0, bench.lastIndexOf('}'))))
  })

  it('balances over exactly the site services, on the port each serves', () => {
    const sites = Object.keys(services).filter((name) => name.startsWith('site-'))
    expect(sites).toEqual([...SITE_SERVICES])
    expect(upstreamServers(committedConf)).toEqual(sites.map((name) => `${name}:${SITE_PORT}`))
    for (const name of sites) {
      expect(services[name]!.environment?.PORT, `${name}'s PORT`).toBe(String(SITE_PORT))
      expect(services[name]!.build?.context, `${name} is built from the Dockerfile`).toBe('.')
    }
  })

  it('publishes the port nginx listens on and mounts the generated configuration', () => {
    const nginx = services.nginx!
    expect(listens(committedConf)).toEqual([COMPOSE_BALANCER.listen])
    expect(nginx.ports?.map((port) => port.split(':').at(-1))).toEqual([COMPOSE_BALANCER.listen])
    expect(nginx.volumes).toContain(`./${NGINX_CONF}:${NGINX_CONF_IN_IMAGE}:ro`)
    expect(nginx.image).toMatch(/^nginx:[\d.]+-bookworm$/)
  })

  it("checks each instance's health on its health path and port, as the image does", () => {
    const [dockerHealth] = readDockerfile()
      .at(-1)!
      .instructions.filter((instruction) => instruction.kind === 'HEALTHCHECK')
    expect(dockerHealth?.command.join(' ')).toContain(HEALTH_PATH)
    for (const name of SITE_SERVICES) {
      const test = services[name]!.healthcheck?.test.join(' ') ?? ''
      expect(test).toContain(`http://127.0.0.1:${SITE_PORT}${HEALTH_PATH}`)
    }
  })

  it('starts nginx only once both instances are healthy, and the instances once Redis is', () => {
    for (const name of SITE_SERVICES) {
      expect(services.nginx!.depends_on?.[name]).toEqual({ condition: 'service_healthy' })
      expect(services[name]!.depends_on?.redis).toEqual({ condition: 'service_healthy' })
      expect(services[name]!.environment?.REDIS_URL).toBe('redis://redis:6379')
    }
    expect(services.redis!.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping'])
    expect(services.redis!.command).toEqual(['redis-server', '--save', '', '--appendonly', 'no'])
  })

  it('reads secrets from an optional .env file, forwards signals, and shares one image', () => {
    for (const name of SITE_SERVICES) {
      expect(services[name]!.env_file).toEqual([{ path: '.env', required: false }])
      expect(services[name]!.init).toBe(true)
    }
    expect(new Set(SITE_SERVICES.map((name) => services[name]!.image)).size).toBe(1)
  })
})
