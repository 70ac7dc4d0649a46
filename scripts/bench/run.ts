/**
 * `npm run bench [-- --no-build] [--runs 5] [--routes /,/careers] [--out benchmarks]
 * [--only phone|server|instances|resolution|report]`: docs/benchmarks.md says what and how.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SITE_ROUTES } from '../../src/domain/routes.ts'
import { prerenderedHtmlFileOf } from '../../src/adapters/next/build-output.ts'
import { firstLoadOf } from '../bundle/first-load.ts'
import { buildBareNext } from './bare-next.ts'
import { BUDGETS } from './budgets.ts'
import { firstRoundTripOf, brotliBodyOf } from './first-round-trip.ts'
import { documentOf } from './html.ts'
import { INSTANCE_PORTS, INSTANCE_ROUTES, measureInstances } from './instances.ts'
import { javascriptOfVisit, VIEWPORTS, type Viewport, type VisitJavaScript } from './javascript.ts'
import {
  lighthouseRunWithRetries,
  medianFigures,
  type FormFactor,
  type LighthouseRun,
  type ThrottlingMethod,
} from './lighthouse.ts'
import { LOAD, measureLoads } from './load.ts'
import { describeMachine } from './machine.ts'
import { startNginx } from './nginx.ts'
import {
  checksOf,
  instancesMarkdownOf,
  markdownOf,
  mostFrequentLcpElement,
  phoneChecksOf,
  phoneMarkdownOf,
  serverMarkdownOf,
  summaryOf,
  type BenchReport,
  type LighthouseSummary,
  type PhonePage,
  type PhoneReport,
  type RouteFigures,
} from './report.ts'
import { resolutionMarkdownOf, resolutionOf } from './resolution.ts'
import {
  assertPortsFree,
  NEXT_BIN,
  startNodeServer,
  startSite,
  type RunningServer,
} from './servers.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const PORTS = { site: 3300, nginx: 3301, bare: 3302, twin: 3304 }
const REFERENCE_PICTURE =
  'fixtures/production/images/127d6c7472ba071fb1d9f79b5c00714a2271fbb3-1600x1200.jpg'
const BENCH_RUNS = 5
const BARE = 'bare page'
const BARE_ON_NGINX = '/bare-next'

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: String(BENCH_RUNS) },
    routes: { type: 'string' },
    out: { type: 'string', default: 'benchmarks' },
    only: { type: 'string' },
  },
})
const SECTIONS = ['instances', 'server', 'phone', 'resolution', 'report']
if (values.only !== undefined && !SECTIONS.includes(values.only))
  throw new Error(`--only takes one section, ${SECTIONS.join(' or ')}, not ${values.only}`)
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`)
const routes = values.routes ? values.routes.split(',') : [...SITE_ROUTES]
for (const route of routes)
  if (!(SITE_ROUTES as readonly string[]).includes(route))
    throw new Error(`${route} is not a route of the site (${SITE_ROUTES.join(', ')})`)
const out = path.resolve(ROOT, values.out)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const log = (message: string) => console.log(`[bench] ${message}`)
const today = () => new Date().toISOString().slice(0, 10)
const urlOf = (route: string, server: { url: string }) => new URL(route, server.url).href

if (values.only === 'report') {
  const report = JSON.parse(await readFile(path.join(out, 'latest.json'), 'utf8')) as BenchReport
  await writeFile(path.join(out, 'latest.md'), markdownOf(report))
  log(`${path.relative(ROOT, out)}/latest.md rendered from latest.json`)
  process.exit(0)
}

await assertPortsFree([
  ...(values.only === 'instances' ? [] : Object.values(PORTS)),
  ...(values.only === undefined || values.only === 'instances'
    ? Object.values(INSTANCE_PORTS)
    : []),
])

const startSiteHere = () => startSite(PORTS.site)
/** Each route's scriptless twin (twin.ts), a proxy in front of the site. */
const startTwin = () =>
  startNodeServer(
    ['scripts/bench/twin-server.ts', '--upstream', `http://127.0.0.1:${PORTS.site}/`],
    PORTS.twin,
  )
const severalInstances = () =>
  measureInstances({
    root: ROOT,
    distDir,
    routes: values.routes ? routes : [...INSTANCE_ROUTES],
    log,
  })

/** Runs `measure` with several servers started in order, and stops them all whatever happens. */
async function withServers<Name extends string, T>(
  starts: Record<Name, () => Promise<RunningServer>>,
  measure: (servers: Record<Name, RunningServer>) => Promise<T>,
) {
  const servers = {} as Record<Name, RunningServer>
  try {
    for (const name of Object.keys(starts) as Name[]) servers[name] = await starts[name]()
    return await measure(servers)
  } finally {
    await Promise.all(Object.values<RunningServer>(servers).map((server) => server.stop()))
  }
}

const summaryOfRuns = (results: LighthouseRun[]): LighthouseSummary => ({
  median: medianFigures(results),
  runs: results,
})

/** Every target's Lighthouse runs by name, alternating so that a slow spell falls on all alike. */
async function lighthouseRounds(
  targets: readonly {
    name: string
    url: string
    formFactor: FormFactor
    throttling: ThrottlingMethod
  }[],
) {
  const results = new Map(targets.map(({ name }) => [name, [] as LighthouseRun[]]))
  for (let run = 1; run <= runs; run++)
    for (const { name, url, formFactor, throttling } of targets) {
      log(`${name}: Lighthouse, run ${run} of ${runs}`)
      const onRetry = (error: Error) => log(`${error.message}: running it again`)
      results.get(name)!.push(await lighthouseRunWithRetries(url, formFactor, onRetry, throttling))
    }
  return results
}

const phoneRuns = (pages: readonly { name: string; url: string }[], methods: ThrottlingMethod[]) =>
  lighthouseRounds(
    pages.flatMap(({ name, url }) =>
      methods.map((throttling) => ({
        name: `${name} (mobile, ${throttling})`,
        url,
        formFactor: 'mobile' as const,
        throttling,
      })),
    ),
  )

/** The phone, both throttling methods, on the bare page, each route and its twin; then the first round trips. */
async function phoneFigures(
  bareUrl: string,
  siteUrl: string,
  twinUrl: string,
): Promise<Omit<PhoneReport, 'settings'>> {
  const pages = [
    { name: BARE, url: bareUrl },
    ...routes.flatMap((route) => [
      { name: route, url: new URL(route, siteUrl).href },
      { name: `${route} twin`, url: new URL(route, twinUrl).href },
    ]),
  ]
  // The twin compresses each document once, on its first answer: the runs find it done.
  for (const { url } of pages) await brotliBodyOf(url)
  const results = await phoneRuns(pages, ['devtools', 'simulate'])
  const phoneOf = (name: string) => ({
    mobile: summaryOfRuns(results.get(`${name} (mobile, simulate)`)!),
    mobileApplied: summaryOfRuns(results.get(`${name} (mobile, devtools)`)!),
  })
  const pageOf = async (name: string, url: string): Promise<PhonePage> => {
    const lighthouse = phoneOf(name)
    const element = mostFrequentLcpElement(lighthouse.mobileApplied.runs)
    log(`${name}: the first round trip`)
    const firstRoundTrip = element ? await firstRoundTripOf(url, element) : undefined
    if (!firstRoundTrip) log(`${name}: the LCP element was not found in the document`)
    return { lighthouse, ...(firstRoundTrip ? { firstRoundTrip } : {}) }
  }
  const bare = await pageOf(BARE, bareUrl)
  const routePages = []
  for (const route of routes)
    routePages.push({
      route,
      ...(await pageOf(route, new URL(route, siteUrl).href)),
      twin: { lighthouse: phoneOf(`${route} twin`) },
    })
  return { bare, routes: routePages }
}

async function resolutionFigures(siteUrl: string, twinUrl: string) {
  const pages = routes.flatMap((route) => [
    { name: route, url: new URL(route, siteUrl).href },
    { name: `${route} twin`, url: new URL(route, twinUrl).href },
    { name: `${route} twin again`, url: new URL(route, twinUrl).href },
  ])
  for (const { url } of pages) await brotliBodyOf(url)
  const results = await phoneRuns(pages, ['devtools'])
  const lcps = (name: string) => results.get(`${name} (mobile, devtools)`)!.map((run) => run.lcp)
  return routes.map((route) =>
    resolutionOf(
      {
        route,
        site: lcps(route),
        twin: lcps(`${route} twin`),
        twinAgain: lcps(`${route} twin again`),
      },
      BENCH_RUNS,
      BUDGETS.lcpTwin.limit,
    ),
  )
}

async function browserFigures(targets: readonly { name: string; url: string }[]) {
  const pages = new Map<string, Pick<RouteFigures, 'html' | 'javascript'>>()
  for (const { name, url } of targets) {
    const html = await documentOf(url)
    if (html.status !== 200) throw new Error(`${name} answered ${html.status}, not 200`)
    const javascript = {} as Record<Viewport, VisitJavaScript>
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      log(`${name}: the JavaScript of a ${viewport} visit`)
      javascript[viewport] = await javascriptOfVisit(url, viewport)
    }
    pages.set(name, { html, javascript })
  }
  const desktop = await lighthouseRounds(
    targets.map(({ name, url }) => ({
      name,
      url,
      formFactor: 'desktop' as const,
      throttling: 'simulate' as const,
    })),
  )
  return new Map(
    targets.map(({ name }) => [
      name,
      { ...pages.get(name)!, desktop: summaryOfRuns(desktop.get(name)!) },
    ]),
  )
}

async function firstLoadFigures(dist: string, route: string) {
  const { gzipBytes, rawBytes, onDemandLibraries } = await firstLoadOf(dist, route)
  return { gzipBytes, rawBytes, onDemandLibraries }
}

if (!values['no-build']) {
  log('building the production site on the fixtures')
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (values.only === 'instances') {
  const instances = await severalInstances()
  const { summary, nginx, redis } = describeMachine(ROOT)
  console.log(
    `\nMeasured ${today()} on ${summary}; ${nginx}, Redis ${redis}.\n\n${instancesMarkdownOf(instances, LOAD)}`,
  )
  process.exit(0)
}

if (values.only === 'resolution') {
  const figures = await withServers({ site: startSiteHere, twin: startTwin }, ({ site, twin }) =>
    resolutionFigures(site.url, twin.url),
  )
  console.log(
    `\nMeasured ${today()} on ${describeMachine(ROOT).summary}.\n\n${resolutionMarkdownOf(figures, BENCH_RUNS, BUDGETS.lcpTwin.limit)}`,
  )
  process.exit(0)
}

log('building a bare Next.js page for reference')
const bareDir = await buildBareNext(ROOT, path.join(ROOT, REFERENCE_PICTURE))
const bareDist = path.join(bareDir, '.next')
const startBare = () => startNodeServer([NEXT_BIN, 'start', bareDir], PORTS.bare)

if (values.only === 'phone') {
  const phone = await withServers(
    { site: startSiteHere, bare: startBare, twin: startTwin },
    ({ site, bare, twin }) => phoneFigures(bare.url, site.url, twin.url),
  )
  const report = { settings: { lighthouseRuns: runs }, ...phone }
  const checks = phoneChecksOf(report)
  const misses = checks.filter((check) => !check.within)
  console.log(`\n${summaryOf(misses)}\n\n${phoneMarkdownOf(report, checks)}`)
  process.exit(0)
}

if (values.only === 'server') {
  const loads = await withServers({ site: startSiteHere, bare: startBare }, ({ site, bare }) =>
    measureLoads(
      [
        ...routes.map((route) => ({ name: route, url: urlOf(route, site), pids: [site.pid] })),
        { name: BARE, url: bare.url, pids: [bare.pid] },
      ],
      log,
    ),
  )
  console.log(serverMarkdownOf(routes, loads, BARE))
  process.exit(0)
}

const browser = await withServers(
  { site: startSiteHere, bare: startBare, twin: startTwin },
  async ({ site, bare, twin }) => ({
    phone: await phoneFigures(bare.url, site.url, twin.url),
    pages: await browserFigures([
      { name: BARE, url: bare.url },
      ...routes.map((route) => ({ name: route, url: urlOf(route, site) })),
    ]),
  }),
)

// Every server up at once (an idle one costs no CPU), so the rounds alternate between all.
const loads = await withServers(
  {
    site: startSiteHere,
    bare: startBare,
    nginx: () =>
      startNginx(
        [
          ...routes.map((route) => ({ path: route, file: prerenderedHtmlFileOf(distDir, route) })),
          { path: BARE_ON_NGINX, file: prerenderedHtmlFileOf(bareDist, '/') },
        ],
        PORTS.nginx,
      ),
  },
  (servers) => {
    const target = (name: string, server: RunningServer, page: string) => ({
      name,
      url: urlOf(page, server),
      pids: [server.pid],
    })
    return measureLoads(
      [
        ...routes.flatMap((route) => [
          target(`site ${route}`, servers.site, route),
          target(`nginx ${route}`, servers.nginx, route),
        ]),
        target(BARE, servers.bare, '/'),
        target(`nginx ${BARE}`, servers.nginx, BARE_ON_NGINX),
      ],
      log,
    )
  },
)

const routeFigures: RouteFigures[] = []
for (const route of routes) {
  const html = await readFile(prerenderedHtmlFileOf(distDir, route), 'utf8')
  const { desktop, ...page } = browser.pages.get(route)!
  const phone = browser.phone.routes.find((figures) => figures.route === route)!
  routeFigures.push({
    ...phone,
    webglBlock: html.includes('data-webgl-state'),
    firstLoad: await firstLoadFigures(distDir, route),
    ...page,
    lighthouse: { ...phone.lighthouse, desktop },
    server: {
      site: loads.get(`site ${route}`)!,
      nginx: loads.get(`nginx ${route}`)!,
    },
  })
}
const { desktop: bareDesktop, ...barePage } = browser.pages.get(BARE)!
const bare = {
  ...browser.phone.bare,
  firstLoad: await firstLoadFigures(bareDist, '/'),
  ...barePage,
  lighthouse: { ...browser.phone.bare.lighthouse, desktop: bareDesktop },
  server: { next: loads.get(BARE)!, nginx: loads.get(`nginx ${BARE}`)! },
}
log('several instances: one against two behind nginx, sharing one Redis')
const instances = await severalInstances()
const iconFiles = [
  ...(await readdir(path.join(ROOT, 'src/app')))
    .filter((name) => /^(favicon|icon|apple-icon)\./.test(name))
    .map((name) => `src/app/${name}`),
  ...(await readdir(path.join(ROOT, 'public/icons'))).map((name) => `public/icons/${name}`),
]
const icons = await Promise.all(
  iconFiles.map(async (file) => ({ file, bytes: (await stat(path.join(ROOT, file))).size })),
)
const measured = {
  date: today(),
  machine: describeMachine(ROOT),
  settings: { lighthouseRuns: runs, load: LOAD },
  bare,
  routes: routeFigures,
  icons,
  instances,
}
const checks = checksOf(measured)
const report: BenchReport = { ...measured, checks, misses: checks.filter((check) => !check.within) }
await mkdir(out, { recursive: true })
await writeFile(path.join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)
const markdown = markdownOf(report)
await writeFile(path.join(out, 'latest.md'), markdown)
console.log(`\n${markdown}`)
log(`written to ${path.relative(ROOT, out)}/latest.json and latest.md`)
if (report.misses.length > 0) log(`${report.misses.length} figure(s) over budget, marked ✗`)
