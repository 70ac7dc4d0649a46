/** `npm run vitals:p75 -- server.log [--release <id>]` (`-`: stdin): each Core Web Vital's p75 per route. */
import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { formatTable, p75PerRoute } from './vitals/p75.ts'

const { values, positionals } = parseArgs({
  options: { release: { type: 'string' } },
  allowPositionals: true,
})
const [file] = positionals
if (!file) {
  console.error(
    'Usage: npm run vitals:p75 -- <server log, or - for standard input> [--release <id>]',
  )
  process.exit(2)
}

const input = file === '-' ? process.stdin : createReadStream(file, 'utf8')
input.on('error', (error: Error) => {
  console.error(`Cannot read ${file}: ${error.message}`)
  process.exit(2)
})
const lines = createInterface({ input, crlfDelay: Infinity })
console.log(formatTable(await p75PerRoute(lines, { release: values.release })))
