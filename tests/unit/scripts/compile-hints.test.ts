import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  COMPILE_HINT,
  hintEagerCompile,
  needsCompileHint,
  shiftedSourceMap,
  withCompileHint,
} from '../../../scripts/bundle/compile-hints'

describe("V8's compile hint on the first-load scripts", () => {
  it('opens the script with the hint, once however often it runs', () => {
    const hinted = withCompileHint('(()=>{hydrate()})()')
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(()=>{hydrate()})()')
    expect(withCompileHint(hinted)).toBe(hinted)
  })

  it('is for the large scripts modern browsers run', () => {
    expect(needsCompileHint({ rawBytes: 235_000, noModule: false })).toBe(true)
    expect(needsCompileHint({ rawBytes: 16 * 1024, noModule: false })).toBe(true)
    expect(needsCompileHint({ rawBytes: 3_966, noModule: false })).toBe(false)
    expect(needsCompileHint({ rawBytes: 110_000, noModule: true })).toBe(false)
  })

  it('moves a source map down the one line the hint adds', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' })
    expect(JSON.parse(shiftedSourceMap(map))).toEqual({
      version: 3,
      sources: ['a.ts'],
      mappings: ';AAAA;AACA',
    })
  })

  let build = ''
  afterAll(async () => {
    if (build) await rm(build, { recursive: true, force: true })
  })

  it('hints the scripts served at the given addresses and leaves the others alone', async () => {
    build = await mkdtemp(path.join(tmpdir(), 'alts-compile-hints-'))
    const chunks = path.join(build, 'static', 'chunks')
    await mkdir(chunks, { recursive: true })
    await writeFile(path.join(chunks, 'app.js'), 'hydrate()')
    await writeFile(path.join(chunks, 'app.js.map'), JSON.stringify({ mappings: 'AAAA' }))
    await writeFile(path.join(chunks, 'three.js'), 'new WebGLRenderer()')

    const first = ['/_next/static/chunks/app.js?dpl=release-1']
    expect(await hintEagerCompile(build, first)).toBe(1)
    expect(await readFile(path.join(chunks, 'app.js'), 'utf8')).toBe(`${COMPILE_HINT}hydrate()`)
    expect(JSON.parse(await readFile(path.join(chunks, 'app.js.map'), 'utf8'))).toEqual({
      mappings: ';AAAA',
    })
    expect(await readFile(path.join(chunks, 'three.js'), 'utf8')).toBe('new WebGLRenderer()')

    // A second run (a build step run again) changes nothing, the map included.
    expect(await hintEagerCompile(build, first)).toBe(0)
    expect(JSON.parse(await readFile(path.join(chunks, 'app.js.map'), 'utf8'))).toEqual({
      mappings: ';AAAA',
    })
  })
})
