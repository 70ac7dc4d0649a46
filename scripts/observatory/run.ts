/**
 * `npm run observatory`: grades every route and the not-found page behind a local TLS terminator
 * (docs/security.md); fails below A+. Ports: OBSERVATORY_PORT (3300) and the two after it.
 */
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, request, type Server } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { SITE_ROUTES } from '../../src/domain/routes.ts'
import { startSite, undoOnInterrupt, type RunningServer } from '../bench/servers.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const HOST = '127.0.0.1'
const BASE_PORT = Number(process.env.OBSERVATORY_PORT ?? 3300)
/** Every route, and a path that is none: the not-found page, graded as the 404 it is. */
const NOT_FOUND = '/no-such-page'
const PATHS = [...SITE_ROUTES, NOT_FOUND]

interface Grade {
  grade: string
  score: number
  passed: number
  of: number
  tests: Record<string, { result: string; scoreModifier: number }>
}

const distDir = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next')
if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No build in ${distDir}: run \`npm run build\` first.`)
  process.exit(1)
}

function makeCertificates(dir: string) {
  const openssl = (...args: string[]) =>
    execFileSync(process.env.OPENSSL_PATH || 'openssl', args, { cwd: dir, stdio: 'pipe' })
  const key = ['-newkey', 'rsa:2048', '-nodes']
  openssl(
    ...['req', '-x509', ...key, '-days', '1', '-subj', '/CN=Observatory run CA'],
    ...['-keyout', 'ca.key', '-out', 'ca.pem'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign'],
  )
  openssl('req', ...key, '-subj', `/CN=${HOST}`, '-keyout', 'site.key', '-out', 'site.csr')
  writeFileSync(path.join(dir, 'site.ext'), `subjectAltName=IP:${HOST}\n`)
  openssl(
    ...['x509', '-req', '-in', 'site.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key'],
    ...['-CAcreateserial', '-days', '1', '-out', 'site.pem', '-extfile', 'site.ext'],
  )
  return {
    ca: path.join(dir, 'ca.pem'),
    key: readFileSync(path.join(dir, 'site.key')),
    cert: readFileSync(path.join(dir, 'site.pem')),
  }
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, HOST, resolve)
  })
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** HTTPS proxied to `upstream` with raw headers (a repeated one reaches the grader twice), and HTTP redirecting. */
async function terminateTls(
  tls: { key: Buffer; cert: Buffer },
  upstream: number,
  httpPort: number,
  httpsPort: number,
): Promise<Server[]> {
  const https = createHttpsServer(tls, (incoming, outgoing) => {
    const proxied = request(
      {
        host: HOST,
        port: upstream,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(outgoing)
      },
    )
    proxied.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(proxied)
  })
  const http = createHttpServer((incoming, outgoing) =>
    outgoing.writeHead(301, { Location: `https://${HOST}:${httpsPort}${incoming.url}` }).end(),
  )
  await listen(https, httpsPort)
  await listen(http, httpPort)
  return [https, http]
}

async function grade(ca: string, httpPort: number, httpsPort: number, pagePath: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(import.meta.dirname, 'grade.ts'),
      HOST,
      String(httpPort),
      String(httpsPort),
      pagePath,
      ...(pagePath === NOT_FOUND ? ['404'] : []),
    ],
    { cwd: ROOT, env: { ...process.env, NODE_EXTRA_CA_CERTS: ca } },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '{"error":"no answer"}' }))
  const result = JSON.parse(stdout.trim().split('\n').pop()!) as Grade & { error?: string }
  if (result.error) throw new Error(`${pagePath}: ${result.error}`)
  return result
}

const NAME = 'Next.js’s own server (npm run serve)'
const FLOOR = { score: 100, grade: 'A+' }
const [port, httpPort, httpsPort] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2] as const

const dir = mkdtempSync(path.join(tmpdir(), 'observatory-'))
const forgetDir = undoOnInterrupt(() => rmSync(dir, { recursive: true, force: true }))
const { ca, ...tls } = makeCertificates(dir)
const failures: string[] = []
let server: RunningServer | undefined
let terminator: Server[] = []
try {
  server = await startSite(port)
  terminator = await terminateTls(tls, port, httpPort, httpsPort)
  for (const pagePath of PATHS) {
    const result = await grade(ca, httpPort, httpsPort, pagePath)
    const below = result.score < FLOOR.score
    console.log(
      `${NAME}, ${pagePath}: ${result.grade} ${result.score}, ${result.passed} of ${result.of} tests passed${below ? ` (below ${FLOOR.grade} ${FLOOR.score})` : ''}`,
    )
    // The grader adds the bonuses only to a score of 90 or more without them.
    if (result.score < 90) console.log('  (bonuses below count only from 90 up)')
    for (const [test, { result: outcome, scoreModifier }] of Object.entries(result.tests))
      if (scoreModifier !== 0)
        console.log(`  ${scoreModifier > 0 ? '+' : ''}${scoreModifier} ${test}: ${outcome}`)
    if (below) failures.push(`${NAME}, ${pagePath}: ${result.grade} ${result.score}`)
  }
} finally {
  await Promise.all(terminator.map(close))
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
  forgetDir()
}
if (failures.length > 0) {
  console.error(`Below the floor: ${failures.join('; ')}`)
  process.exit(1)
}
