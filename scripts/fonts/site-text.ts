/** Every character the site is known to show: the font subset must cover it. */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import ts from 'typescript'
import { readNdjson } from '../../src/adapters/fixtures/ndjson.ts'
import { salaryText } from '../../src/domain/content/job-openings.ts'

/** Where a character was seen, for the message that names a missing one. */
export type CharacterSources = Map<string, Set<string>>

/** The folders whose code holds copy a visitor reads. */
const COPY_FOLDERS = ['src/ui', 'src/domain', 'src/app']

export async function siteCharacters(root: string): Promise<CharacterSources> {
  const found: CharacterSources = new Map()
  const note = (text: string, source: string) => {
    for (const character of text) {
      // Line breaks, tabs and other controls are never drawn with a glyph.
      if (/\p{Cc}/u.test(character)) continue
      const sources = found.get(character) ?? new Set<string>()
      sources.add(source)
      found.set(character, sources)
    }
  }

  for (const file of await fixtureDocuments(root)) {
    const relative = path.relative(root, file)
    for (const document of await readNdjson(file)) {
      for (const text of stringsIn(document)) note(text, relative)
      for (const salary of salariesIn(document)) note(salaryText(salary), `${relative} (salary)`)
    }
  }

  for (const file of await sourceFiles(root)) {
    const relative = path.relative(root, file)
    const source = await readFile(file, 'utf8')
    const copy = file.endsWith('.css') ? cssContentOf(source) : literalsOf(source, file)
    for (const text of copy) note(text, relative)
  }
  return found
}

async function fixtureDocuments(root: string): Promise<string[]> {
  const fixtures = path.join(root, 'fixtures')
  const datasets = await readdir(fixtures, { withFileTypes: true })
  return datasets
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(fixtures, entry.name, 'data.ndjson'))
}

async function sourceFiles(root: string): Promise<string[]> {
  const files: string[] = []
  for (const folder of COPY_FOLDERS) {
    const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true })
    for (const entry of entries) {
      if (entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
        files.push(path.join(entry.parentPath, entry.name))
    }
  }
  return files.sort()
}

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item)
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) yield* stringsIn(item)
}

type Salary = Parameters<typeof salaryText>[0]

function* salariesIn(value: unknown): Generator<Salary> {
  if (Array.isArray(value)) for (const item of value) yield* salariesIn(item)
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const { currency, minimum, maximum, per } = record
    if (
      typeof currency === 'string' &&
      typeof minimum === 'number' &&
      typeof maximum === 'number' &&
      (per === 'hour' || per === 'month' || per === 'year')
    ) {
      yield { currency, minimum, maximum, per }
    }
    for (const item of Object.values(record)) yield* salariesIn(item)
  }
}

/** The text of a TypeScript file's string literals, template pieces and JSX text (not comments). */
function literalsOf(source: string, file: string): string[] {
  const texts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      texts.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true))
  return texts
}

/** The strings CSS draws itself: `content: '…'` (with CSS escapes such as \201C resolved). */
function cssContentOf(source: string): string[] {
  const texts: string[] = []
  for (const match of source.matchAll(/content:\s*([^;}]+)/g)) {
    for (const quoted of match[1]!.matchAll(/(['"])((?:\\.|(?!\1).)*)\1/g)) {
      texts.push(
        quoted[2]!.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) =>
          String.fromCodePoint(parseInt(hex, 16)),
        ),
      )
    }
  }
  return texts
}
