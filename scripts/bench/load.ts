import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** What a server did under a bounded load. */
export interface LoadFigures {
  requestsPerSecond: number
  p99Ms: number
  requests: number
  /** Answers other than 2xx, plus connection errors and time-outs: all should be 0. */
  failures: number
  /** CPU time the server's processes spent per answered request. */
  cpuMsPerRequest: number
}

/** Bounded: a fixed number of connections for a fixed time, on loopback only. */
export const LOAD = { connections: 10, durationSeconds: 10 } as const

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))

/** CPU time (ms) used so far by a process and every process below it. */
function cpuMsOfTree(rootPid: number): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Fields after the command (which may hold spaces) start at the last ')'.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ')
        return [
          {
            pid: Number(pid),
            parent: Number(fields[1]),
            ticks: Number(fields[11]) + Number(fields[12]),
          },
        ]
      } catch {
        return [] // the process ended while we looked
      }
    })
  const inTree = new Set([rootPid])
  for (let grew = true; grew;) {
    grew = false
    for (const stat of stats) {
      if (inTree.has(stat.pid) || !inTree.has(stat.parent)) continue
      inTree.add(stat.pid)
      grew = true
    }
  }
  const ticks = stats
    .filter((stat) => inTree.has(stat.pid))
    .reduce((sum, stat) => sum + stat.ticks, 0)
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND
}

/** Loads one URL of a server (whose process is `serverPid`) and measures it. */
export async function measureLoad(url: string, serverPid: number): Promise<LoadFigures> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url))
    throw new Error(`Load tests target loopback only, not ${url}`)
  // A short warm-up, so caches and the JIT are settled before anything is counted.
  await autocannon({ url, connections: LOAD.connections, duration: 2 })
  const cpuBefore = cpuMsOfTree(serverPid)
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
  })
  const cpuMs = cpuMsOfTree(serverPid) - cpuBefore
  const answered = result['2xx'] + result.non2xx
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: answered,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest: answered > 0 ? cpuMs / answered : Number.NaN,
  }
}
