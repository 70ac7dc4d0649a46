/** What each route's HTML is made of. Usage: node scripts/html-weight.ts [--rows N] [--route /x] [dir] */
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { SITE_ROUTES } from '../src/domain/routes.ts'
import { prerenderedHtmlFileOf } from '../src/adapters/next/build-output.ts'
import { tallies, weighPage } from './bench/rsc-payload.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rows: { type: 'string', default: '8' }, route: { type: 'string' } },
})
const distDir = positionals[0] ?? (process.env.NEXT_DIST_DIR || '.next')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const routes = values.route ? [values.route] : SITE_ROUTES

for (const route of routes) {
  const html = await readFile(prerenderedHtmlFileOf(distDir, route), 'utf8')
  const page = weighPage(html)
  console.log(
    `${route.padEnd(14)} HTML ${kb(page.htmlBytes)}, payload scripts ${kb(page.payloadScriptBytes)} ` +
      `(decoded ${kb(page.payloadBytes)}, ${page.rows.length} rows), markup ${kb(page.htmlBytes - page.payloadScriptBytes)}`,
  )
  const heaviest = [...page.rows]
    .sort((a, b) => b.text.length - a.text.length)
    .slice(0, Number(values.rows))
  for (const row of heaviest)
    console.log(
      `    row ${row.id.padEnd(4)} ${kb(Buffer.byteLength(row.text)).padStart(9)}  ${row.text.slice(row.id.length + 1, row.id.length + 111)}`,
    )
  const structured = page.rows.filter((row) => row.text.includes('https://schema.org'))
  if (structured.length > 0)
    console.log(
      `    rows with JSON-LD      ${String(structured.length).padStart(4)} × = ${kb(
        structured.reduce((sum, row) => sum + Buffer.byteLength(row.text), 0),
      )}`,
    )
  for (const [name, { count, bytes }] of Object.entries(tallies(html)))
    if (count > 0)
      console.log(`    ${name.padEnd(22)} ${String(count).padStart(4)} × = ${kb(bytes)}`)
}
