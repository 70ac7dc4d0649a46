import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { htmlFileOf } from '../bundle/first-load.ts'
import { startServer, type RunningServer } from './servers.ts'

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** The file nginx serves a route from: / as index.html, /careers as careers.html. */
const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/**
 * nginx (Debian's) serving the site's prerendered HTML files from a temporary folder: the
 * baseline a Node server is compared with. One process, like the Node server, no access log,
 * no compression (the load sends no Accept-Encoding, to either server).
 */
export async function startNginx(
  distDir: string,
  routes: readonly string[],
  port: number,
): Promise<RunningServer> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'alts-bench-nginx-'))
  const root = path.join(prefix, 'www')
  await mkdir(root)
  for (const route of routes)
    await copyFile(htmlFileOf(distDir, route), path.join(root, fileOf(route)))
  const config = `
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
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`
  await writeFile(path.join(prefix, 'nginx.conf'), config)
  return startServer(
    NGINX_PATH,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    `http://127.0.0.1:${port}/`,
  )
}
