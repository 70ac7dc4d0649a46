/*
 * The pure parts of `npm run upgrade:check`: reading the registry's answers and saying the
 * verdict. Kept apart from the steps that install and run, so that they are tested on their own.
 */

/** What one step of the check came to. */
export interface StepOutcome {
  name: string
  passed: boolean
  seconds: number
  /** The first line that says what went wrong, for a failed step. */
  reason?: string
}

/** Orders `major.minor.patch` versions by their numbers (the registry lists them by date). */
function compareVersions(a: string, b: string): number {
  const numbers = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number)
  const [x, y] = [numbers(a), numbers(b)]
  for (let index = 0; index < 3; index++)
    if (x[index] !== y[index]) return (x[index] ?? 0) - (y[index] ?? 0)
  return 0
}

/**
 * The version `npm view <package>@<spec> version --json` names: one version as a string, or,
 * for a range, every matching version, of which the highest is taken. Undefined when the
 * registry has none.
 */
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

/** The first line of a failed step's output that names a failure, else its last line. */
export function reasonOf(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const failing = lines.find((line) =>
    /\b(?:error|failed|FAIL|✘|×|cannot|not found)\b|ERR!/i.test(line),
  )
  return (failing ?? lines.at(-1) ?? 'no output').slice(0, 200)
}

/** One line that says it all, e.g. `upgrade:check next@16.4.6 (react 19.3.1): PASS — …`. */
export function verdictLine(next: string, react: string, steps: readonly StepOutcome[]): string {
  const subject = `upgrade:check next@${next} (react ${react})`
  const failed = steps.find((step) => !step.passed)
  if (failed) return `${subject}: FAIL at ${failed.name}: ${failed.reason ?? 'see its log'}`
  const seconds = steps.reduce((sum, step) => sum + step.seconds, 0)
  return `${subject}: PASS — ${steps.map((step) => step.name).join(', ')} (${Math.round(seconds)} s)`
}
