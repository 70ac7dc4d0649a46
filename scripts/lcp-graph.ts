/** What decides Lantern's mobile LCP of a page. Usage: npm run lcp:graph -- http://127.0.0.1:3000/ */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { launchChromium } from './bench/chromium.ts'
import { VIEWPORTS } from './bench/javascript.ts'
import { runLighthouse } from './bench/lighthouse.ts'

/** The parts of a Lantern graph node this report reads. */
interface GraphNode {
  type: 'network' | 'cpu'
  duration: number
  request?: { url: string; resourceType?: string; priority: string; transferSize: number }
  getEvaluateScriptURLs?(): Set<string>
  didPerformLayout?(): boolean
}
type Estimate = {
  timeInMs: number
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>
}

const url = process.argv[2]
if (!url?.startsWith('http')) {
  console.error('Usage: node scripts/lcp-graph.ts URL (a page of a served build)')
  process.exit(2)
}

// One visit as Lighthouse's phone first (same image renditions), so the graph is of a warm server.
const LIGHTHOUSE_PHONE_PIXEL_RATIO = 1.75
const browser = await launchChromium()
try {
  const page = await browser.newPage({
    ...VIEWPORTS.mobile,
    deviceScaleFactor: LIGHTHOUSE_PHONE_PIXEL_RATIO,
  })
  await page.goto(url, { waitUntil: 'load' })
} finally {
  await browser.close()
}

const { lhr, artifacts } = await runLighthouse(url, 'mobile')
const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)
const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
  ?.items?.[0]
console.log(
  `${url}: LCP ${metric('largest-contentful-paint')} ms, FCP ${metric('first-contentful-paint')} ms ` +
    `(simulated); the real load painted its largest element at ${Math.round(observed?.observedLargestContentfulPaint ?? Number.NaN)} ms`,
)

const lcp = (await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  },
  { computedCache: new Map() } as never,
)) as unknown as { optimisticEstimate: Estimate; pessimisticEstimate: Estimate }

const tail = (text: string, length: number) =>
  text.length > length ? `…${text.slice(-(length - 1))}` : text

function describe(node: GraphNode): string {
  if (node.request) {
    const { resourceType = 'Other', priority, transferSize, url: address } = node.request
    const kb = `${(transferSize / 1024).toFixed(1)} KB`
    return `${resourceType.padEnd(10)} ${priority.padEnd(8)} ${kb.padStart(8)}  ${tail(address, 70)}`
  }
  const parts = [`task       ${Math.round(node.duration / 1000)} ms in the real load`]
  if (node.didPerformLayout?.()) parts.push('with a layout')
  const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map((script) => tail(script, 40))
  if (scripts.length > 0) parts.push(`runs ${scripts.join(' ')}`)
  return parts.join(', ')
}

for (const [name, estimate] of [
  ['Optimistic graph', lcp.optimisticEstimate],
  ['Pessimistic graph', lcp.pessimisticEstimate],
] as const) {
  console.log(`\n${name}: ends at ${Math.round(estimate.timeInMs)} ms`)
  const rows = [...estimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime)
  for (const [node, timing] of rows)
    console.log(
      `  ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${describe(node)}`,
    )
}
