/**
 * Runs the Sanity API emulator over a fixtures dataset, so the production site and the Studio
 * can run against a Sanity-compatible host with no network:
 *
 *   npm run content:emulator -- [--port 4310] [--dataset production] [--token sk-local]
 *     [--read-token sk-…] [--webhook-url http://127.0.0.1:3000/api/revalidate] [--webhook-secret …]
 *   CONTENT_SOURCE=sanity SANITY_PROJECT_ID=emulated SANITY_API_HOST=http://127.0.0.1:4310 npm start
 *
 * The same port speaks HTTPS with HTTP/2, for a Studio built with
 * SANITY_STUDIO_API_HOST=https://localhost:4310 (see docs/sanity.md). With `--token`, writes and the
 * Studio's sign-in need that token; without it, any token signs in. With `--read-token`, only
 * requests with that token (or the write token) see drafts, as on Sanity, where visitors' pages
 * read without one and draft mode reads with the site's SANITY_READ_TOKEN. With `--webhook-url`, every
 * publish is sent to the site as Sanity's webhook would be, signed with `--webhook-secret` (or
 * SANITY_WEBHOOK_SECRET), so the published pages regenerate.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SanityEmulator, type Document } from './emulator.ts'
import { serveEmulator } from './http-server.ts'
import { sendPublishWebhooks } from './webhooks.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4310' },
    dataset: { type: 'string', default: 'production' },
    token: { type: 'string' },
    'read-token': { type: 'string' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string', default: process.env.SANITY_WEBHOOK_SECRET },
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
  readToken: values['read-token'],
  assetsFolder: path.dirname(file),
})
const running = await serveEmulator(emulator, Number(values.port))
const webhookUrl = values['webhook-url']
if (webhookUrl) {
  const secret = values['webhook-secret']
  if (!secret) throw new Error('--webhook-url needs --webhook-secret or SANITY_WEBHOOK_SECRET')
  sendPublishWebhooks(emulator, { url: webhookUrl, secret }, ({ documentId, status }) =>
    console.log(`Webhook for ${documentId} to ${webhookUrl}: ${status ?? 'no answer'}`),
  )
}
console.log(
  `Sanity API emulator: ${running.url} serves ${documents.length} documents from ${file} as dataset "${values.dataset}".`,
)
console.log(
  `Point the site at it: CONTENT_SOURCE=sanity SANITY_PROJECT_ID=emulated SANITY_DATASET=${values.dataset} SANITY_API_HOST=${running.url}`,
)
console.log(
  `Point a Studio at it: SANITY_STUDIO_DATASET=${values.dataset} SANITY_STUDIO_API_HOST=${running.studioApiHost} (HTTPS, with a certificate made now: see docs/sanity.md)`,
)
