import { spawn } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
const STUDIO = path.join(ROOT, 'studio')
const SANITY_CLI = path.join(ROOT, 'node_modules/.bin/sanity')

export interface StudioTarget {
  projectId: string
  dataset: string
  /** The API the built Studio calls, e.g. https://localhost:4310 for the emulator. */
  apiHost: string
  /** The site its Presentation tool frames; the Studio's default when not given. */
  previewOrigin?: string
}

/**
 * Builds the repository's Studio (studio/) for an API host with `sanity build`, into a folder
 * of its own (the host is part of the bundle; `npm run studio:build` owns studio/dist). The
 * caller removes the folder.
 */
export async function buildStudio(target: StudioTarget): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'alts-studio-'))
  const child = spawn(process.execPath, [SANITY_CLI, 'build', outDir, '-y'], {
    cwd: STUDIO,
    env: {
      ...process.env,
      SANITY_STUDIO_PROJECT_ID: target.projectId,
      SANITY_STUDIO_DATASET: target.dataset,
      SANITY_STUDIO_API_HOST: target.apiHost,
      ...(target.previewOrigin && { SANITY_STUDIO_PREVIEW_ORIGIN: target.previewOrigin }),
      // The CLI's usage statistics would go out over the network.
      DO_NOT_TRACK: '1',
    },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`sanity build failed (${code}):\n${output}`)
  return outDir
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** Serves a built Studio on loopback; every path that is not a file is the Studio's page. */
export function serveStudio(
  outDir: string,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://studio').pathname)
    const file = path.join(outDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
    readFile(file)
      .then(
        (body) => ({ body, type: TYPES[path.extname(file)] ?? 'application/octet-stream' }),
        async () => ({ body: await readFile(path.join(outDir, 'index.html')), type: 'text/html' }),
      )
      .then(({ body, type }) => {
        response.writeHead(200, { 'content-type': type })
        response.end(body)
      })
      .catch((error: Error) => {
        response.writeHead(500)
        response.end(error.message)
      })
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
