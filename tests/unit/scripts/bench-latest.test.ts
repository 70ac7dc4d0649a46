import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checksOf, markdownOf, type BenchReport } from '../../../scripts/bench/report'

const BENCHMARKS = path.resolve(import.meta.dirname, '../../../benchmarks')
const latest = JSON.parse(readFileSync(path.join(BENCHMARKS, 'latest.json'), 'utf8')) as BenchReport
const markdown = readFileSync(path.join(BENCHMARKS, 'latest.md'), 'utf8')

describe('the latest report, rendered from its figures', () => {
  it('holds the same checks as the run that measured them', () => {
    expect(checksOf(latest)).toEqual(latest.checks)
  })

  it('renders benchmarks/latest.md from benchmarks/latest.json, every row of every table', () => {
    const rendered = markdownOf(latest)
    const rows = (text: string) => text.split('\n').filter((line) => line.startsWith('| '))
    // Each page of each table: the bare page and every route in the phone's, bytes, desktop,
    // JavaScript and server tables, each route's twin in the phone's, every setup and icon.
    const pages = ['bare Next.js page', ...latest.routes.map(({ route }) => route)]
    for (const page of pages)
      expect(
        rows(rendered).filter((line) => line.startsWith(`| ${page} `)).length,
      ).toBeGreaterThanOrEqual(7)
    for (const { file } of latest.icons) expect(rendered).toContain(`| ${file} |`)
    expect(rows(rendered)).toEqual(rows(markdown))
    expect(rendered).toBe(markdown)
  })
})
