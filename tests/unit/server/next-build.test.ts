import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  applyBuildConfig,
  buildIdOf,
  prerenderedRoutesOf,
  previewModeIdOf,
  unwritableFolders,
} from '@/server/next-build'

let distDir = ''
beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'alts-build-folder-'))
})
afterEach(() => rm(distDir, { recursive: true, force: true }))

describe('the build folder', () => {
  it('names its release by the build id', async () => {
    await writeFile(path.join(distDir, 'BUILD_ID'), 'abc123\n')
    expect(buildIdOf(distDir)).toBe('abc123')
  })

  it('hands the framework the configuration the build resolved', async () => {
    const config = { distDir: './.next', poweredByHeader: false, images: { qualities: [100] } }
    await writeFile(
      path.join(distDir, 'required-server-files.json'),
      JSON.stringify({ version: 1, config, files: [] }),
    )
    const env: Record<string, string | undefined> = {}
    applyBuildConfig(distDir, env)
    expect(JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG!)).toEqual(config)
  })

  it('says to build first when there is no build', () => {
    expect(() => applyBuildConfig(distDir, {})).toThrow(
      `There is no build to serve in ${distDir}: run \`npm run build\` first.`,
    )
  })

  it('refuses a build without a configuration', async () => {
    await writeFile(path.join(distDir, 'required-server-files.json'), '{"version":1}')
    expect(() => applyBuildConfig(distDir, {})).toThrow('holds no configuration')
  })

  it('knows the preview mode id and the prerendered routes from the prerender manifest', async () => {
    expect(previewModeIdOf(distDir)).toBeUndefined()
    await writeFile(
      path.join(distDir, 'prerender-manifest.json'),
      JSON.stringify({ routes: { '/': {}, '/careers': {} }, preview: { previewModeId: 'a1b2' } }),
    )
    expect(previewModeIdOf(distDir)).toBe('a1b2')
    expect(prerenderedRoutesOf(distDir)).toEqual(['/', '/careers'])
  })

  it('finds the folders the framework writes to writable, making the cache folder', async () => {
    await mkdir(path.join(distDir, 'server/app'), { recursive: true })
    expect(unwritableFolders(distDir)).toEqual([])
    expect(unwritableFolders(distDir)).toEqual([])
  })

  it('names a folder it cannot write to', async () => {
    await mkdir(path.join(distDir, 'server/app'), { recursive: true })
    // A file where the cache folder should be: nothing can be written into it.
    await writeFile(path.join(distDir, 'cache'), '')
    expect(unwritableFolders(distDir)).toEqual([path.join(distDir, 'cache')])
  })
})
