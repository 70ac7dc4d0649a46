import { readFile, readdir } from 'node:fs/promises'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * The Studio has a manifest of its own, studio/package.json: Sanity's CLI reads it to check the
 * Studio's dependencies. `npm ci` at the root installs them, from the root manifest. The two may
 * not drift apart: every package the Studio declares is declared at the root with the very same
 * range, and every package the Studio imports is declared in its manifest. (The layer rule's
 * `imports-are-declared` checks the imports too; this test says which package, and keeps the two
 * manifests in step, which no import graph can.)
 */

const ROOT = path.resolve(import.meta.dirname, '../../..')
const STUDIO = path.join(ROOT, 'studio')
/** Output and the CLI's own files, not the Studio's source. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.sanity'])
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/

type Ranges = Record<string, string>

interface Manifest {
  dependencies?: Ranges
  devDependencies?: Ranges
  peerDependencies?: Ranges
  optionalDependencies?: Ranges
}

/** Every package a manifest declares, whatever the kind, with its range. */
function declared(manifest: Manifest): Ranges {
  return {
    ...manifest.peerDependencies,
    ...manifest.optionalDependencies,
    ...manifest.devDependencies,
    ...manifest.dependencies,
  }
}

/** What keeps the root from installing exactly what the Studio declares, package by package. */
function driftFromRoot(studio: Manifest, root: Manifest): string[] {
  const installed = declared(root)
  return Object.entries(declared(studio)).flatMap(([name, range]) => {
    if (!(name in installed))
      return [`${name} (${range} in studio/package.json) is not in the root package.json`]
    if (installed[name] !== range)
      return [`${name} is ${range} in studio/package.json but ${installed[name]} in package.json`]
    return []
  })
}

/** The package an import specifier names, or undefined for relative paths and Node's own modules. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return
  const [first = '', second] = specifier.split('/')
  return first.startsWith('@') ? `${first}/${second}` : first
}

/** The packages these sources import that the manifest does not declare, each once. */
function undeclaredImports(sources: Record<string, string>, manifest: Manifest): string[] {
  const known = declared(manifest)
  const missing = new Map<string, string>()
  for (const [file, source] of Object.entries(sources)) {
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const name = packageOf(fileName)
      if (name && !(name in known) && !missing.has(name))
        missing.set(name, `${name}, imported by ${file}, is not in studio/package.json`)
    }
  }
  return [...missing.values()].sort()
}

async function readManifest(file: string): Promise<Manifest> {
  return JSON.parse(await readFile(file, 'utf8')) as Manifest
}

/** The Studio's source files, by their path from the repository root. */
async function studioSources(): Promise<Record<string, string>> {
  const sources: Record<string, string> = {}
  const entries = await readdir(STUDIO, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name))
    const inOutput = file.split(path.sep).some((part) => NOT_SOURCE.has(part))
    if (entry.isFile() && SOURCE_FILE.test(entry.name) && !inOutput)
      sources[file] = await readFile(path.join(ROOT, file), 'utf8')
  }
  return sources
}

describe("the Studio's manifest", () => {
  it('declares nothing the root installs differently', async () => {
    const studio = await readManifest(path.join(STUDIO, 'package.json'))
    const root = await readManifest(path.join(ROOT, 'package.json'))
    expect(Object.keys(declared(studio)).length).toBeGreaterThan(0)
    expect(driftFromRoot(studio, root)).toEqual([])
  })

  it('declares every package the Studio imports', async () => {
    const sources = await studioSources()
    expect(Object.keys(sources)).toContain(path.join('studio', 'sanity.config.ts'))
    const studio = await readManifest(path.join(STUDIO, 'package.json'))
    expect(undeclaredImports(sources, studio)).toEqual([])
  })

  it('names a package missing from the root, or declared there with another range', () => {
    const studio = { dependencies: { sanity: '6.16.0', rxjs: '^7.8.2', react: '^19.3.1' } }
    const root = { dependencies: { react: '^19.3.1' }, devDependencies: { sanity: '6.17.0' } }
    expect(driftFromRoot(studio, root)).toEqual([
      'sanity is 6.16.0 in studio/package.json but 6.17.0 in package.json',
      'rxjs (^7.8.2 in studio/package.json) is not in the root package.json',
    ])
  })

  it('names a package the Studio imports without declaring it', () => {
    const sources = {
      'studio/structure.ts': [
        `import { CogIcon } from '@sanity/icons/Cog'`,
        `import type { Observable } from 'rxjs'`,
        `import { defineConfig } from 'sanity'`,
        `import { readFile } from 'node:fs/promises'`,
        `import { rules } from './rules'`,
        `export const later = () => import('@sanity/vision')`,
      ].join('\n'),
    }
    expect(undeclaredImports(sources, { dependencies: { sanity: '6.16.0' } })).toEqual([
      '@sanity/icons, imported by studio/structure.ts, is not in studio/package.json',
      '@sanity/vision, imported by studio/structure.ts, is not in studio/package.json',
      'rxjs, imported by studio/structure.ts, is not in studio/package.json',
    ])
  })
})
