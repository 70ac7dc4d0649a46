/**
 * `npm run bench`: builds the production site on the offline fixtures, starts it, and measures
 * every route: Lighthouse mobile and desktop (median of 3), the JavaScript a visit downloads
 * before any input and after scrolling to the bottom, and the server under a bounded load next
 * to nginx serving the same HTML, to `next start` serving the same build and to a bare Next.js
 * page. Figures are checked against
 * scripts/bench/budgets.ts; the report (JSON and markdown) marks every figure over budget.
 *
 * Usage: npm run bench [-- --no-build] [--runs 3] [--routes /,/careers] [--out benchmarks]
 * Everything runs on loopback and offline, with Debian's Chromium and nginx.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SITE_ROUTES } from '../../src/domain/routes.ts'
import { firstLoadOf, htmlFileOf } from '../bundle/first-load.ts'
import { buildBareNext, startBareNext } from './bare-next.ts'
import { javascriptOfVisit, VIEWPORTS, type Viewport } from './javascript.ts'
import { lighthouseRunWithRetries, medianFigures, type FormFactor } from './lighthouse.ts'
import { LOAD, measureLoads } from './load.ts'
import { describeMachine } from './machine.ts'
import { startNginx } from './nginx.ts'
import { markdownOf, missesOf, type BenchReport, type RouteFigures } from './report.ts'
import { NEXT_BIN, startNodeServer, type RunningServer } from './servers.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const PORTS = { site: 3300, nginx: 3301, bare: 3302, nextAlone: 3303 }
/** The one image of the bare reference page: a fixture photograph. */
const REFERENCE_PICTURE =
  'fixtures/production/images/127d6c7472ba071fb1d9f79b5c00714a2271fbb3-1600x1200.jpg'

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    out: { type: 'string', default: 'benchmarks' },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`)
const routes = values.routes ? values.routes.split(',') : [...SITE_ROUTES]
for (const route of routes)
  if (!(SITE_ROUTES as readonly string[]).includes(route))
    throw new Error(`${route} is not a route of the site (${SITE_ROUTES.join(', ')})`)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const log = (message: string) => console.log(`[bench] ${message}`)

const startSite = () => startNodeServer(ROOT, ['src/server/serve.ts'], PORTS.site)
/** The same build served by `next start` alone: what the site's thin front adds shows against it. */
const startNextAlone = () => startNodeServer(ROOT, [NEXT_BIN, 'start'], PORTS.nextAlone)

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

/** Runs `measure` with a server started, and stops the server whatever happens. */
async function withServer<T>(
  start: () => Promise<RunningServer>,
  measure: (server: RunningServer) => Promise<T>,
) {
  const server = await start()
  try {
    return await measure(server)
  } finally {
    await server.stop()
  }
}

async function browserFigures(route: string, url: string) {
  const javascript = {} as RouteFigures['javascript']
  for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
    log(`${route}: the JavaScript of a ${viewport} visit`)
    javascript[viewport] = await javascriptOfVisit(url, viewport)
  }
  const lighthouse = {} as RouteFigures['lighthouse']
  for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
    const results = []
    for (let run = 1; run <= runs; run++) {
      log(`${route}: Lighthouse ${formFactor}, run ${run} of ${runs}`)
      results.push(
        await lighthouseRunWithRetries(url, formFactor, (error) =>
          log(`${error.message}: running it again`),
        ),
      )
    }
    lighthouse[formFactor] = { median: medianFigures(results), runs: results }
  }
  return { javascript, lighthouse }
}

if (!values['no-build']) {
  log('building the production site on the fixtures')
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const browser = await withServer(startSite, async (site) => {
  const results = new Map<string, Awaited<ReturnType<typeof browserFigures>>>()
  for (const route of routes)
    results.set(route, await browserFigures(route, new URL(route, site.url).href))
  return results
})
log('building a bare Next.js page for reference')
const bareDir = await buildBareNext(ROOT, path.join(ROOT, REFERENCE_PICTURE))
/** Where nginx serves the bare page's HTML, beside the site's routes. */
const BARE_ON_NGINX = '/bare-next'

// Every server is up for the load: an idle one costs no CPU, and the rounds can then alternate
// between all the targets, so the site and the bare page are loaded in the same window.
const loads = await withServers(
  {
    site: startSite,
    nextAlone: startNextAlone,
    bare: () => startBareNext(ROOT, bareDir, PORTS.bare),
    nginx: () =>
      startNginx(
        [
          ...routes.map((route) => ({ path: route, file: htmlFileOf(distDir, route) })),
          { path: BARE_ON_NGINX, file: htmlFileOf(path.join(bareDir, '.next'), '/') },
        ],
        PORTS.nginx,
      ),
  },
  (servers) => {
    const target = (name: string, server: RunningServer, page: string) => ({
      name,
      url: new URL(page, server.url).href,
      pid: server.pid,
    })
    return measureLoads(
      [
        ...routes.flatMap((route) => [
          target(`site ${route}`, servers.site, route),
          target(`next start ${route}`, servers.nextAlone, route),
          target(`nginx ${route}`, servers.nginx, route),
        ]),
        target('bare page', servers.bare, '/'),
        target('nginx bare page', servers.nginx, BARE_ON_NGINX),
      ],
      log,
    )
  },
)
const bareNext = loads.get('bare page')!

const routeFigures: RouteFigures[] = []
for (const route of routes) {
  const firstLoad = await firstLoadOf(distDir, route)
  const html = await readFile(htmlFileOf(distDir, route), 'utf8')
  const site = loads.get(`site ${route}`)!
  const nginx = loads.get(`nginx ${route}`)!
  const nextAlone = loads.get(`next start ${route}`)!
  routeFigures.push({
    route,
    webglBlock: html.includes('data-webgl-state'),
    firstLoad: {
      gzipBytes: firstLoad.gzipBytes,
      rawBytes: firstLoad.rawBytes,
      onDemandLibraries: firstLoad.onDemandLibraries,
    },
    ...browser.get(route)!,
    server: {
      site,
      nginx,
      nextAlone,
      nginxThroughputRatio: nginx.requestsPerSecond / site.requestsPerSecond,
      cpuRatio: site.cpuMsPerRequest / bareNext.cpuMsPerRequest,
      frontCpuRatio: site.cpuMsPerRequest / nextAlone.cpuMsPerRequest,
    },
  })
}
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
  routes: routeFigures,
  bareNext,
  icons,
}
const report: BenchReport = { ...measured, misses: missesOf(measured) }
const out = path.resolve(ROOT, values.out)
await mkdir(out, { recursive: true })
await writeFile(path.join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)
const markdown = markdownOf(report)
await writeFile(path.join(out, 'latest.md'), markdown)
console.log(`\n${markdown}`)
log(`written to ${path.relative(ROOT, out)}/latest.json and latest.md`)
if (report.misses.length > 0) log(`${report.misses.length} figure(s) over budget, marked ✗`)
