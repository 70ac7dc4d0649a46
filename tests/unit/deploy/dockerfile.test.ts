import { describe, expect, it } from 'vitest'
import {
  isIgnored,
  parseDockerfile,
  readDockerfile,
  readDockerignore,
} from '../../../scripts/container/dockerfile'
import { HEALTH_PATH } from '../../../src/container/lifecycle'

const stages = readDockerfile()
const runtime = stages.at(-1)!
const last = <K extends string>(kind: K) =>
  runtime.instructions.findLast((instruction) => instruction.kind === kind)

describe('the Dockerfile', () => {
  it('builds in one stage and runs in another, both on Debian slim with Node.js 24', () => {
    expect(stages.length).toBe(2)
    for (const stage of stages) expect(stage.image).toMatch(/^node:24-(bookworm|trixie)-slim$/)
    expect(stages[0]!.instructions).toContainEqual({ kind: 'RUN', command: 'npm run build' })
  })

  it('copies only the self-contained server, owned by the user that runs it', () => {
    const copies = runtime.instructions.filter((instruction) => instruction.kind === 'COPY')
    expect(copies).toEqual([
      {
        kind: 'COPY',
        from: stages[0]!.name,
        chown: 'node:node',
        sources: ['/app/.next/standalone'],
        destination: './',
      },
    ])
  })

  it('runs as the non-root user node, Next.js’s own node server.js on $PORT', () => {
    expect(last('USER')).toEqual({ kind: 'USER', user: 'node' })
    expect(last('CMD')).toEqual({ kind: 'CMD', command: ['node', 'server.js'] })
    const env = Object.assign(
      {},
      ...runtime.instructions.flatMap((i) => (i.kind === 'ENV' ? [i.values] : [])),
    ) as Record<string, string>
    expect(env).toMatchObject({ PORT: '3000', HOSTNAME: '0.0.0.0', NODE_ENV: 'production' })
    expect(last('EXPOSE')).toEqual({ kind: 'EXPOSE', ports: ['3000'] })
  })

  it('checks its health on the health path with Node.js (no curl in slim images)', () => {
    const health = last('HEALTHCHECK')
    expect(health?.kind).toBe('HEALTHCHECK')
    if (health?.kind !== 'HEALTHCHECK') return
    expect(health.command[0]).toBe('node')
    expect(health.command.join(' ')).toContain(`/healthz`)
    expect(health.command.join(' ')).toContain(HEALTH_PATH)
    expect(health.command.join(' ')).toContain('process.env.PORT')
  })

  it('is read with continuation lines and refuses instructions it does not know', () => {
    expect(parseDockerfile('FROM a AS b\nENV X=1 \\\n  Y="two words"\n')).toEqual([
      {
        image: 'a',
        name: 'b',
        instructions: [{ kind: 'ENV', values: { X: '1', Y: 'two words' } }],
      },
    ])
    expect(() => parseDockerfile('FROM a\nADD x y\n')).toThrow(/ADD is not understood/)
  })
})

describe('the .dockerignore', () => {
  const rules = readDockerignore()
  it.each([
    '.env',
    '.env.local',
    '.env.production.local',
    '.next/cache/x',
    '.next-emulator/x',
    'node_modules/next/package.json',
    'studio/node_modules/x',
    'tests/unit/x.test.ts',
    'test-results/x',
    '.git',
    'fixtures/production/preview-secrets.ndjson',
    'playwright.config.ts',
  ])('leaves out %s', (file) => {
    expect(isIgnored(rules, file)).toBe(true)
  })
  it.each([
    '.env.example',
    'package.json',
    'package-lock.json',
    'src/container/page-cache-handler.ts',
    'fixtures/production/data.ndjson',
    'public/favicon.ico',
    'scripts/artifact/assemble.ts',
  ])('keeps %s', (file) => {
    expect(isIgnored(rules, file)).toBe(false)
  })
})
