/**
 * `npm run bench [-- --no-build] [--runs 5] [--routes /,/careers] [--out benchmarks]
 * [--only phone|taps|images|server|instances|resolution|report]`: docs/benchmarks.md says what and how.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SITE_ROUTES } from '../../src/domain/routes.ts'
import { prerenderedHtmlFileOf } from '../../src/adapters/next/build-output.ts'
import { firstLoadOf } from '../bundle/first-load.ts'
import { BUDGETS } from './budgets.ts'
import { firstRoundTripOf, brotliBodyOf } from './first-round-trip.ts'
import { documentOf } from './html.ts'
import { firstScreenImagesOf } from './images.ts'
import { INSTANCE_PORTS, INSTANCE_ROUTES, measureInstances } from './instances.ts'
import { javascriptOfVisit, VIEWPORTS, type Viewport, type VisitJavaScript } from './javascript.ts'
import { lighthouseRun, medianFigures, type LighthouseRun, type Setting } from './lighthouse.ts'
import { LOAD, measureLoads } from './load.ts'
import { describeMachine } from './machine.ts'
import { buildReference } from './reference-pages.ts'
import { startNginx } from './nginx.ts'
import {
  BARE_PAGE,
  checksOf,
  imageChecksOf,
  imagesMarkdownOf,
  instancesMarkdownOf,
  markdownOf,
  mostFrequentLcpElement,
  phoneChecksOf,
  phoneMarkdownOf,
  STARTER_PAGE,
  tapChecksOf,
  serverMarkdownOf,
  summaryOf,
  tapsMarkdownOf,
  type BenchReport,
  type PhonePage,
  type PhoneReport,
  type RouteFigures,
} from './report.ts'
import { resolutionMarkdownOf, resolutionOf } from './resolution.ts'
import { measureTaps } from './taps.ts'
import { warmUp } from './warm-up.ts'
import {
  assertPortsFree,
  NEXT_BIN,
  startNodeServer,
  startSite,
  type RunningServer,
} from './servers.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const PORTS = { site: 3300, nginx: 3301, bare: 3302, starter: 3303, twin: 3304 }
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
const SECTIONS = ['instances', 'server', 'phone', 'taps', 'images', 'resolution', 'report']
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
/**
 * The routes on the site, the pages whose image renditions are warmed before measuring: a twin
 * is served through the same optimiser, so its images are the route's.
 */
const routeUrlsOf = (site: RunningServer) => routes.map((route) => urlOf(route, site))
/** Prints a section measured alone (`--only`), without touching the report, and ends the bench. */
const printAndExit = (text: string) => {
  console.log(`\n${text}`)
  process.exit(0)
}

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
  measureInstances({ root: ROOT, distDir, routes: values.routes ? routes : INSTANCE_ROUTES, log })

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

type Page = { name: string; url: string }
const APPLIED: Setting = ['mobile', 'devtools']
const SIMULATED: Setting = ['mobile', 'simulate']

/**
 * Every page's Lighthouse runs in each setting, alternating so that a slow spell falls on all
 * alike; answers a page's runs in a setting, with their median.
 */
async function lighthouseRounds(pages: readonly Page[], settings: readonly Setting[]) {
  const results = new Map<string, LighthouseRun[]>()
  const key = (name: string, [formFactor, throttling]: Setting) =>
    `${name} (${formFactor}, ${throttling})`
  for (let run = 1; run <= runs; run++)
    for (const { name, url } of pages)
      for (const setting of settings) {
        log(`${key(name, setting)}: Lighthouse, run ${run} of ${runs}`)
        const onRetry = (error: Error) => log(`${error.message}: running it again`)
        const result = await lighthouseRun(url, setting, onRetry)
        results.set(key(name, setting), [...(results.get(key(name, setting)) ?? []), result])
      }
  return (name: string, setting: Setting) => {
    const found = results.get(key(name, setting))!
    return { median: medianFigures(found), runs: found }
  }
}

/** The phone, both throttling methods, on the references, each route and its twin; then the first round trips. */
async function phoneFigures(
  references: { bare: RunningServer; starter: RunningServer },
  site: RunningServer,
  twin: RunningServer,
): Promise<Omit<PhoneReport, 'settings'>> {
  const pages = [
    { name: BARE, url: references.bare.url },
    { name: STARTER_PAGE, url: references.starter.url },
    ...routes.flatMap((route) => [
      { name: route, url: urlOf(route, site) },
      { name: `${route} twin`, url: urlOf(route, twin) },
    ]),
  ]
  // The twin compresses each document once, on its first answer: the runs find it done.
  for (const { url } of pages) await brotliBodyOf(url)
  await warmUp([references.bare.url, references.starter.url, ...routeUrlsOf(site)], log)
  const results = await lighthouseRounds(pages, [APPLIED, SIMULATED])
  const phoneOf = (name: string) => ({
    mobile: results(name, SIMULATED),
    mobileApplied: results(name, APPLIED),
  })
  const pageOf = async ({ name, url }: Page): Promise<PhonePage> => {
    const lighthouse = phoneOf(name)
    const element = mostFrequentLcpElement(lighthouse.mobileApplied.runs)
    log(`${name}: the first round trip`)
    const firstRoundTrip = element ? await firstRoundTripOf(url, element) : undefined
    if (!firstRoundTrip) log(`${name}: the LCP element was not found in the document`)
    return { lighthouse, ...(firstRoundTrip ? { firstRoundTrip } : {}) }
  }
  const bare = await pageOf(pages[0]!)
  const starter = await pageOf(pages[1]!)
  const routePages = []
  for (const route of routes)
    routePages.push({
      route,
      ...(await pageOf({ name: route, url: urlOf(route, site) })),
      twin: { lighthouse: phoneOf(`${route} twin`) },
    })
  return { bare, starter, routes: routePages }
}

async function resolutionFigures(site: RunningServer, twin: RunningServer) {
  const names = (route: string) => ({
    site: { name: route, url: urlOf(route, site) },
    twin: { name: `${route} twin`, url: urlOf(route, twin) },
    twinAgain: { name: `${route} twin again`, url: urlOf(route, twin) },
  })
  const pages = routes.flatMap((route) => Object.values(names(route)))
  for (const { url } of pages) await brotliBodyOf(url)
  await warmUp(routeUrlsOf(site), log)
  const results = await lighthouseRounds(pages, [APPLIED])
  const lcps = ({ name }: Page) => results(name, APPLIED).runs.map((run) => run.lcp)
  return routes.map((route) => {
    const { site, twin, twinAgain } = names(route)
    const measured = { route, site: lcps(site), twin: lcps(twin), twinAgain: lcps(twinAgain) }
    return resolutionOf(measured, BENCH_RUNS, BUDGETS.lcpTwin.limit)
  })
}

/** Each page's document, the JavaScript of a phone's and a desktop's visit, and Lighthouse desktop. */
async function browserFigures(pages: readonly Page[]) {
  const figures = new Map<string, Pick<RouteFigures, 'html' | 'javascript'>>()
  for (const { name, url } of pages) {
    const html = await documentOf(url)
    if (html.status !== 200) throw new Error(`${name} answered ${html.status}, not 200`)
    const javascript = {} as Record<Viewport, VisitJavaScript>
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      log(`${name}: the JavaScript of a ${viewport} visit`)
      javascript[viewport] = await javascriptOfVisit(url, viewport)
    }
    figures.set(name, { html, javascript })
  }
  const desktop = await lighthouseRounds(pages, [['desktop', 'simulate']])
  return (name: string) => ({
    ...figures.get(name)!,
    desktop: desktop(name, ['desktop', 'simulate']),
  })
}

if (!values['no-build']) {
  log('building the production site on the fixtures')
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (values.only === 'instances') {
  const { summary, nginx, redis } = describeMachine(ROOT)
  const section = instancesMarkdownOf(await severalInstances(), LOAD)
  printAndExit(`Measured ${today()} on ${summary}; ${nginx}, Redis ${redis}.\n\n${section}`)
}

/** Each route's first-screen images on the phone. */
const imagesOf = (site: RunningServer) =>
  firstScreenImagesOf(routes.map((route) => ({ route, url: urlOf(route, site) })))

if (values.only === 'images') {
  const images = await withServers({ site: startSiteHere }, ({ site }) => imagesOf(site))
  const misses = imageChecksOf(images).filter((check) => !check.within)
  printAndExit(`${summaryOf(misses)}\n\n${imagesMarkdownOf(images)}`)
}

if (values.only === 'resolution') {
  const figures = await withServers({ site: startSiteHere, twin: startTwin }, ({ site, twin }) =>
    resolutionFigures(site, twin),
  )
  const section = resolutionMarkdownOf(figures, BENCH_RUNS, BUDGETS.lcpTwin.limit)
  printAndExit(`Measured ${today()} on ${describeMachine(ROOT).summary}.\n\n${section}`)
}

log('building the reference pages: a bare Next.js page and a starter page')
const bareDir = await buildReference('bare', ROOT, path.join(ROOT, REFERENCE_PICTURE))
const starterDir = await buildReference('starter', ROOT, path.join(ROOT, REFERENCE_PICTURE))
const bareDist = path.join(bareDir, '.next')
const startBare = () => startNodeServer([NEXT_BIN, 'start', bareDir], PORTS.bare)
const startStarter = () => startNodeServer([NEXT_BIN, 'start', starterDir], PORTS.starter)

if (values.only === 'phone') {
  const phone = await withServers(
    { site: startSiteHere, bare: startBare, starter: startStarter, twin: startTwin },
    ({ site, bare, starter, twin }) => phoneFigures({ bare, starter }, site, twin),
  )
  const report = { settings: { lighthouseRuns: runs }, ...phone }
  const checks = phoneChecksOf(report)
  const misses = checks.filter((check) => !check.within)
  printAndExit(`${summaryOf(misses)}\n\n${phoneMarkdownOf(report, checks)}`)
}

/** The first working tap on the references (no menu: their LCP alone) and on each route. */
const tapsOf = (site: RunningServer, bare: RunningServer, starter: RunningServer) =>
  measureTaps(
    [
      { name: BARE_PAGE, url: bare.url, menu: false },
      { name: STARTER_PAGE, url: starter.url, menu: false },
      ...routes.map((route) => ({ name: route, url: urlOf(route, site), menu: true })),
    ],
    runs,
    log,
  )

if (values.only === 'taps') {
  const taps = await withServers(
    { site: startSiteHere, bare: startBare, starter: startStarter },
    async ({ site, bare, starter }) => {
      await warmUp([bare.url, starter.url, ...routeUrlsOf(site)], log)
      return tapsOf(site, bare, starter)
    },
  )
  printAndExit(
    `${summaryOf(tapChecksOf(taps).filter((check) => !check.within))}\n\n${tapsMarkdownOf(taps, runs)}`,
  )
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
  printAndExit(serverMarkdownOf(routes, loads, BARE))
}

const browser = await withServers(
  { site: startSiteHere, bare: startBare, starter: startStarter, twin: startTwin },
  async ({ site, bare, starter, twin }) => ({
    phone: await phoneFigures({ bare, starter }, site, twin),
    taps: await tapsOf(site, bare, starter),
    images: await imagesOf(site),
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
  ({ site, bare, nginx }) => {
    const target = (name: string, server: RunningServer, page: string) => ({
      name,
      url: urlOf(page, server),
      pids: [server.pid],
    })
    return measureLoads(
      [
        ...routes.flatMap((route) => [
          target(`site ${route}`, site, route),
          target(`nginx ${route}`, nginx, route),
        ]),
        target(BARE, bare, '/'),
        target(`nginx ${BARE}`, nginx, BARE_ON_NGINX),
      ],
      log,
    )
  },
)

/** A page's figures: its phone's, its browser's with the desktop beside the phone, its first load. */
async function pageFigures<Phone extends PhonePage>(
  phone: Phone,
  name: string,
  dist: string,
  route: string,
) {
  const { desktop, ...page } = browser.pages(name)
  const { gzipBytes, rawBytes, onDemandLibraries } = await firstLoadOf(dist, route)
  const firstLoad = { gzipBytes, rawBytes, onDemandLibraries }
  return { ...phone, firstLoad, ...page, lighthouse: { ...phone.lighthouse, desktop } }
}
const routeFigures: RouteFigures[] = []
for (const phone of browser.phone.routes) {
  const { route } = phone
  const html = await readFile(prerenderedHtmlFileOf(distDir, route), 'utf8')
  routeFigures.push({
    ...(await pageFigures(phone, route, distDir, route)),
    webglBlock: html.includes('data-webgl-state'),
    server: { site: loads.get(`site ${route}`)!, nginx: loads.get(`nginx ${route}`)! },
  })
}
const bare = {
  ...(await pageFigures(browser.phone.bare, BARE, bareDist, '/')),
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
  starter: browser.phone.starter,
  routes: routeFigures,
  icons,
  instances,
  taps: browser.taps,
  images: browser.images,
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
