import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startServer, type RunningServer } from './servers.ts'

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** A page nginx serves: its path on the server and the HTML file it answers with. */
export interface StaticPage {
  path: string
  file: string
}

/** nginx's file name for a page path: / as index.html, /careers as careers.html. */
const fileOf = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`)

/**
 * nginx (Debian's) serving prerendered HTML files from a temporary folder: the reference a Node
 * server is compared with. One process, like the Node server, no access log, and compression on at
 * the level Node's `compression` and Next.js use (zlib's default, 6), so that it does the same work
 * for a browser's `Accept-Encoding: gzip` as the servers it is compared with.
 */
export async function startNginx(
  pages: readonly StaticPage[],
  port: number,
): Promise<RunningServer> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'alts-bench-nginx-'))
  const root = path.join(prefix, 'www')
  await mkdir(root)
  for (const page of pages) await copyFile(page.file, path.join(root, fileOf(page.path)))
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
  gzip on;
  gzip_comp_level 6;
  gzip_vary on;
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
