import * as webVitals from 'web-vitals'
import { z } from 'zod'

/** The server log's message for one measured metric (src/app/api/reports/route.ts). */
export const WEB_VITAL_LOG_MESSAGE = 'Web vital measured'

/** The column naming, for INP, the control the interactions at or above the p75 were with. */
const SLOWEST = 'INP at or above p75 on'

/** The metrics in the order the table lists them: loading, then interaction and stability. */
const METRICS = ['TTFB', 'FCP', 'LCP', 'INP', 'CLS'] as const
type Metric = (typeof METRICS)[number]

export interface Percentile {
  route: string
  metric: Metric
  samples: number
  p75: number
  rating: 'good' | 'needs-improvement' | 'poor'
  /** INP: the target named most often by the interactions at or above the p75, and how often. */
  slowest?: { target: string; count: number; of: number }
}

type Sample = { value: number; target?: string | undefined }

/**
 * One row per route and metric with samples, of the pages built as `release` if given; read line
 * by line, as a log may exceed memory.
 */
export async function p75PerRoute(
  lines: Iterable<string> | AsyncIterable<string>,
  { release }: { release?: string } = {},
): Promise<Percentile[]> {
  const samples = new Map<string, Sample[]>()
  for await (const line of lines) {
    const vital = measuredVital(line)
    if (!vital || (release !== undefined && vital.release !== release)) continue
    const key = `${vital.route}\u0000${vital.name}`
    const measured = samples.get(key) ?? []
    measured.push({ value: vital.value, target: vital.target })
    samples.set(key, measured)
  }
  const rows = [...samples].map(([key, measured]): Percentile => {
    const [route, metric] = key.split('\u0000') as [string, Metric]
    const p75 = percentile(
      measured.map((sample) => sample.value),
      0.75,
    )
    const slowest = slowestTargetOf(measured.filter((sample) => sample.value >= p75))
    return {
      ...{ route, metric, samples: measured.length, p75, rating: ratingOf(metric, p75) },
      ...(slowest ? { slowest } : {}),
    }
  })
  return rows.sort(
    (a, b) =>
      a.route.localeCompare(b.route) || METRICS.indexOf(a.metric) - METRICS.indexOf(b.metric),
  )
}

/** The target most of the given interactions were with (the first named, on a tie). */
function slowestTargetOf(slow: Sample[]): Percentile['slowest'] {
  const counts = new Map<string, number>()
  for (const { target } of slow) if (target) counts.set(target, (counts.get(target) ?? 0) + 1)
  const [top] = [...counts].sort((a, b) => b[1] - a[1])
  return top && { target: top[0], count: top[1], of: slow.length }
}

export function formatTable(rows: Percentile[]): string {
  if (rows.length === 0) return `No "${WEB_VITAL_LOG_MESSAGE}" lines in the log.`
  const named = rows.some((row) => row.slowest)
  const header = ['route', 'metric', 'samples', 'p75', 'rating', ...(named ? [SLOWEST] : [])]
  const cells = rows.map((row) => [
    row.route,
    row.metric,
    String(row.samples),
    row.metric === 'CLS' ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`,
    row.rating,
    ...(named
      ? [row.slowest ? `${row.slowest.target} (${row.slowest.count} of ${row.slowest.of})` : '']
      : []),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]!.length)),
  )
  // Text left, figures right.
  const line = (cell: string[]) =>
    cell
      .map((text, column) =>
        column === 2 || column === 3
          ? text.padStart(widths[column]!)
          : text.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd()
  return [line(header), ...cells.map(line)].join('\n')
}

/** The nearest-rank percentile: the smallest value at least `share` of the samples reach. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!
}

/** The published thresholds (web.dev), as the library that measured the values rates them. */
function ratingOf(metric: Metric, value: number): Percentile['rating'] {
  const [good, poor] = webVitals[`${metric}Thresholds`]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

const VITAL_LINE = z.object({
  msg: z.literal(WEB_VITAL_LOG_MESSAGE),
  name: z.enum(METRICS),
  value: z.number(),
  route: z.string(),
  release: z.string().optional().catch(undefined),
  target: z.string().optional().catch(undefined),
})

function measuredVital(line: string) {
  if (!line.startsWith('{')) return undefined
  try {
    return VITAL_LINE.safeParse(JSON.parse(line)).data
  } catch {
    return undefined
  }
}
