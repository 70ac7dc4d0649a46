/** `npm run upgrade:check [version] [-- --keep]`: a Next.js release tried in a scratch copy (docs/upgrading.md). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isPortFree } from './setup/free-port.ts'
import {
  newestPrereleasesOf,
  newestVersionOf,
  plainText,
  portBases,
  reactRangeOf,
  reasonOf,
  summaryOf,
  verdictLine,
  withVersions,
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
/** The tests' servers listen at E2E_PORT and at offsets below this from it (tests/support/ports.ts). */
const PORT_SPAN = 100
/** Manifests that declare React: the Studio's must move in step with the root's. */
const MANIFESTS = ['package.json', 'studio/package.json']
const USAGE = 'Usage: npm run upgrade:check [version or tag, default latest] [-- --keep]'

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`)
  process.exit(2)
}

function parseArguments() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { keep: { type: 'boolean', default: false }, help: { type: 'boolean' } },
    })
    if (values.help) {
      console.log(USAGE)
      process.exit(0)
    }
    if (positionals.length > 1) usageError(`One version at a time, not ${positionals.join(' ')}.`)
    return { spec: positionals[0] ?? 'latest', keep: values.keep }
  } catch (error) {
    return usageError((error as Error).message)
  }
}

/** `npm view <query> <field> --json`: its answer, or npm's error (code and summary). */
function npmView(query: string, field: string): { json?: string; error?: string } {
  const answer = spawnSync('npm', ['view', query, field, '--json'], {
    encoding: 'utf8',
    timeout: 2 * MINUTE,
  })
  if (answer.status === 0) return { json: answer.stdout }
  // With --json, npm writes its error as JSON on stdout too.
  let error = answer.error?.message ?? answer.stderr.split('\n')[0] ?? 'no answer'
  try {
    const { code, summary } = (JSON.parse(answer.stdout) as { error: Record<string, string> }).error
    error = `${code}: ${summary}`
  } catch {
    // Not npm's JSON: the first line of its error output says enough.
  }
  return { error }
}

/** The versions to try, or exit: 2 when the registry has no such release, 1 when it cannot say. */
function resolveVersions(spec: string) {
  const asked = npmView(`next@${spec}`, 'version')
  const next = newestVersionOf(asked.json ?? '')
  if (!next) {
    if (asked.error && !asked.error.startsWith('E404')) {
      console.error(`Could not ask the registry about next@${spec}: ${asked.error}`)
      process.exit(1)
    }
    const tags = Object.entries(JSON.parse(npmView('next', 'dist-tags').json || '{}') as object)
    const prereleases = newestPrereleasesOf(npmView('next', 'versions').json ?? '')
    usageError(
      `The registry has no next@${spec}. Its tags: ${tags.map(([tag, v]) => `${tag} (${v})`).join(', ') || 'none'}; ` +
        `its newest pre-releases: ${prereleases.join(', ') || 'none'}.`,
    )
  }
  const range = reactRangeOf(npmView(`next@${next}`, 'peerDependencies').json ?? '')
  const react = newestVersionOf(npmView(`react@${range}`, 'version').json ?? '')
  if (!react) usageError(`The registry has no React in next@${next}'s range ${range}.`)
  // A pre-release of Next.js may come without an eslint-config-next of the same version.
  const lint = newestVersionOf(npmView(`eslint-config-next@${next}`, 'version').json ?? '')
  return { next, react, lint }
}

/** The working tree as it is, committed or not, without what git ignores. */
async function copyWorkingTree(to: string) {
  const args = ['ls-files', '-z', '--cached', '--others', '--exclude-standard']
  const listed = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true })
    await cp(path.join(ROOT, file), path.join(to, file)).catch((error: NodeJS.ErrnoException) => {
      // A file deleted in the working tree but not yet in git's index.
      if (error.code !== 'ENOENT') throw error
    })
  }
}

async function writeVersions(copy: string, versions: Record<string, string>) {
  for (const manifest of MANIFESTS) {
    const file = path.join(copy, manifest)
    const moved = withVersions(JSON.parse(await readFile(file, 'utf8')), versions)
    await writeFile(file, `${JSON.stringify(moved, null, 2)}\n`)
  }
}

async function lockIsLive(lock: string): Promise<boolean> {
  const pid = Number(await readFile(lock, 'utf8').catch(() => ''))
  try {
    return pid > 0 && process.kill(pid, 0)
  } catch {
    return false
  }
}

/** The copy's E2E_PORT: a base whose ports are free, claimed with a lock file so checks never share. */
async function claimPortBase(): Promise<{ base: number; release: () => Promise<void> }> {
  for (const base of portBases(PORT_SPAN)) {
    const lock = path.join(tmpdir(), `alts-upgrade-check-port-${base}.lock`)
    const claimed = await writeFile(lock, String(process.pid), { flag: 'wx' }).then(
      () => true,
      () => false,
    )
    if (!claimed) {
      if (await lockIsLive(lock)) continue
      await writeFile(lock, String(process.pid))
    }
    const ports = Array.from({ length: PORT_SPAN }, (_, offset) => base + offset)
    const free = await Promise.all(ports.map(isPortFree))
    if (free.every(Boolean)) return { base, release: () => unlink(lock).catch(() => {}) }
    await unlink(lock).catch(() => {})
  }
  throw new Error('No free range of ports for the copy’s servers')
}

/** The step's running command, so an interrupt can stop it with everything it started. */
let running: ChildProcess | undefined

function stopRunning() {
  // Detached, so the command leads its own process group: its servers and browsers stop with it.
  if (running?.pid && running.exitCode === null && running.signalCode === null)
    process.kill(-running.pid, 'SIGTERM')
}

/** A command of a step, or work done here between two commands (writing the manifests). */
type Command = string[] | { label: string; run: () => Promise<void> }

/** Runs one command in the copy, its output added to `output`; resolves with its exit code. */
function runCommand(command: string[], cwd: string, output: { text: string }) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CI: 'true',
    // CI turns colours on in Vitest; a log file wants plain text.
    NO_COLOR: '1',
    E2E_PORT: String(e2ePort),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  delete env.FORCE_COLOR
  const child = spawn(command[0]!, command.slice(1), { cwd, env, detached: true })
  running = child
  child.stdout.on('data', (chunk) => (output.text += chunk))
  child.stderr.on('data', (chunk) => (output.text += chunk))
  return new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      running = undefined
      resolve(code)
    }),
  )
}

async function runStep(commands: Command[], cwd: string, limitMs: number) {
  const output = { text: '' }
  let timedOut = false
  const limit = setTimeout(() => {
    timedOut = true
    output.text += `\nStopped after ${limitMs / MINUTE} minutes.\n`
    stopRunning()
  }, limitMs)
  try {
    for (const command of commands) {
      if (timedOut) break
      if (!Array.isArray(command)) {
        output.text += `# ${command.label}\n`
        await command.run()
        continue
      }
      output.text += `$ ${command.join(' ')}\n`
      if ((await runCommand(command, cwd, output)) !== 0) return { passed: false, output, timedOut }
    }
    return { passed: !timedOut, output, timedOut }
  } catch (error) {
    output.text += `${(error as Error).stack}\n`
    return { passed: false, output, timedOut }
  } finally {
    clearTimeout(limit)
  }
}

const { spec, keep } = parseArguments()
const { next, react, lint } = resolveVersions(spec)

const ports = await claimPortBase()
const e2ePort = ports.base
const copy = await mkdtemp(path.join(tmpdir(), 'alts-upgrade-check-'))
const logs = path.join(tmpdir(), 'alts-upgrade-check-logs')
await mkdir(logs, { recursive: true })

async function cleanUp() {
  await ports.release()
  if (keep) console.log(`The copy is kept in ${copy}`)
  else await rm(copy, { recursive: true, force: true })
}

// Ctrl-C or a stopped job: end the step's processes, and leave no copy behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopRunning()
    void cleanUp().finally(() => process.exit(1))
  })

console.log(`Trying next@${next} with react ${react} in ${copy} (its servers from port ${e2ePort})`)
if (!lint) console.log(`  (the registry has no eslint-config-next@${next}: the copy keeps its own)`)

const versions: Record<string, string> = {
  next,
  react,
  'react-dom': react,
  ...(lint ? { 'eslint-config-next': lint } : {}),
}
const pinned = Object.entries(versions).map(([name, version]) => `${name}@${version}`)
const steps: Record<keyof typeof STEP_LIMITS, Command[]> = {
  install: [
    // npm ci proves the copy's own lockfile sound before anything moves.
    ['npm', 'ci', '--no-audit', '--no-fund'],
    {
      label: `writing ${pinned.join(' ')} into ${MANIFESTS.join(', ')}`,
      run: () => writeVersions(copy, versions),
    },
    ['npm', 'install', '--no-audit', '--no-fund'],
  ],
  typecheck: [['npm', 'run', 'typecheck']],
  'framework + unit': [
    ['node', 'scripts/setup/debian-packages.ts', 'unit'],
    // tests/framework first: a changed internal is named before the unit tests fail for it.
    ['npx', 'vitest', 'run', 'tests/framework', 'tests/unit'],
  ],
  build: [['npm', 'run', 'build']],
  smoke: [
    ['node', 'scripts/setup/debian-packages.ts', 'e2e'],
    ['npx', 'playwright', 'test', '--grep', '@smoke'],
  ],
}

const outcomes: StepOutcome[] = []
try {
  await copyWorkingTree(copy)
  for (const [name, commands] of Object.entries(steps) as [keyof typeof steps, Command[]][]) {
    const started = performance.now()
    const { passed, output, timedOut } = await runStep(commands, copy, STEP_LIMITS[name])
    const text = plainText(output.text)
    const seconds = (performance.now() - started) / 1000
    if (passed) {
      outcomes.push({ name, passed, seconds })
      const summary = summaryOf(text)
      console.log(`  ✓ ${name} (${Math.round(seconds)} s)${summary ? `: ${summary}` : ''}`)
      continue
    }
    const log = path.join(logs, `next-${next}-${name.replace(/\W+/g, '-')}.log`)
    await writeFile(log, text)
    const reason = timedOut ? `stopped after ${STEP_LIMITS[name] / MINUTE} minutes` : undefined
    outcomes.push({ name, passed, seconds, reason: reason ?? reasonOf(text) })
    console.log(`  ✗ ${name} (${Math.round(seconds)} s), its whole output: ${log}`)
    console.log(text.trimEnd().split('\n').slice(-15).join('\n'))
    break
  }
} finally {
  await cleanUp()
}
console.log(verdictLine(next, react, outcomes))
process.exit(outcomes.every((outcome) => outcome.passed) ? 0 : 1)
