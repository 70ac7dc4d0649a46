/**
 * `npm run bench`: builds the production site on the offline fixtures and a bare Next.js page
 * (one App Router page, one `next/image`) with the same Next.js, and measures both the same way
 * in the same run: Lighthouse mobile, with throttling applied in the browser and simulated, on
 * the bare page, each route and each route's scriptless twin (scripts/bench/twin.ts), and
 * desktop (median of 5); the first round trip (the document's Brotli bytes up to the LCP
 * element, scripts/bench/first-round-trip.ts); the HTML a browser receives,
 * the JavaScript of the first load and of a visit before any input and after scrolling to the
 * bottom, and each server under a bounded load (the site through its production front), next to
 * nginx serving the same HTML and to `next start` serving the same build. Budgets
 * (scripts/bench/budgets.ts) are mostly ratios to the bare page's figures from the same run; the
 * report (JSON and markdown) shows each figure beside the bare page's and marks every miss.
 * Then "Several instances": one instance against two behind nginx, sharing one Redis, under the
 * same load (scripts/bench/instances.ts); shown, with no budget.
 *
 * Usage: npm run bench [-- --no-build] [--runs 5] [--routes /,/careers] [--out benchmarks]
 *        npm run bench -- --only instances [--no-build] [--routes /,/products]: that section
 *        alone, printed (benchmarks/ is left as it is), in a few minutes.
 *        npm run bench -- --only server [--no-build] [--routes …]: the site's server figures
 *        beside the bare page's, printed, in a few minutes.
 *        npm run bench -- --only phone [--no-build] [--routes /,/privacy] [--runs 3]: the phone
 *        alone (both throttling methods, the bare page, the routes and their twins) and the
 *        first round trip, printed, so that a change to the site is measured in minutes.
 *        npm run bench -- --only resolution [--no-build] [--routes /privacy] [--runs 12]: each
 *        route, its twin and its twin again, in rounds, and how often a whole run's median of
 *        5 would misjudge the LCP budget against the twin (scripts/bench/resolution.ts), printed.
 * Everything runs on loopback and offline, with Debian's Chromium, nginx and Redis.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SITE_ROUTES } from '../../src/domain/routes.ts'
import { prerenderedHtmlFileOf } from '../../src/adapters/next/build-output.ts'
import { firstLoadOf } from '../bundle/first-load.ts'
import { buildBareNext, startBareNext } from './bare-next.ts'
import { firstRoundTripOf, settledBrotliBody } from './first-round-trip.ts'
import { documentOf, type HtmlDocument } from './html.ts'
import { javascriptOfVisit, VIEWPORTS, type Viewport, type VisitJavaScript } from './javascript.ts'
import {
  lighthouseRunWithRetries,
  medianFigures,
  type FormFactor,
  type LighthouseRun,
  type ThrottlingMethod,
} from './lighthouse.ts'
import { LOAD, measureLoads } from './load.ts'
import { INSTANCE_PORTS, INSTANCE_ROUTES, measureInstances } from './instances.ts'
import { describeMachine } from './machine.ts'
import { startNginx } from './nginx.ts'
import { BUDGETS } from './budgets.ts'
import { resolutionMarkdownOf, resolutionOf, type ResolutionFigures } from './resolution.ts'
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
  type PageFigures,
  type PhoneLighthouse,
  type PhonePage,
  type PhoneReport,
  type RouteFigures,
} from './report.ts'
import { assertPortsFree, NEXT_BIN, startNodeServer, type RunningServer } from './servers.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const PORTS = { site: 3300, nginx: 3301, bare: 3302, nextAlone: 3303, twin: 3304 }
/** The one image of the bare reference page: a fixture photograph. */
const REFERENCE_PICTURE =
  'fixtures/production/images/127d6c7472ba071fb1d9f79b5c00714a2271fbb3-1600x1200.jpg'

/** Lighthouse runs per page in a whole run: each phone and desktop figure is their median. */
const BENCH_RUNS = 5

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: String(BENCH_RUNS) },
    routes: { type: 'string' },
    out: { type: 'string', default: 'benchmarks' },
    only: { type: 'string' },
  },
})
const SECTIONS = ['instances', 'server', 'phone', 'resolution']
if (values.only !== undefined && !SECTIONS.includes(values.only))
  throw new Error(`--only takes one section, ${SECTIONS.join(' or ')}, not ${values.only}`)
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`)
const routes = values.routes ? values.routes.split(',') : [...SITE_ROUTES]
for (const route of routes)
  if (!(SITE_ROUTES as readonly string[]).includes(route))
    throw new Error(`${route} is not a route of the site (${SITE_ROUTES.join(', ')})`)
/** The routes of "Several instances": those named, else two (each one costs a few minutes). */
const instanceRoutes = values.routes ? routes : [...INSTANCE_ROUTES]
const distDir = process.env.NEXT_DIST_DIR || '.next'
const log = (message: string) => console.log(`[bench] ${message}`)
const severalInstances = () =>
  measureInstances({ root: ROOT, distDir, routes: instanceRoutes, log })

await assertPortsFree([
  ...(values.only === 'instances' ? [] : Object.values(PORTS)),
  ...(values.only === undefined || values.only === 'instances'
    ? Object.values(INSTANCE_PORTS)
    : []),
])

const startSite = () => startNodeServer(ROOT, ['src/server/serve.ts'], PORTS.site)
/** The same build served by `next start` alone: what the site's thin front adds shows against it. */
const startNextAlone = () => startNodeServer(ROOT, [NEXT_BIN, 'start'], PORTS.nextAlone)
/** Each route's scriptless twin, through a proxy in front of the site (started before it). */
const startSiteTwin = () =>
  startNodeServer(
    ROOT,
    ['scripts/bench/twin-server.ts', '--upstream', `http://127.0.0.1:${PORTS.site}/`],
    PORTS.twin,
  )

/** The favicon, the touch icon and the installed app's icons, as the site serves them. */
async function iconFiles(): Promise<string[]> {
  const appIcons = (await readdir(path.join(ROOT, 'src/app')))
    .filter((name) => /^(favicon|icon|apple-icon)\./.test(name))
    .map((name) => `src/app/${name}`)
  const appManifestIcons = (await readdir(path.join(ROOT, 'public/icons'))).map(
    (name) => `public/icons/${name}`,
  )
  return [...appIcons, ...appManifestIcons]
}

/** Runs `measure` with several servers started, and stops them all whatever happens. */
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

/** A page the browser measures: a route of the site, or the bare page. */
interface BrowserTarget {
  name: string
  url: string
}

/** What a browser sees of one page, the phone's Lighthouse runs aside. */
type BrowserFigures = Pick<PageFigures, 'html' | 'javascript'> & {
  desktop: LighthouseSummary
}

const summaryOfRuns = (results: LighthouseRun[]): LighthouseSummary => ({
  median: medianFigures(results),
  runs: results,
})

/** One page in one setting of Lighthouse, as the rounds of runs take them. */
interface LighthouseTarget {
  name: string
  url: string
  formFactor: FormFactor
  throttling: ThrottlingMethod
}

/**
 * Every target's runs of Lighthouse, alternating between the targets (run 1 of each, then run 2
 * of each, …) so that a slow spell of the machine falls on the bare page and the routes alike,
 * rather than on every run of one of them. Keyed by the target's name.
 */
async function lighthouseRounds(targets: readonly LighthouseTarget[]) {
  const results = new Map(targets.map(({ name }) => [name, [] as LighthouseRun[]]))
  for (let run = 1; run <= runs; run++)
    for (const { name, url, formFactor, throttling } of targets) {
      log(`${name}: Lighthouse, run ${run} of ${runs}`)
      const figures = await lighthouseRunWithRetries(
        url,
        formFactor,
        (error) => log(`${error.message}: running it again`),
        throttling,
      )
      results.get(name)!.push(figures)
    }
  return results
}

const METHODS: ThrottlingMethod[] = ['devtools', 'simulate']

/**
 * The phone: Lighthouse mobile with throttling applied and simulated, on the bare page, each
 * route and each route's scriptless twin, in rounds; then each page's first round trip, its LCP
 * element being the one the applied runs named most often.
 */
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
  // Each page asked for once first: the front makes its best Brotli of a page in the background
  // after the first answer, and the twin compresses each document once; a visitor's load finds
  // both done, and so do the runs.
  for (const { url } of pages) await settledBrotliBody(url)
  const key = (name: string, throttling: ThrottlingMethod) => `${name} (mobile, ${throttling})`
  const results = await lighthouseRounds(
    pages.flatMap(({ name, url }) =>
      METHODS.map((throttling) => ({
        name: key(name, throttling),
        url,
        formFactor: 'mobile' as const,
        throttling,
      })),
    ),
  )
  const phoneOf = (name: string): PhoneLighthouse => ({
    mobile: summaryOfRuns(results.get(key(name, 'simulate'))!),
    mobileApplied: summaryOfRuns(results.get(key(name, 'devtools'))!),
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

/**
 * Each route, its twin and its twin again, with throttling applied, in rounds: how finely the
 * phone's medians tell a route from its twin (resolution.ts).
 */
async function resolutionFigures(siteUrl: string, twinUrl: string): Promise<ResolutionFigures[]> {
  const pages = routes.flatMap((route) => [
    { name: route, url: new URL(route, siteUrl).href },
    { name: `${route} twin`, url: new URL(route, twinUrl).href },
    { name: `${route} twin again`, url: new URL(route, twinUrl).href },
  ])
  for (const { url } of pages) await settledBrotliBody(url)
  const results = await lighthouseRounds(
    pages.map(({ name, url }) => ({
      name,
      url,
      formFactor: 'mobile' as const,
      throttling: 'devtools' as const,
    })),
  )
  const lcps = (name: string) => results.get(name)!.map((run) => run.lcp)
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

/** The HTML, the JavaScript of a visit and Lighthouse desktop of every page. */
async function browserFigures(targets: readonly BrowserTarget[]) {
  const html = new Map<string, HtmlDocument>()
  const javascript = new Map<string, Record<Viewport, VisitJavaScript>>()
  for (const { name, url } of targets) {
    const document = await documentOf(url)
    if (document.status !== 200) throw new Error(`${name} answered ${document.status}, not 200`)
    html.set(name, document)
    const visits = {} as Record<Viewport, VisitJavaScript>
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      log(`${name}: the JavaScript of a ${viewport} visit`)
      visits[viewport] = await javascriptOfVisit(url, viewport)
    }
    javascript.set(name, visits)
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
    targets.map(({ name }): [string, BrowserFigures] => [
      name,
      {
        html: html.get(name)!,
        javascript: javascript.get(name)!,
        desktop: summaryOfRuns(desktop.get(name)!),
      },
    ]),
  )
}

/** First-load JavaScript as the build shows it, without the per-script detail. */
async function firstLoadFigures(dist: string, route: string): Promise<PageFigures['firstLoad']> {
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
    `\nMeasured ${new Date().toISOString().slice(0, 10)} on ${summary}; ${nginx}, Redis ${redis}.\n\n${instancesMarkdownOf(instances, LOAD)}`,
  )
  process.exit(0)
}

if (values.only === 'resolution') {
  const figures = await withServers({ site: startSite, twin: startSiteTwin }, ({ site, twin }) =>
    resolutionFigures(site.url, twin.url),
  )
  const { summary } = describeMachine(ROOT)
  console.log(
    `\nMeasured ${new Date().toISOString().slice(0, 10)} on ${summary}.\n\n${resolutionMarkdownOf(figures, BENCH_RUNS, BUDGETS.lcpTwin.limit)}`,
  )
  process.exit(0)
}

log('building a bare Next.js page for reference')
const bareDir = await buildBareNext(ROOT, path.join(ROOT, REFERENCE_PICTURE))
const bareDist = path.join(bareDir, '.next')
const startBare = () => startBareNext(ROOT, bareDir, PORTS.bare)
/** Where nginx serves the bare page's HTML, beside the site's routes. */
const BARE_ON_NGINX = '/bare-next'
const BARE = 'bare page'

if (values.only === 'phone') {
  const phone = await withServers(
    { site: startSite, bare: startBare, twin: startSiteTwin },
    ({ site, bare, twin }) => phoneFigures(bare.url, site.url, twin.url),
  )
  const report = { settings: { lighthouseRuns: runs }, ...phone }
  const checks = phoneChecksOf(report)
  const misses = checks.filter((check) => !check.within)
  console.log(`\n${summaryOf(misses)}\n\n${phoneMarkdownOf(report, checks)}`)
  process.exit(0)
}

if (values.only === 'server') {
  const loads = await withServers({ site: startSite, bare: startBare }, ({ site, bare }) =>
    measureLoads(
      [
        ...routes.map((route) => ({
          name: route,
          url: new URL(route, site.url).href,
          pids: [site.pid],
        })),
        { name: BARE, url: bare.url, pids: [bare.pid] },
      ],
      log,
    ),
  )
  console.log(serverMarkdownOf(routes, loads, BARE))
  process.exit(0)
}

const browser = await withServers(
  { site: startSite, bare: startBare, twin: startSiteTwin },
  async ({ site, bare, twin }) => ({
    phone: await phoneFigures(bare.url, site.url, twin.url),
    pages: await browserFigures([
      { name: BARE, url: bare.url },
      ...routes.map((route) => ({ name: route, url: new URL(route, site.url).href })),
    ]),
  }),
)

// Every server is up for the load: an idle one costs no CPU, and the rounds can then alternate
// between all the targets, so the site and the bare page are loaded in the same window.
const loads = await withServers(
  {
    site: startSite,
    nextAlone: startNextAlone,
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
      url: new URL(page, server.url).href,
      pids: [server.pid],
    })
    return measureLoads(
      [
        ...routes.flatMap((route) => [
          target(`site ${route}`, servers.site, route),
          target(`next start ${route}`, servers.nextAlone, route),
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
  const { html: document, javascript, desktop } = browser.pages.get(route)!
  const phone = browser.phone.routes.find((figures) => figures.route === route)!
  routeFigures.push({
    ...phone,
    webglBlock: html.includes('data-webgl-state'),
    firstLoad: await firstLoadFigures(distDir, route),
    html: document,
    javascript,
    lighthouse: { ...phone.lighthouse, desktop },
    server: {
      site: loads.get(`site ${route}`)!,
      nginx: loads.get(`nginx ${route}`)!,
      nextAlone: loads.get(`next start ${route}`)!,
    },
  })
}
const barePage = browser.pages.get(BARE)!
const bare = {
  ...browser.phone.bare,
  firstLoad: await firstLoadFigures(bareDist, '/'),
  html: barePage.html,
  javascript: barePage.javascript,
  lighthouse: { ...browser.phone.bare.lighthouse, desktop: barePage.desktop },
  server: { next: loads.get(BARE)!, nginx: loads.get(`nginx ${BARE}`)! },
}
log('several instances: one against two behind nginx, sharing one Redis')
const instances = await severalInstances()
const icons = await Promise.all(
  (await iconFiles()).map(async (file) => ({
    file,
    bytes: (await stat(path.join(ROOT, file))).size,
  })),
)
const measured = {
  date: new Date().toISOString().slice(0, 10),
  machine: describeMachine(ROOT),
  settings: { lighthouseRuns: runs, load: LOAD },
  bare,
  routes: routeFigures,
  icons,
  instances,
}
const checks = checksOf(measured)
const report: BenchReport = {
  ...measured,
  checks,
  misses: checks.filter((check) => !check.within),
}
const out = path.resolve(ROOT, values.out)
await mkdir(out, { recursive: true })
await writeFile(path.join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)
const markdown = markdownOf(report)
await writeFile(path.join(out, 'latest.md'), markdown)
console.log(`\n${markdown}`)
log(`written to ${path.relative(ROOT, out)}/latest.json and latest.md`)
if (report.misses.length > 0) log(`${report.misses.length} figure(s) over budget, marked ✗`)
