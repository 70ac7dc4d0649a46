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

/**
 * The `upstream` and `server` blocks (http context). Connections to the instances stay open
 * (HTTP/1.1, keepalive; without the empty Connection header nginx sends "Connection: close"
 * upstream and keepalive does nothing). Headers go through as the client sent them
 * (Accept-Encoding included: the instances compress), the Host too. The client's address
 * replaces any X-Forwarded-For it sent: the reports endpoint's per-client limit reads it.
 */
export function balancerBlocksOf({ listen, upstream, servers }: BalancerSite): string {
  return `
  upstream ${upstream} {
${servers.map((server) => `    server ${server};`).join('\n')}
    keepalive 32;
  }
  server {
    listen ${listen};
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }`
}
