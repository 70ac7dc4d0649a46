/**
 * The scriptless twin as a process of its own, not behind Lighthouse's work.
 * Usage: node scripts/bench/twin-server.ts --upstream <url> --port <n>
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
if (!values.upstream || !values.port) throw new Error('twin-server needs --upstream and --port')
createTwin(values.upstream).listen(Number(values.port), values.hostname)
