import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_ROUTES } from '@/domain/routes'

const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/verify-prerendered.ts')
let folder: string

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'alts-prerender-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

async function verify(routes: readonly string[]) {
  const distDir = path.join(folder, `${routes.length}`)
  await mkdir(distDir)
  await writeFile(
    path.join(distDir, 'prerender-manifest.json'),
    JSON.stringify({ routes: Object.fromEntries(routes.map((r) => [r, {}])) }),
  )
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, distDir])
    return { passed: true, output: stdout }
  } catch (error) {
    return { passed: false, output: (error as { stderr: string }).stderr }
  }
}

describe('the build’s prerender check', () => {
  it('passes when every site route was prerendered', async () => {
    const result = await verify([...SITE_ROUTES, '/_not-found'])
    expect(result.passed).toBe(true)
    expect(result.output).toContain(`All ${SITE_ROUTES.length} site routes are prerendered`)
  })

  it('fails the build naming a route that would render on demand', async () => {
    const result = await verify(SITE_ROUTES.filter((route) => route !== '/careers'))
    expect(result.passed).toBe(false)
    expect(result.output).toContain('These routes were not prerendered at build time: /careers.')
  })
})
