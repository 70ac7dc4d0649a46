import { readFile, writeFile } from 'node:fs/promises'
import { staticFileOf } from './first-load.ts'

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read it as a comment): a
 * script that opens with it has all its functions compiled while it streams in, on a background
 * thread. Without it each function is compiled on the main thread the first time it runs, and a
 * first load runs nearly every function of its scripts (the framework's runtime, each module's
 * factory, hydration): on a phone that compiling was most of the one long task that evaluates
 * the first-load scripts. Scripts that load on demand (three.js, lottie-web, GSAP) keep V8's
 * lazy compiling: most of their functions may never run.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Which first-load scripts get the hint: those of 16 KB and more. Each hint costs about 30 bytes
 * of every first load (compressed, a file at a time), and what it saves is compiling: in the
 * profile that chose it, nearly all of that was in the framework's and the site's large
 * chunks, not in the page entries of 1–10 KB. The legacy polyfills run only in browsers that
 * know no such hint.
 */
export const needsCompileHint = (script: { rawBytes: number; noModule: boolean }) =>
  !script.noModule && script.rawBytes >= 16 * 1024

/** The script with the hint at its start (the only place V8 reads it); once only. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code
}

/** Its source map, for the script with one line more at its start. */
export function shiftedSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string }
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
}

/**
 * Puts the hint at the start of each script the build serves at these addresses (and moves its
 * source map, if it has one, down a line). Returns how many scripts it changed: a script that
 * has the hint already is left as it is.
 */
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
