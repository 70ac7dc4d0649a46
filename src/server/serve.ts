/**
 * The production server: Next.js behind a thin HTTP front that puts the security headers on
 * every response (pages, files, images, data, errors), gives each document a
 * Content-Security-Policy with the hashes of its own inline scripts (so pages stay
 * prerendered), compresses (each version of a prerendered page or build file once), answers a
 * page asked for again within a moment itself (see recent-documents.ts), refuses methods the
 * site does not answer, answers the load balancer's health check (health.ts) and stops
 * gracefully (shutdown.ts).
 *
 * It serves the build folder two levels up from here: the repository's, or the self-contained
 * server's that `npm run build` assembles (scripts/artifact/assemble.ts), whose server.ts
 * starts this file. It runs from that folder, whatever folder it is started from.
 *
 * Usage: node src/server/serve.ts [--hostname 127.0.0.1] [--port 3000]
 * (`npm run serve`; also HOSTNAME and PORT). The build folder is NEXT_DIST_DIR or .next.
 */
import compression from 'compression'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { getConfig } from '../container/config.ts'
import { ConfigurationError } from '../domain/errors.ts'
import { applyContentSecurityPolicy } from './document-policy.ts'
import { isDraftRequest, keepPrivate, perspectiveCookieProblem } from './draft-requests.ts'
import { DocumentStore } from './document-store.ts'
import { sendEncodedDocument, sendRecentDocument } from './encoded-documents.ts'
import { answerHealthCheck, Health } from './health.ts'
import { inlineHashesOf } from './inline-hashes.ts'
import { takeInvalidatedRoutes } from './invalidation-signal.ts'
import { API_METHODS, refuseUnknownMethod } from './methods.ts'
import { applyBuildConfig, buildIdOf, previewModeIdOf, unwritableFolders } from './next-build.ts'
import { draftPolicyOriginsOf, policyOriginsOf } from './policy-origins.ts'
import { RECENT_FOR_MS, recentDocumentKey } from './recent-documents.ts'
import { refuseBadTarget } from './request-target.ts'
import { moveScriptsAfterContent } from './scripts-after-content.ts'
import {
  contentSecurityPolicy,
  DRAFT_SECURITY_HEADERS,
  reportingEndpointsHeader,
  SECURITY_HEADERS,
  type PolicyOrigins,
} from './security-headers.ts'
import { Shutdown, shutdownDelayOf } from './shutdown.ts'

// A production server, unless told otherwise (NODE_ENV is read-only to TypeScript).
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })

const { values } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } },
})
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0'
const port = Number(values.port ?? process.env.PORT ?? 3000)
// The pages learn the port from the configuration: they ask this instance itself for pages to
// render again after a publish.
process.env.PORT = String(port)

/** The folder the site runs from: the repository, or the self-contained server. */
const dir = path.resolve(import.meta.dirname, '../..')
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next')

/** Stops the start with a message a person can act on. */
function refuseToStart(message: unknown): never {
  console.error(message)
  process.exit(1)
}

// The site reads its files (fixtures, fonts) relative to where it runs, so it runs from its own
// folder; a fixtures folder named by the caller still means the one the caller meant.
if (process.env.FIXTURES_DIR) process.env.FIXTURES_DIR = path.resolve(process.env.FIXTURES_DIR)
process.chdir(dir)

let config
let shutdownDelayMs = 0
try {
  config = getConfig()
  shutdownDelayMs = shutdownDelayOf(process.env)
} catch (error) {
  // The same words as `next build` and `next dev` use: the variable and its rule.
  refuseToStart(error instanceof ConfigurationError ? error.message : error)
}
try {
  applyBuildConfig(distDir)
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : error)
}
// Regenerated pages replace the prerendered ones in the build folder: an instance that could not
// write them would serve old pages after every restart while it seemed well.
const unwritable = unwritableFolders(distDir)
if (unwritable.length > 0)
  refuseToStart(
    `The site writes regenerated pages and image renditions to ${unwritable.join(' and ')}, ` +
      'which it cannot write to: run it from a writable copy of the build.',
  )

const policyWith = (origins: PolicyOrigins) => (html?: string) =>
  contentSecurityPolicy(origins, html ? inlineHashesOf(html) : undefined)
const visitorOrigins = policyOriginsOf(config)
const editorOrigins = draftPolicyOriginsOf(config)
const visitors = {
  headers: { ...SECURITY_HEADERS, ...reportingEndpointsHeader(visitorOrigins) },
  policyFor: policyWith(visitorOrigins),
}
const editors = {
  headers: { ...DRAFT_SECURITY_HEADERS, ...reportingEndpointsHeader(editorOrigins) },
  policyFor: policyWith(editorOrigins),
}
const previewModeId = previewModeIdOf(distDir)
const health = new Health(buildIdOf(distDir))

type Handle = (request: IncomingMessage, response: ServerResponse) => Promise<void>
// Imported once the environment is settled: Next.js reads NODE_ENV as it loads.
const framework: Promise<Handle> = (async () => {
  const { default: next } = await import('next')
  const app = next({ dev: false, hostname, port, dir })
  const nextHandle = app.getRequestHandler()
  await app.prepare()
  return nextHandle as Handle
})()
/** Requests that arrive while the framework starts wait for it; the health check does not. */
let handle: Handle = async (request, response) => (await framework)(request, response)
framework.then(
  (ready) => {
    handle = ready
    health.ready()
  },
  (error: unknown) => refuseToStart(error),
)

/**
 * What the front keeps of the pages and build files it sent: each version compressed once, its
 * policy, and the pages answered a moment ago, answered again without asking the framework.
 */
const documents = new DocumentStore()
const compress = compression({
  // Live content streams events as they happen; compressing would hold them back.
  filter: (request, response) =>
    !/^text\/event-stream/.test(String(response.getHeader('Content-Type') ?? '')) &&
    compression.filter(request, response),
})

const server = createServer((request, response) => {
  // An editor in draft mode gets pages made for them alone, which the Studio may frame.
  const draft = isDraftRequest(request.url, request.headers.cookie, previewModeId)
  const { headers, policyFor } = draft ? editors : visitors
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  // The base policy; a document's own, with its scripts' hashes, replaces it.
  response.setHeader('Content-Security-Policy', policyFor())
  if (refuseBadTarget(request, response) || refuseUnknownMethod(request, response)) return
  if (answerHealthCheck(request, response, health)) return
  if (draft && refuseBadPerspective(request, response)) return
  // Build files are the same for everyone and never change under their name: cached as ever.
  if (draft && !request.url?.startsWith('/_next/static/')) keepPrivate(response)
  const recentKey = draft ? undefined : recentDocumentKey(request)
  const recent = recentKey === undefined ? undefined : documents.document(recentKey, RECENT_FOR_MS)
  if (recentKey !== undefined && recent)
    return void sendRecentDocument(request, response, recentKey, recent, documents)
  // A publish says which pages it made out of date: the front forgets what it kept of them.
  takeInvalidatedRoutes(response, (routes) => documents.forget(routes))
  compress(request as never, response as never, () => {
    // The policy reads the document as sent: it wraps the response after the compression and
    // before the one change to the document, and sees the page as changed, before it is packed.
    const keep = recentKey === undefined ? undefined : documents.keeperFor(recentKey)
    sendEncodedDocument(request, response, documents, keep)
    applyContentSecurityPolicy(request, response, policyFor, draft ? undefined : documents)
    moveScriptsAfterContent(request, response)
    void handle(request, response)
  })
})

// CONNECT never reaches the request handler: answer it here rather than drop the connection.
server.on('connect', (_request, socket) => {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${API_METHODS.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  )
})

// Listening before the framework is ready, so that a load balancer sees "starting" (503).
server.listen(port, hostname, () => {
  console.log(`▲ Alts is serving on http://${hostname}:${port}`)
})

/** A draft request whose preview perspective cookie names none gets a 400 saying why. */
function refuseBadPerspective(request: IncomingMessage, response: ServerResponse): boolean {
  const problem = perspectiveCookieProblem(request.url, request.headers.cookie)
  if (problem === undefined) return false
  response.writeHead(400, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'private, no-store',
  })
  response.end(JSON.stringify({ message: problem }))
  return true
}

/** Once the listener is closed, the requests under way get this long to finish. */
const DRAIN_MS = 10_000

const shutdown = new Shutdown(
  {
    stopping: () => health.stopping(),
    drain() {
      server.close(() => process.exit(0))
      // Open keep-alive connections must not hold the process.
      server.closeIdleConnections()
      setTimeout(() => process.exit(0), DRAIN_MS).unref()
    },
    exit: () => process.exit(0),
  },
  shutdownDelayMs,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => shutdown.signal(signal))
