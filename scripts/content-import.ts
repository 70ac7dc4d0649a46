/** `npm run content:import -- [--from production]`: the fixtures into a real dataset, idempotent. */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readNdjson } from '@/adapters/fixtures/ndjson'
import { createPinoLogger } from '@/adapters/logging/pino-logger'
import { SanityImporter, type StoredDocument } from '@/adapters/sanity/importer'
import { readConfig } from '@/container/config'
import { ConfigurationError, normaliseError } from '@/domain/errors'

const { values } = parseArgs({ options: { from: { type: 'string', default: 'production' } } })
const logger = createPinoLogger({ level: 'info', pretty: true })

try {
  const config = readConfig({ ...process.env, CONTENT_SOURCE: 'sanity' })
  if (config.content.source !== 'sanity') throw new Error('unreachable')
  const folder = path.resolve('fixtures', values.from)
  const importer = new SanityImporter({
    ...config.content,
    token: process.env.SANITY_WRITE_TOKEN,
    logger,
  })
  const report = await importer.import({
    documents: (await readNdjson(path.join(folder, 'data.ndjson'))) as StoredDocument[],
    readFile: (file) => readFile(path.join(folder, file)),
  })
  console.log(
    `Imported fixtures/${values.from} into ${config.content.projectId}/${config.content.dataset}: ` +
      `${report.assetsUploaded.length} assets uploaded (${report.assetsUnchanged} already there), ` +
      `${report.documentsWritten.length} documents written (${report.documentsUnchanged} unchanged).`,
  )
} catch (error) {
  const { message } = normaliseError(error)
  console.error(error instanceof ConfigurationError ? message : `Import failed: ${message}`)
  process.exitCode = 1
}
