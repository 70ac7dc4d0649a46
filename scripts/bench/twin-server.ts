/**
 * The scriptless twin (twin.ts) as a server process of its own, as the bench starts it: in the
 * bench's process the proxy would wait its turn behind Lighthouse's own work, and every request
 * of the twin's load (document, stylesheets, font, images) would arrive later than the route's.
 *
 * Usage: node scripts/bench/twin-server.ts --upstream http://127.0.0.1:3300/ --hostname 127.0.0.1 --port 3304
 */
import { parseArgs } from 'node:util'
import { createTwin } from './twin.ts'

const { values } = parseArgs({
  options: {
    upstream: { type: 'string' },
    hostname: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
  },
})
if (!values.upstream || !values.port)
  throw new Error('twin-server needs --upstream (the site) and --port')
createTwin(values.upstream).listen(Number(values.port), values.hostname)
