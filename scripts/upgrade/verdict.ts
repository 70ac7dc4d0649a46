/* The pure parts of `npm run upgrade:check`, apart from the steps that run, to be tested alone. */

export interface StepOutcome {
  name: string
  passed: boolean
  seconds: number
  /** The first line that says what went wrong, for a failed step. */
  reason?: string
}

/** `major.minor.patch` and the pre-release part (`canary.38`, `rc-…`), if any. */
function partsOf(version: string): { numbers: number[]; prerelease: string } {
  const [release = '', ...rest] = version.split('-')
  return { numbers: release.split('.').map(Number), prerelease: rest.join('-') }
}

/** A pre-release's identifiers in semver order: numbers by value, below words. */
function comparePrereleases(a: string, b: string): number {
  const [x, y] = [a.split('.'), b.split('.')]
  for (let index = 0; index < Math.max(x.length, y.length); index++) {
    const [p, q] = [x[index], y[index]]
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1
    if (p === q) continue
    const [m, n] = [/^\d+$/.test(p), /^\d+$/.test(q)]
    if (m && n) return Number(p) - Number(q)
    if (m !== n) return m ? -1 : 1
    return p < q ? -1 : 1
  }
  return 0
}

/** Semver order (16.5.0-canary.38 < 16.5.0); the registry lists versions by date instead. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [partsOf(a), partsOf(b)]
  for (let index = 0; index < 3; index++) {
    const difference = (x.numbers[index] ?? 0) - (y.numbers[index] ?? 0)
    if (difference !== 0) return difference
  }
  if (x.prerelease === y.prerelease) return 0
  if (x.prerelease === '' || y.prerelease === '') return x.prerelease === '' ? 1 : -1
  return comparePrereleases(x.prerelease, y.prerelease)
}

/** The version `npm view <package>@<spec> version --json` names (for a range, the highest). */
export function newestVersionOf(npmViewJson: string): string | undefined {
  const text = npmViewJson.trim()
  if (text === '') return undefined
  const answer = JSON.parse(text) as unknown
  if (typeof answer === 'string') return answer
  if (Array.isArray(answer) && answer.every((version) => typeof version === 'string'))
    return answer.toSorted(compareVersions).at(-1)
  return undefined
}

/** The React range a Next.js release declares as its peer (`npm view next@V peerDependencies --json`). */
export function reactRangeOf(peerDependenciesJson: string): string {
  const peers = JSON.parse(peerDependenciesJson || '{}') as Record<string, string>
  const range = peers.react
  if (!range) throw new Error('This Next.js release names no React peer')
  return range
}

/** The newest pre-releases, newest first: named when the registry lacks a tag such as `canary`. */
export function newestPrereleasesOf(versionsJson: string, count = 3): string[] {
  const versions = JSON.parse(versionsJson || '[]') as string[]
  return versions
    .filter((version) => version.includes('-'))
    .toSorted(compareVersions)
    .slice(-count)
    .reverse()
}

type Manifest = Record<string, unknown> & {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** The manifest with each package moved to its new version, a pin staying exact, a range its sign. */
export function withVersions(manifest: Manifest, versions: Record<string, string>): Manifest {
  const moved = structuredClone(manifest)
  for (const group of [moved.dependencies, moved.devDependencies]) {
    if (!group) continue
    for (const [name, version] of Object.entries(versions)) {
      const current = group[name]
      if (current === undefined) continue
      group[name] = /^[\^~]/.test(current) ? `${current[0]}${version}` : version
    }
  }
  return moved
}

const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g

export function plainText(output: string): string {
  return output.replace(ANSI, '')
}

/** What names a failure, most telling first: Vitest, tsc, Playwright, npm, then any error word. */
const FAILURE_LINES = [
  /^FAIL\s/,
  /\berror TS\d+:/,
  /^(?:✘|\d+\) \[)/,
  /^npm (?:error|ERR!) (?!code\b|A complete log)/,
  /^(?:Error|TypeError|Type error|SyntaxError):|^Failed to compile/,
  /\b(?:error|failed|cannot|not found|timed out)\b/i,
]

/** The first line of a failed step's output that names a failure, else its last line. */
export function reasonOf(output: string): string {
  const lines = plainText(output)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('✓'))
  for (const pattern of FAILURE_LINES) {
    const line = lines.find((candidate) => pattern.test(candidate))
    if (line) return line.slice(0, 200)
  }
  return (lines.at(-1) ?? 'no output').slice(0, 200)
}

/** A passing test run's count, e.g. Vitest's `Tests  550 passed (550)` or Playwright's `11 passed (3.2m)`. */
export function summaryOf(output: string): string | undefined {
  return plainText(output)
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .findLast((line) => /^(?:Tests )?\d+ passed\b/.test(line))
}

/** One line that says it all, e.g. `upgrade:check next@16.4.6 (react 19.3.1): PASS — …`. */
export function verdictLine(next: string, react: string, steps: readonly StepOutcome[]): string {
  const subject = `upgrade:check next@${next} (react ${react})`
  const failed = steps.find((step) => !step.passed)
  if (failed) return `${subject}: FAIL at ${failed.name}: ${failed.reason ?? 'see its log'}`
  const seconds = steps.reduce((sum, step) => sum + step.seconds, 0)
  return `${subject}: PASS — ${steps.map((step) => step.name).join(', ')} (${Math.round(seconds)} s)`
}

/** Ports above 5000 that fetch and Chromium refuse (the Fetch standard's "bad ports"). */
const BAD_PORTS = [5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]

/** Bases for a copy's E2E_PORT whose `span` ports hold no bad port, away from the suite's 3100. */
export function portBases(span = 100, from = 5100, to = 9900): number[] {
  const bases: number[] = []
  for (let base = from; base <= to; base += span)
    if (!BAD_PORTS.some((port) => port >= base && port < base + span)) bases.push(base)
  return bases
}
