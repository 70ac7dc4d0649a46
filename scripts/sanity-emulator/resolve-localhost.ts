/** Preloaded (`node --import`): every `*.localhost` name resolves to loopback (RFC 6761). */
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
