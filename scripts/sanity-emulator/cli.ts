/** `npm run content:emulator`: the emulator over a fixtures dataset (docs/sanity.md). */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readNdjson } from '../../src/adapters/fixtures/ndjson.ts'
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
const documents = (await readNdjson(file)) as Document[]

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
  [
    `Sanity API emulator: ${running.url} serves ${documents.length} documents from ${file} as dataset "${values.dataset}".`,
    `Point the site at it: CONTENT_SOURCE=sanity SANITY_PROJECT_ID=emulated SANITY_DATASET=${values.dataset} SANITY_API_HOST=${running.url}`,
    `Point a Studio at it: SANITY_STUDIO_DATASET=${values.dataset} SANITY_STUDIO_API_HOST=${running.studioApiHost} (HTTPS, with a certificate made now: see docs/sanity.md)`,
  ].join('\n'),
)
