/** `sanity schema validate` offline, failing on warnings too. */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

interface ProblemGroup {
  path: { kind: string; name?: string; type?: string }[]
  problems: { severity: 'error' | 'warning'; message: string }[]
}

const studio = path.resolve(import.meta.dirname, '../../studio')
const sanity = path.resolve(import.meta.dirname, '../../node_modules/.bin/sanity')

let groups: ProblemGroup[]
try {
  const { stdout } = await promisify(execFile)(sanity, ['schema', 'validate', '--format', 'json'], {
    cwd: studio,
    // The CLI's usage statistics would go out over the network.
    env: { ...process.env, DO_NOT_TRACK: '1' },
  })
  groups = JSON.parse(stdout) as ProblemGroup[]
} catch (error) {
  // Errors make the command fail; its output still lists them.
  const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
  console.error(stdout || stderr || error)
  process.exit(1)
}

const problems = groups.flatMap(({ path: at, problems }) =>
  problems.map(({ severity, message }) => {
    const where = at.map((segment) => segment.name ?? segment.type ?? segment.kind).join(' › ')
    return `${severity}: ${where}: ${message}`
  }),
)
if (problems.length > 0) {
  console.error(`The Studio's schema has ${problems.length} problem(s):\n${problems.join('\n')}`)
  process.exit(1)
}
console.log('The Studio schema validates: 0 errors, 0 warnings (sanity schema validate).')
