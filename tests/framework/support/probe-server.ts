/**
 * Serves the framework probe app (probe-app.ts) as the site's front serves the site: the build's
 * resolved configuration handed over, the response patched by the front's own modules. Prints
 * "ready" once it answers. Usage: node probe-server.ts <app folder> <port> <mark>, where <mark>
 * is what the front adds to every page it held back.
 */
import next from 'next'
import { createServer } from 'node:http'
import path from 'node:path'
import { keepPrivate } from '../../../src/server/draft-requests.ts'
import { holdResponse } from '../../../src/server/held-response.ts'
import { takeInvalidatedRoutes } from '../../../src/server/invalidation-signal.ts'
import { applyBuildConfig } from '../../../src/server/next-build.ts'

const [dir = '', port = '', mark = ''] = process.argv.slice(2)
// The app's next.config.mjs refuses to load now: the build's configuration must be enough.
process.env.PROBE_SERVING = '1'
applyBuildConfig(path.join(dir, '.next'))
const app = next({ dev: false, dir, hostname: '127.0.0.1', port: Number(port) })
const handle = app.getRequestHandler()
await app.prepare()

const forgotten: string[][] = []
createServer((request, response) => {
  if (request.url === '/__forgotten') return void response.end(JSON.stringify(forgotten))
  // What code that Node.js loads itself, outside the bundles, reads of the release.
  if (request.url === '/__release') return void response.end(process.env.NEXT_DEPLOYMENT_ID ?? '')
  takeInvalidatedRoutes(response, (routes) => forgotten.push(routes))
  if (request.url?.startsWith('/api/draft')) keepPrivate(response)
  holdResponse(response, {
    hold: (held) => /^text\/html\b/.test(String(held.getHeader('content-type') ?? '')),
    release(held, body) {
      const changed = Buffer.concat([body, Buffer.from(mark)])
      held.setHeader('Content-Length', changed.length)
      return changed
    },
  })
  void handle(request, response)
}).listen(Number(port), '127.0.0.1', () => console.log('ready'))
