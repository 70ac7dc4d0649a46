import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { BROWSER_HEADERS, documentOf } from './html.ts'

export interface LoadRound {
  requestsPerSecond: number
  p99Ms: number
  requests: number
  /** Answers other than 2xx, plus connection errors and time-outs: all should be 0. */
  failures: number
  cpuMsPerRequest: number
}

export interface LoadFigures extends LoadRound {
  /** How the server answered a browser's request: `gzip` when it compressed the page. */
  contentEncoding: string
  rounds: LoadRound[]
}

/** A page to load, and the processes (each with those below it) whose CPU time is counted. */
export type LoadTarget = { name: string; url: string; pids: readonly number[] }

/** Bounded load on loopback, asking for gzip as a browser does (docs/benchmarks.md). */
export const LOAD = {
  connections: 20,
  generatorThreads: 2,
  durationSeconds: 10,
  rounds: 2,
  acceptEncoding: BROWSER_HEADERS['accept-encoding'],
  warmUpSeconds: 2,
} as const

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))

/** CPU time (ms) used so far by some processes and every process below them. */
function cpuMsOfTrees(rootPids: readonly number[]): number {
  const parents = new Map<number, number>()
  const ticks = new Map<number, number>()
  for (const pid of readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)) {
    try {
      // Fields after the command (which may hold spaces) start at the last ')'.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ')
      parents.set(pid, Number(fields[1]))
      ticks.set(pid, Number(fields[11]) + Number(fields[12]))
    } catch {
      // the process ended while we looked
    }
  }
  const roots = new Set(rootPids)
  const inTree = (pid: number): boolean =>
    roots.has(pid) || (pid > 1 && inTree(parents.get(pid) ?? 0))
  let total = 0
  for (const [pid, count] of ticks) if (inTree(pid)) total += count
  return (total * 1000) / CLOCK_TICKS_PER_SECOND
}

function assertLoopback(url: string) {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url))
    throw new Error(`Load tests target loopback only, not ${url}`)
}

async function loadRound(target: LoadTarget, durationSeconds: number): Promise<LoadRound> {
  const cpuBefore = cpuMsOfTrees(target.pids)
  const result = await autocannon({
    url: target.url,
    connections: LOAD.connections,
    workers: LOAD.generatorThreads,
    duration: durationSeconds,
    headers: { ...BROWSER_HEADERS },
  })
  const cpuMs = cpuMsOfTrees(target.pids) - cpuBefore
  const answered = result['2xx'] + result.non2xx
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: answered,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest: answered > 0 ? cpuMs / answered : Number.NaN,
  }
}

/** The faster round: on a shared machine other work can only slow a server down. */
export function betterRound(rounds: readonly LoadRound[]): LoadRound {
  if (rounds.length === 0) throw new Error('No round of load to choose from')
  return rounds.reduce((best, round) =>
    round.requestsPerSecond > best.requestsPerSecond ? round : best,
  )
}

/** Loads every target in alternating rounds, each first checked (200) and warmed up. */
export async function measureLoads(
  targets: readonly LoadTarget[],
  log: (message: string) => void = () => undefined,
): Promise<Map<string, LoadFigures>> {
  const encodings = new Map<string, string>()
  for (const target of targets) {
    assertLoopback(target.url)
    const answer = await documentOf(target.url)
    if (answer.status !== 200)
      throw new Error(`${target.name} answered ${answer.status}, not 200: nothing to load`)
    encodings.set(target.name, answer.contentEncoding)
    log(`warming up ${target.name}`)
    await loadRound(target, LOAD.warmUpSeconds)
  }
  const rounds = new Map<string, LoadRound[]>(targets.map((target) => [target.name, []]))
  for (let round = 1; round <= LOAD.rounds; round++)
    for (const target of targets) {
      log(`load on ${target.name}, round ${round} of ${LOAD.rounds}`)
      rounds.get(target.name)!.push(await loadRound(target, LOAD.durationSeconds))
    }
  return new Map(
    targets.map(({ name }) => {
      const [measured, contentEncoding] = [rounds.get(name)!, encodings.get(name)!]
      return [name, { ...betterRound(measured), contentEncoding, rounds: measured }]
    }),
  )
}
