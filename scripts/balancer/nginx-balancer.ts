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

/**
 * The `upstream` and `server` blocks. The empty Connection header keeps upstream keepalive working;
 * X-Forwarded-For is replaced, as the reports endpoint limits by client address.
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
