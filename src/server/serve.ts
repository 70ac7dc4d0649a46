/**
 * The production server: Next.js behind a thin HTTP front that puts the security headers on
 * every response (pages, files, images, data, errors), gives each document a
 * Content-Security-Policy with the hashes of its own inline scripts (so pages stay
 * prerendered), compresses (each version of a prerendered page once), answers a page asked for
 * again within a moment itself (see recent-documents.ts), and refuses methods the site does not
 * answer.
 *
 * It serves the build folder two levels up from here, with the configuration that build
 * resolved, and runs from that folder, whatever folder it is started from.
 *
 * Usage: node src/server/serve.ts [--hostname 127.0.0.1] [--port 3000]
 * (`npm run serve`; also HOSTNAME and PORT). The build folder is NEXT_DIST_DIR or .next.
 */
import compression from 'compression'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { getConfig } from '../container/config.ts'
import { ConfigurationError } from '../domain/errors.ts'
import { applyBuildConfig, unwritableFolders } from './build-folder.ts'
import { applyContentSecurityPolicy } from './document-policy.ts'
import { isDraftRequest, keepPrivate, previewModeIdOf } from './draft-requests.ts'
import { EncodedDocuments, sendEncodedDocument, sendRecentDocument } from './encoded-documents.ts'
import { inlineScriptHashes } from './inline-scripts.ts'
import { API_METHODS, refuseUnknownMethod } from './methods.ts'
import { draftPolicyOriginsOf, policyOriginsOf } from './policy-origins.ts'
import { isAcceptedPublish, recentDocumentKey, RecentDocuments } from './recent-documents.ts'
import { refuseBadTarget } from './request-target.ts'
import {
  contentSecurityPolicy,
  DRAFT_SECURITY_HEADERS,
  SECURITY_HEADERS,
  type PolicyOrigins,
} from './security-headers.ts'

// A production server, unless told otherwise (NODE_ENV is read-only to TypeScript).
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })

const { values } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } },
})
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0'
const port = Number(values.port ?? process.env.PORT ?? 3000)

/** The folder the site runs from. */
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
try {
  config = getConfig()
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
  contentSecurityPolicy(origins, html ? inlineScriptHashes(html) : [])
const visitors = { headers: SECURITY_HEADERS, policyFor: policyWith(policyOriginsOf(config)) }
const editors = {
  headers: DRAFT_SECURITY_HEADERS,
  policyFor: policyWith(draftPolicyOriginsOf(config)),
}

// Imported once the environment is settled: Next.js reads NODE_ENV as it loads.
const { default: next } = await import('next')
const app = next({ dev: false, hostname, port, dir })
const handle = app.getRequestHandler()
await app.prepare()
const previewModeId = previewModeIdOf(distDir)

/** Prerendered pages, compressed once per version; everything else is compressed as it streams. */
const encodedDocuments = new EncodedDocuments()
/** Pages answered a moment ago, answered again without asking the framework. */
const recentDocuments = new RecentDocuments()
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
  // Build files are the same for everyone and never change under their name: cached as ever.
  if (draft && !request.url?.startsWith('/_next/static/')) keepPrivate(response)
  const recentKey = draft ? undefined : recentDocumentKey(request)
  const recent = recentKey === undefined ? undefined : recentDocuments.find(recentKey)
  if (recent) return void sendRecentDocument(request, response, recent, encodedDocuments)
  if (request.method === 'POST')
    response.once('finish', () => {
      if (isAcceptedPublish(request, response.statusCode)) recentDocuments.forgetAll()
    })
  compress(request as never, response as never, () => {
    // The policy reads the document as written, so it wraps the response last and sees it first.
    const keep = recentKey === undefined ? undefined : recentDocuments.keeperFor(recentKey)
    sendEncodedDocument(request, response, encodedDocuments, keep)
    applyContentSecurityPolicy(response, policyFor, draft ? 'draft' : 'public')
    void handle(request, response)
  })
})

// CONNECT never reaches the request handler: answer it here rather than drop the connection.
server.on('connect', (_request, socket) => {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${API_METHODS.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  )
})

server.listen(port, hostname, () => {
  console.log(`▲ Alts is serving on http://${hostname}:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Open keep-alive connections must not hold the process.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 3_000).unref()
  })
}
