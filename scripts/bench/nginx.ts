import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { balancerBlocksOf } from '../balancer/nginx-balancer.ts'
import { startServer, type RunningServer } from './servers.ts'

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export type StaticPage = { path: string; file: string }

const fileOf = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`)

/** nginx serving prerendered HTML files beside their gzip -9 copies: the ceiling. */
export async function startNginx(
  pages: readonly StaticPage[],
  port: number,
): Promise<RunningServer> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'alts-bench-nginx-'))
  const root = path.join(prefix, 'www')
  await mkdir(root)
  for (const page of pages) {
    const html = await readFile(page.file)
    const file = path.join(root, fileOf(page.path))
    await writeFile(file, html)
    await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }))
  }
  const config = configOf(
    prefix,
    `
  types { text/html html; }
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }`,
  )
  return startNginxWith(prefix, config, port)
}

export type Balancer = { port: number; upstreams: readonly number[] }

/** nginx as a loopback load balancer, with the compose file's balancer blocks (scripts/balancer). */
export async function startBalancer(balancers: readonly Balancer[]): Promise<RunningServer> {
  if (balancers.length === 0) throw new Error('No balancer to start')
  const prefix = await mkdtemp(path.join(tmpdir(), 'alts-bench-balancer-'))
  return startNginxWith(prefix, balancerConfigOf(prefix, balancers), balancers[0]!.port)
}

export function balancerConfigOf(prefix: string, balancers: readonly Balancer[]): string {
  const blocks = balancers.map(({ port, upstreams }) =>
    balancerBlocksOf({
      listen: `127.0.0.1:${port}`,
      upstream: `instances_${port}`,
      servers: upstreams.map((upstream) => `127.0.0.1:${upstream}`),
    }),
  )
  return configOf(prefix, blocks.join('\n'))
}

/** nginx's whole configuration: in the foreground, one process, every file under `prefix`. */
function configOf(prefix: string, http: string): string {
  return `
daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${http}
}
`
}

async function startNginxWith(prefix: string, config: string, port: number) {
  await writeFile(path.join(prefix, 'nginx.conf'), config)
  return startServer(
    NGINX_PATH,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    `http://127.0.0.1:${port}/`,
  )
}
