import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
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
 * nginx (Debian's) serving prerendered HTML files from a temporary folder: the ceiling a Node
 * server is compared with. One process, like the Node server, no access log. Each file lies
 * beside its gzip -9 copy, which nginx sends to a browser that accepts gzip (`gzip_static`), as a
 * static host deploys pages: it only sends bytes, it does not compress them on every request.
 */
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
  gzip_static on;
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
