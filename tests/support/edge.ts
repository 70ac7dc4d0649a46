import { startBalancer } from '../../scripts/bench/nginx.ts'
import type { RunningServer } from '../../scripts/bench/servers.ts'
import { E2E_PORT, e2ePort } from './ports'

/*
 * The edge in front of the site under test: nginx (Debian's) with the compose file's balancer
 * blocks (scripts/balancer/nginx-balancer.ts), on loopback, as a deployment puts it in front of
 * Next.js's own server: it compresses, and refuses the methods the site does not answer.
 */

/** An edge of its own for each test worker (`parallelIndex`), at offsets 80 and up. */
export async function startEdge(parallelIndex = 0): Promise<RunningServer & { url: string }> {
  const port = e2ePort(80 + parallelIndex)
  const edge = await startBalancer([{ port, upstreams: [E2E_PORT] }])
  return { ...edge, url: `http://127.0.0.1:${port}` }
}
