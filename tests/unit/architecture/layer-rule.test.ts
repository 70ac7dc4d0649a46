import { execFile } from 'node:child_process'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const DEPCRUISE = path.join(ROOT, 'node_modules/.bin/depcruise')
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs')

/** A clean miniature of the project's layers: every import allowed by the rule. */
const CLEAN_TREE = {
  'src/domain/page.ts': `export interface Page { title: string }`,
  'src/ports/repository.ts': `import type { Page } from '@/domain/page'\nexport interface Repository { get(): Page }\nexport const RepositoryToken = Symbol.for('Repository')`,
  'src/ports/logger.ts': `export interface Logger { info(message: string): void }\nexport const LoggerToken = Symbol.for('Logger')`,
  'src/adapters/memory/repository.ts': `import type { Repository } from '@/ports/repository'\nexport const memory: Repository = { get: () => ({ title: 'x' }) }`,
  'src/container/container.ts': `import { memory } from '@/adapters/memory/repository'\nexport const repository = memory`,
  'src/ui/title.ts': `import type { Page } from '@/domain/page'\nexport const title = (page: Page) => page.title`,
  'src/application/read-title.ts': `import type { Repository } from '@/ports/repository'\nimport { title } from '../domain/title'\nexport const readTitle = (repository: Repository) => title(repository.get())`,
  'src/domain/title.ts': `import type { Page } from './page'\nexport const title = (page: Page) => page.title`,
  'src/app/logged.ts': `import { LoggerToken } from '@/ports/logger'\nimport type { Repository } from '@/ports/repository'\nimport { readTitle } from '@/application/read-title'\nexport const x = (repository: Repository) => [LoggerToken, readTitle(repository)]`,
  'src/app/page.ts': `import { repository } from '@/container/container'\nimport { title } from '@/ui/title'\nexport default () => title(repository.get())`,
  'src/container/config.ts': `export const port = 3000`,
  'studio/schema.ts': `import type { Page } from '../src/domain/page'\nexport type Title = Page['title']`,
  // Packages: the site runs on its dependencies, names a devDependency's types, and its service
  // worker, scripts and tests use devDependencies; the Studio imports what its own manifest declares.
  'package.json': JSON.stringify({
    name: 'miniature',
    dependencies: { react: '1.0.0' },
    devDependencies: { devtool: '1.0.0' },
  }),
  'studio/package.json': JSON.stringify({
    name: 'miniature-studio',
    dependencies: { react: '1.0.0' },
  }),
  'src/ui/react.ts': `import React from 'react'\nexport const x = React`,
  'src/ui/devtool-types.ts': `import type { Tool } from 'devtool'\nexport type X = Tool`,
  'src/service-worker/sw.ts': `import { tool } from 'devtool'\nexport const x = tool`,
  'scripts/tool.ts': `import { tool } from 'devtool'\nimport React from 'react'\nexport const x = [tool, React]`,
  'tests/tool.test.ts': `import { tool } from 'devtool'\nimport { title } from '../src/ui/title'\nexport const x = [tool, title]`,
  'studio/react.ts': `import React from 'react'\nexport const x = React`,
}

/** What the miniature's node_modules holds: `transitive` is installed but declared nowhere. */
const PACKAGES = ['react', 'devtool', 'transitive']

let workspace: string | undefined

async function cruise(extraFiles: Record<string, string>) {
  workspace = await mkdtemp(path.join(tmpdir(), 'alts-layers-'))
  const files = { ...CLEAN_TREE, ...extraFiles }
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true })
    await writeFile(path.join(workspace, file), source)
  }
  await writeFile(
    path.join(workspace, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
  )
  for (const name of PACKAGES) {
    const folder = path.join(workspace, 'node_modules', name)
    await mkdir(folder, { recursive: true })
    await writeFile(path.join(folder, 'package.json'), JSON.stringify({ name, main: 'index.js' }))
    await writeFile(path.join(folder, 'index.js'), 'module.exports = {}')
    await writeFile(
      path.join(folder, 'index.d.ts'),
      'export interface Tool {}\nexport declare const tool: Tool',
    )
  }
  try {
    const args = ['src', 'studio', 'scripts', 'tests', '--config', CONFIG, '--output-type', 'err']
    await promisify(execFile)(DEPCRUISE, args, { cwd: workspace })
    return { passed: true, output: '' }
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return { passed: false, output: `${stdout}${stderr}` }
  }
}

afterEach(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true })
})

describe('the layer rule', () => {
  it('passes a tree that keeps to it', async () => {
    expect(await cruise({})).toEqual({ passed: true, output: '' })
  })

  it.each([
    [
      'domain-is-pure',
      'src/domain/bad.ts',
      `import type { Repository } from '@/ports/repository'\nexport type X = Repository`,
    ],
    [
      'ports-import-domain-only',
      'src/ports/bad.ts',
      `import { title } from '@/ui/title'\nexport const x = title`,
    ],
    [
      'no-frameworks-in-domain-or-ports',
      'src/domain/bad.ts',
      `import React from 'react'\nexport const x = React`,
    ],
    [
      'application-imports-ports-and-domain',
      'src/application/bad.ts',
      `import { title } from '@/ui/title'\nexport const x = title`,
    ],
    [
      'no-frameworks-in-the-application',
      'src/application/bad.ts',
      `import React from 'react'\nexport const x = React`,
    ],
    [
      'app-reads-content-through-the-application',
      'src/app/bad.ts',
      `import { RepositoryToken } from '@/ports/repository'\nexport const x = RepositoryToken`,
    ],
    [
      'adapters-import-ports-and-domain',
      'src/adapters/memory/bad.ts',
      `import { title } from '@/ui/title'\nexport const x = title`,
    ],
    [
      'ui-never-imports-adapters',
      'src/ui/bad.ts',
      `import { memory } from '@/adapters/memory/repository'\nexport const x = memory`,
    ],
    [
      'only-the-composition-root-imports-adapters',
      'src/app/bad.ts',
      `import { memory } from '@/adapters/memory/repository'\nexport const x = memory`,
    ],
    [
      'studio-imports-domain-only',
      'studio/bad.ts',
      `import { memory } from '../src/adapters/memory/repository'\nexport const x = memory`,
    ],
    [
      'nothing-imports-the-studio',
      'src/ui/bad.ts',
      `import type { Title } from '../../studio/schema'\nexport type X = Title`,
    ],
    [
      'imports-are-declared',
      'src/ui/bad.ts',
      `import { tool } from 'transitive'\nexport const x = tool`,
    ],
    [
      'imports-are-declared',
      'tests/bad.test.ts',
      `import { tool } from 'transitive'\nexport const x = tool`,
    ],
    [
      'imports-are-declared',
      'studio/bad.ts',
      `import { tool } from 'devtool'\nexport const x = tool`,
    ],
    [
      'imports-resolve',
      'scripts/bad.ts',
      `import { tool } from 'not-installed'\nexport const x = tool`,
    ],
    [
      'the-site-runs-on-dependencies',
      'src/ui/bad.ts',
      `import { tool } from 'devtool'\nexport const x = tool`,
    ],
    ['no-circular', 'src/domain/a.ts', `import { b } from './b'\nexport const a = () => b`],
  ])('fails on a deliberate violation of %s (%s)', async (rule, file, source) => {
    const extra: Record<string, string> = { [file]: source }
    if (rule === 'no-circular')
      extra['src/domain/b.ts'] = `import { a } from './a'\nexport const b = () => a`
    const result = await cruise(extra)
    expect(result.passed).toBe(false)
    expect(result.output).toContain(rule)
  })
})
