import { readFile, writeFile } from 'node:fs/promises'
import { staticFileOf } from './first-load.ts'

/** V8's explicit compile hint: compile every function while the script streams in (docs/benchmarks.md). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** First-load scripts of 16 KB and more: each hint costs ~30 bytes, and the small entries compile little. */
export const needsCompileHint = (script: { rawBytes: number; noModule: boolean }) =>
  !script.noModule && script.rawBytes >= 16 * 1024

/** The script with the hint at its start (the only place V8 reads it); once only. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code
}

export function shiftedSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string }
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
}

/** Opens each of these scripts with the hint (a source map moves down a line); returns how many changed. */
export async function hintEagerCompile(distDir: string, sources: Iterable<string>) {
  let changed = 0
  for (const src of sources) {
    const file = staticFileOf(distDir, src)
    const code = await readFile(file, 'utf8')
    const hinted = withCompileHint(code)
    if (hinted === code) continue
    await writeFile(file, hinted)
    const map = await readFile(`${file}.map`, 'utf8').catch(() => undefined)
    if (map !== undefined) await writeFile(`${file}.map`, shiftedSourceMap(map))
    changed++
  }
  return changed
}
