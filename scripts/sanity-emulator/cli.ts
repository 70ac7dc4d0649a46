/**
 * Runs the Sanity API emulator over a fixtures dataset, so the production site and the Studio
 * can run against a Sanity-compatible host with no network:
 *
 *   npm run content:emulator -- [--port 4310] [--dataset production] [--token sk-local]
 *   CONTENT_SOURCE=sanity SANITY_PROJECT_ID=emulated SANITY_API_HOST=http://127.0.0.1:4310 npm start
 *
 * The same port speaks HTTPS with HTTP/2, for a Studio built with
 * SANITY_STUDIO_API_HOST=https://localhost:4310 (see the README). With `--token`, writes and the
 * Studio's sign-in need that token; without it, any token signs in.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SanityEmulator, type Document } from './emulator.ts'
import { serveEmulator } from './http-server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4310' },
    dataset: { type: 'string', default: 'production' },
    token: { type: 'string' },
  },
})
const file = path.resolve('fixtures', values.dataset, 'data.ndjson')
const documents = (await readFile(file, 'utf8'))
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Document)

const emulator = new SanityEmulator({
  documents,
  dataset: values.dataset,
  writeToken: values.token,
})
const running = await serveEmulator(emulator, Number(values.port))
console.log(
  `Sanity API emulator: ${running.url} serves ${documents.length} documents from ${file} as dataset "${values.dataset}".`,
)
console.log(
  `Point the site at it: CONTENT_SOURCE=sanity SANITY_PROJECT_ID=emulated SANITY_DATASET=${values.dataset} SANITY_API_HOST=${running.url}`,
)
console.log(
  `Point a Studio at it: SANITY_STUDIO_DATASET=${values.dataset} SANITY_STUDIO_API_HOST=${running.studioApiHost} (HTTPS, with a certificate made now: see the README)`,
)
