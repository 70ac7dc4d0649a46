/**
 * Preloaded (`node --import`) into tools that reach the emulator by a project host name, such
 * as Sanity's CLI, which asks for `<projectId>.localhost`. Browsers resolve every `*.localhost`
 * name to loopback (RFC 6761); Node asks the system resolver, which here knows only
 * `localhost` itself. Every other name resolves as before.
 */
import dns, { type LookupAddress, type LookupOptions } from 'node:dns'

type Callback = (error: Error | null, address: string | LookupAddress[], family?: number) => void

const systemLookup = dns.lookup

function lookup(hostname: string, options: LookupOptions | number | Callback, callback?: Callback) {
  const done = typeof options === 'function' ? options : callback
  if (!hostname.endsWith('.localhost') || !done) {
    return (systemLookup as (...args: unknown[]) => void)(hostname, options, callback)
  }
  const all = typeof options === 'object' && options.all === true
  process.nextTick(() =>
    all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4),
  )
}

dns.lookup = lookup as typeof dns.lookup
