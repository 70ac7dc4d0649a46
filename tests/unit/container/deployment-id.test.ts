import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deploymentIdOf, hashOfInputs } from '@/container/deployment-id'
import { ConfigurationError } from '@/domain/errors'
import configFor from '../../../next.config'

/** A small project: the files a build reads, and some it does not. */
const PROJECT: Record<string, string> = {
  'package.json': '{"name":"alts"}',
  'package-lock.json': '{"lockfileVersion":3}',
  'next.config.ts': 'export default {}',
  'tsconfig.json': '{}',
  'src/app/page.tsx': 'export default function Page() {}',
  'src/ui/Button.tsx': 'export function Button() {}',
  'public/icons/icon.png': 'png',
  'scripts/artifact/assemble.ts': '// assembles',
  'README.md': '# Alts',
  'fixtures/production/data.ndjson': '{"_id":"a"}',
  'tests/unit/a.test.ts': '// a test',
}

let root = ''
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'alts-deployment-id-'))
  await Promise.all(Object.entries(PROJECT).map(([file, text]) => write(file, text)))
})
afterEach(() => rm(root, { recursive: true, force: true }))

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await writeFile(path.join(root, file), text)
}

const idOf = (env: Record<string, string> = {}, of = root) => deploymentIdOf(of, env)

describe('the deployment id', () => {
  it('is short, and has no vowels, so it never spells a word', () => {
    expect(idOf()).toMatch(/^[0-9bcfghjkmnpqrstvwxz]{16}$/)
  })

  it('is the same for the same source, wherever it is built', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'alts-deployment-id-copy-'))
    try {
      await cp(root, elsewhere, { recursive: true })
      expect(idOf({}, elsewhere)).toBe(idOf())
    } finally {
      await rm(elsewhere, { recursive: true, force: true })
    }
  })

  it('changes with any change to the code, its settings or its locked packages', async () => {
    const before = idOf()
    for (const [file, text] of [
      ['src/ui/Button.tsx', 'export function Button() { return null }'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['next.config.ts', 'export default { reactStrictMode: true }'],
      ['public/icons/icon.png', 'another png'],
      ['src/ui/NewSection.tsx', 'export function NewSection() {}'],
    ] as const) {
      const previous = idOf()
      await write(file, text)
      expect(idOf(), file).not.toBe(previous)
    }
    expect(idOf()).not.toBe(before)
  })

  it('changes when a file moves, even with the same bytes', async () => {
    const before = idOf()
    await rm(path.join(root, 'src/ui/Button.tsx'))
    await write('src/ui/Knop.tsx', PROJECT['src/ui/Button.tsx']!)
    expect(idOf()).not.toBe(before)
  })

  it('stays the same after a build: what the build writes among its inputs is no input', async () => {
    const before = idOf()
    await write('public/sw.js', 'self.__SW_MANIFEST = []')
    await write('public/sw.js.map', '{}')
    await write('public/draft-mode/tools.js', '// tools')
    await write('public/.DS_Store', '')
    await write('.next/BUILD_ID', 'abc')
    await write('node_modules/next/package.json', '{}')
    expect(idOf()).toBe(before)
  })

  it('stays the same when only content, documentation or tests change', async () => {
    const before = idOf()
    await write('fixtures/production/data.ndjson', '{"_id":"b"}')
    await write('README.md', '# Alts, the agency')
    await write('tests/unit/b.test.ts', '// another test')
    expect(idOf()).toBe(before)
  })

  it('changes with Next.js’s output salt, which renames the build’s files', () => {
    expect(idOf({ NEXT_HASH_SALT: 'b' })).not.toBe(idOf())
    expect(idOf({ NEXT_HASH_SALT: 'b' })).toBe(idOf({ NEXT_HASH_SALT: 'b' }))
  })

  it('does not depend on the order the files are read in', () => {
    const files = Object.entries(PROJECT).map(([file, text]) => ({
      path: file,
      bytes: Buffer.from(text),
    }))
    expect(hashOfInputs(files.toReversed())).toBe(hashOfInputs(files))
  })

  it('tells a file’s path from its bytes', () => {
    const one = [{ path: 'src/ab', bytes: Buffer.from('c') }]
    const other = [{ path: 'src/a', bytes: Buffer.from('bc') }]
    expect(hashOfInputs(one)).not.toBe(hashOfInputs(other))
  })

  it('is the one NEXT_DEPLOYMENT_ID names, when it is set', () => {
    expect(idOf({ NEXT_DEPLOYMENT_ID: 'release-2026_11_27' })).toBe('release-2026_11_27')
    expect(idOf({ NEXT_DEPLOYMENT_ID: '' })).toBe(idOf())
  })

  it('refuses a NEXT_DEPLOYMENT_ID that Next.js could not put in addresses as it is', () => {
    for (const named of ['v1.2', 'a b', 'x'.repeat(65), 'é']) {
      expect(() => idOf({ NEXT_DEPLOYMENT_ID: named }), named).toThrow(ConfigurationError)
      expect(() => idOf({ NEXT_DEPLOYMENT_ID: named }), named).toThrow(
        'NEXT_DEPLOYMENT_ID must be 1 to 64 letters, digits, "_" or "-"',
      )
    }
  })
})

describe('the build’s configuration', () => {
  it('names a production build by the deployment id, and gives Next.js’s build id the same name', async () => {
    const config = await configFor(PHASE_PRODUCTION_BUILD)
    expect(config.deploymentId).toBe(deploymentIdOf(process.cwd()))
    expect(await config.generateBuildId?.()).toBe(config.deploymentId)
  })

  it('names no release in development', async () => {
    const config = await configFor(PHASE_DEVELOPMENT_SERVER)
    expect(config.deploymentId).toBeUndefined()
    expect(config.generateBuildId).toBeUndefined()
  })
})
