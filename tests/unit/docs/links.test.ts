import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const README = path.join(ROOT, 'README.md')
const DOCS = path.join(ROOT, 'docs')

/** The README and every Markdown file under docs/, as absolute paths. */
function documentation(): string[] {
  const docs = readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join(DOCS, file))
  return [README, ...docs]
}

const CODE_BLOCK = /^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm

/** The text a reader sees as prose: fenced code blocks and inline code spans taken out. */
function prose(markdown: string): string {
  return markdown.replace(CODE_BLOCK, '').replace(/`[^`\n]*`/g, '')
}

/** The target of every link and image, `[text](target)` and `![alt](target "title")`. */
function linkTargets(markdown: string): string[] {
  const links = prose(markdown).matchAll(/!?\[[^\]]*\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)
  return [...links].map(([, target]) => target!)
}

/** GitHub's anchor for a heading: lower case, punctuation removed, each space a dash. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors a Markdown file's headings give it; a repeated heading gets -1, -2, … */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>()
  const times = new Map<string, number>()
  for (const [, text] of markdown.replace(CODE_BLOCK, '').matchAll(/^#{1,6} +(.+?)[ #]*$/gm)) {
    const anchor = slug(text!)
    const before = times.get(anchor) ?? 0
    found.add(before === 0 ? anchor : `${anchor}-${before}`)
    times.set(anchor, before + 1)
  }
  return found
}

const OUTSIDE = /^[a-z][a-z\d+.-]*:/i // https:, mailto: and every other scheme

/** "docs/x.md: [y.md#z] names no …" for every relative link in `file` that leads nowhere. */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(file, 'utf8')
  const name = path.relative(ROOT, file)
  const problems: string[] = []
  for (const target of linkTargets(markdown)) {
    if (OUTSIDE.test(target)) continue
    const [pathPart, fragment] = target.split('#') as [string, string | undefined]
    const resolved = pathPart ? path.resolve(path.dirname(file), decodeURI(pathPart)) : file
    if (!existsSync(resolved)) {
      problems.push(`${name}: [${target}] names no file (${path.relative(ROOT, resolved)})`)
    } else if (fragment !== undefined && resolved.endsWith('.md')) {
      if (!anchors(readFileSync(resolved, 'utf8')).has(decodeURI(fragment))) {
        problems.push(`${name}: [${target}] names no heading of ${path.relative(ROOT, resolved)}`)
      }
    }
  }
  return problems
}

describe('the documentation', () => {
  it('keeps the README within 300 lines', () => {
    const lines = readFileSync(README, 'utf8').trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(300)
  })

  it('links only to files and headings that exist', () => {
    const files = documentation()
    expect(files.length).toBeGreaterThan(1)
    expect(files.flatMap(brokenLinks)).toEqual([])
  })

  it('finds links in prose and anchors the way GitHub makes them', () => {
    expect(slug('Failure reports: what fails in visitors’ browsers')).toBe(
      'failure-reports-what-fails-in-visitors-browsers',
    )
    expect(slug('Mobile TBT over 1.5 × on `/`')).toBe('mobile-tbt-over-15--on-')
    expect(linkTargets('[a](x.md#y) ![b](i.png "t") `[c](code.md)`\n```\n[d](e.md)\n```')).toEqual([
      'x.md#y',
      'i.png',
    ])
  })
})
