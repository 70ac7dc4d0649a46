/**
 * How nginx balances requests over several instances of the site: one `upstream` of the
 * instances and one `server` that passes every request to it. The bench's balancer
 * (scripts/bench/nginx.ts) and the compose file's (deploy/nginx.conf, written by
 * `npm run compose:nginx`) are both made here, so the two cannot drift apart.
 */

/** A balancer: where it listens, the name of its upstream and the instances behind it. */
export interface BalancerSite {
  /** nginx's `listen` argument: `127.0.0.1:3313`, or `80`. */
  listen: string
  /** The `upstream` block's name. */
  upstream: string
  /** The instances, `host:port`, balanced round robin. */
  servers: readonly string[]
}

/** What the edge compresses besides HTML (which nginx always does once gzip is on). */
const COMPRESSED_TYPES = [
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'text/xml',
  'text/plain',
  'text/x-component',
  'image/svg+xml',
]

/**
 * The `upstream` and `server` blocks (http context). Connections to the instances stay open
 * (HTTP/1.1, keepalive; without the empty Connection header nginx sends "Connection: close"
 * upstream and keepalive does nothing). The edge compresses: it asks the instances for plain
 * answers and gzips them itself. The Host goes through; the client's address replaces any
 * X-Forwarded-For it sent: the reports endpoint's per-client limit reads it.
 */
export function balancerBlocksOf({ listen, upstream, servers }: BalancerSite): string {
  return `
  upstream ${upstream} {
${servers.map((server) => `    server ${server};`).join('\n')}
    keepalive 32;
  }
  server {
    listen ${listen};
    gzip on;
    gzip_vary on;
    gzip_proxied any;
    gzip_comp_level 6;
    gzip_types ${COMPRESSED_TYPES.join(' ')};
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Accept-Encoding "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }`
}
