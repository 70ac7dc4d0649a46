/**
 * How nginx balances over several instances; the bench's balancer and the compose file's
 * (`npm run compose:nginx`) are both made here, so they cannot drift apart.
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
 * The `upstream` and `server` blocks. The empty Connection header keeps upstream keepalive working;
 * the edge asks the instances for plain answers and gzips them itself; X-Forwarded-For is
 * replaced, as the reports endpoint limits by client address. The buffers hold the framework's
 * largest headers (a redirect to a long path, its preload links). Pages and files are read-only and
 * the API takes the methods its handlers know: the edge refuses the rest with 405, where Next.js
 * alone would fail on some (TRACE to a route handler, a write to a file of public/) or take a
 * form's POST to a page as a server action (the site has none). nginx refuses TRACE itself.
 */
export function balancerBlocksOf({ listen, upstream, servers }: BalancerSite): string {
  const toTheSite = `
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Accept-Encoding "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_buffer_size 32k;
      proxy_buffers 8 32k;`
  const only = (methods: string) => `
      if ($request_method !~ ^(?:${methods.replaceAll(', ', '|')})$) {
        add_header Allow "${methods}" always;
        return 405;
      }`
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
    location /api/ {${only(API_METHODS)}${toTheSite}
    }
    location / {${only(READ_ONLY_METHODS)}${toTheSite}
    }
  }`
}

/** What the API's route handlers answer to; pages and files only read. */
const API_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const READ_ONLY_METHODS = 'GET, HEAD'
