/** Part of `npm run check`: the committed query types must be what `npm run typegen` makes today. */
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'

const GENERATED = 'src/adapters/groq/query-results.generated.ts'

const read = (file: string) => readFile(file, 'utf8').catch(() => '(missing)')

const committed = await read(GENERATED)
try {
  execFileSync('npm', ['run', '--silent', 'typegen'], { stdio: 'pipe' })
} catch (error) {
  const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer }
  console.error(`\`npm run typegen\` failed:\n${String(stdout)}${String(stderr)}`)
  process.exit(1)
}
const regenerated = await read(GENERATED)

if (regenerated !== committed) {
  console.error(
    `${GENERATED} is not what the Studio schema and the queries produce.\n` +
      'Run `npm run typegen` and commit the result (see `git diff` for what changed).',
  )
  process.exit(1)
}
console.log(`${GENERATED} matches the Studio schema and the queries.`)
