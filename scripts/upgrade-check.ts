/**
 * `npm run upgrade:check [version] [-- --keep]`: tries a Next.js release on this project before
 * it is taken. In a temporary copy of the working tree (committed or not; no node_modules, no
 * builds) it installs that `next` (default: the newest the registry calls `latest`; a version or
 * a tag such as `canary`), with `eslint-config-next` of the same release and the newest `react`
 * and `react-dom` its peer range accepts, then runs, stopping at the first failure:
 *
 *   install            npm ci, then the new versions
 *   typecheck          npm run typecheck
 *   framework + unit   the checks of Next.js's internals (tests/framework) and the unit tests
 *   build              npm run build
 *   smoke              the end-to-end tests tagged @smoke: the six routes, the security
 *                      headers and the policy's hashes of the inline scripts, a signed publish
 *                      regenerating a page, draft mode on and off
 *
 * and prints one verdict line. Exit code 0 when it passes, 1 when a step fails (its whole output
 * is kept in a log file, named), 2 when the version is not on the registry. The copy is removed
 * unless --keep is given. docs/upgrading.md says what to do with a failure.
 */
import { spawn, spawnSync } from 'node:child_process'
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { E2E_PORT } from '../tests/support/ports.ts'
import {
  newestVersionOf,
  reactRangeOf,
  reasonOf,
  verdictLine,
  type StepOutcome,
} from './upgrade/verdict.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const MINUTE = 60_000
/** Bounds for a busy two-core machine: each step takes a fraction of this when quiet. */
const STEP_LIMITS = {
  install: 15 * MINUTE,
  typecheck: 10 * MINUTE,
  'framework + unit': 20 * MINUTE,
  build: 20 * MINUTE,
  smoke: 30 * MINUTE,
} as const
/**
 * The copy's servers listen here, away from a suite that may be running in the repository, and
 * clear of the ports browsers and fetch refuse (4190, 5060, 6000, …) at every offset the tests use.
 */
const COPY_E2E_PORT = E2E_PORT + 2000

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'boolean', default: false } },
})
const spec = positionals[0] ?? 'latest'

function npmView(query: string, field: string): string {
  const answer = spawnSync('npm', ['view', query, field, '--json'], { encoding: 'utf8' })
  return answer.status === 0 ? answer.stdout : ''
}

const next = newestVersionOf(npmView(`next@${spec}`, 'version'))
if (!next) {
  console.error(`The registry has no next@${spec}: name a version or a tag it has.`)
  process.exit(2)
}
const react = newestVersionOf(
  npmView(`react@${reactRangeOf(npmView(`next@${next}`, 'peerDependencies'))}`, 'version'),
)
if (!react) {
  console.error(`The registry has no React that next@${next} accepts.`)
  process.exit(2)
}
const lint = newestVersionOf(npmView(`eslint-config-next@${next}`, 'version'))

/** The working tree as it is, committed or not, without what git ignores. */
async function copyWorkingTree(to: string) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true })
    await cp(path.join(ROOT, file), path.join(to, file)).catch((error: NodeJS.ErrnoException) => {
      // A file deleted in the working tree but not yet in git's index.
      if (error.code !== 'ENOENT') throw error
    })
  }
}

/** Runs commands one after another in the copy; resolves with their outcome and output. */
function runStep(
  commands: string[][],
  cwd: string,
  limitMs: number,
): Promise<{ passed: boolean; output: string }> {
  return new Promise((resolve) => {
    let output = ''
    const next = (index: number) => {
      const command = commands[index]
      if (!command) return resolve({ passed: true, output })
      output += `$ ${command.join(' ')}\n`
      const child = spawn(command[0]!, command.slice(1), {
        cwd,
        env: {
          ...process.env,
          CI: 'true',
          E2E_PORT: String(COPY_E2E_PORT),
          NEXT_TELEMETRY_DISABLED: '1',
        },
        detached: true,
      })
      const limit = setTimeout(() => {
        output += `\nStopped after ${limitMs / MINUTE} minutes.\n`
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      }, limitMs)
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('close', (code) => {
        clearTimeout(limit)
        if (code === 0) next(index + 1)
        else resolve({ passed: false, output })
      })
    }
    next(0)
  })
}

const copy = await mkdtemp(path.join(tmpdir(), 'alts-upgrade-check-'))
const logs = path.join(tmpdir(), 'alts-upgrade-check-logs')
await mkdir(logs, { recursive: true })
console.log(`Trying next@${next} with react ${react} in ${copy}`)
await copyWorkingTree(copy)

const framework = [`next@${next}`, ...(lint ? [`eslint-config-next@${lint}`] : [])]
/** React by range, as the site and the Studio declare it (their manifests must agree). */
const reactRange = [`react@^${react}`, `react-dom@^${react}`]
const install = [
  ['npm', 'ci', '--no-audit', '--no-fund'],
  ['npm', 'install', '--save-exact', '--no-audit', '--no-fund', ...framework],
  ['npm', 'install', '--no-audit', '--no-fund', ...reactRange],
  [
    'npm',
    'pkg',
    'set',
    '--prefix',
    'studio',
    ...reactRange.map((spec) => `dependencies.${spec.replace('@^', '=^')}`),
  ],
]
const steps: [keyof typeof STEP_LIMITS, string[][]][] = [
  ['install', install],
  ['typecheck', [['npm', 'run', 'typecheck']]],
  [
    'framework + unit',
    [
      ['sh', 'scripts/ensure-debian-package.sh', '/usr/bin/redis-server', 'redis-server'],
      ['npx', 'vitest', 'run', 'tests/framework', 'tests/unit'],
    ],
  ],
  ['build', [['npm', 'run', 'build']]],
  [
    'smoke',
    [
      ['sh', 'scripts/ensure-chromium.sh'],
      ['sh', 'scripts/ensure-java.sh'],
      ['npx', 'playwright', 'test', '--grep', '@smoke'],
    ],
  ],
]

const outcomes: StepOutcome[] = []
for (const [name, commands] of steps) {
  const started = performance.now()
  const { passed, output } = await runStep(commands, copy, STEP_LIMITS[name])
  const seconds = (performance.now() - started) / 1000
  if (passed) {
    outcomes.push({ name, passed, seconds })
    console.log(`  ✓ ${name} (${Math.round(seconds)} s)`)
    continue
  }
  const log = path.join(logs, `next-${next}-${name.replace(/\W+/g, '-')}.log`)
  await writeFile(log, output)
  outcomes.push({ name, passed, seconds, reason: reasonOf(output) })
  console.log(`  ✗ ${name} (${Math.round(seconds)} s), its whole output: ${log}`)
  console.log(output.trimEnd().split('\n').slice(-15).join('\n'))
  break
}

if (values.keep) console.log(`The copy is kept in ${copy}`)
else await rm(copy, { recursive: true, force: true })
console.log(verdictLine(next, react, outcomes))
process.exit(outcomes.every((outcome) => outcome.passed) ? 0 : 1)
