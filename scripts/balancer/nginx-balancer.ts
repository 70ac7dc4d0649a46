/** How nginx balances over several instances: one source for the bench's and the compose file's. */

export interface BalancerSite {
  /** nginx's `listen` argument: `127.0.0.1:3313`, or `80`. */
  listen: string
  upstream: string
  /** The instances, `host:port`, balanced round robin. */
  servers: readonly string[]
}

/** What the edge compresses besides HTML (which nginx always does once gzip is on). */
const COMPRESSED_TYPES =
  'text/css text/javascript application/javascript application/json application/manifest+json ' +
  'application/xml text/xml text/plain text/x-component image/svg+xml'

/**
 * The `upstream` and `server` blocks: keepalive to the instances, compression at the edge, the
 * framework's largest headers held; methods the site does not answer are refused with 405.
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
    gzip_types ${COMPRESSED_TYPES};
    location /api/ {${only(API_METHODS)}${toTheSite}
    }
    location / {${only(READ_ONLY_METHODS)}${toTheSite}
    }
  }`
}

/** What the API's route handlers answer to; pages and files only read. */
const API_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const READ_ONLY_METHODS = 'GET, HEAD'
