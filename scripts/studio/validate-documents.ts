/** `sanity documents validate` over a fixtures dataset, offline against the emulator; fails on warnings. */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { readNdjson } from '../../src/adapters/fixtures/ndjson.ts'
import { SanityEmulator, type Document } from '../sanity-emulator/emulator.ts'
import { serveEmulator } from '../sanity-emulator/http-server.ts'

export interface Marker {
  level: 'error' | 'warning' | 'info'
  message: string
  path: (string | number | { _key: string })[]
}

export interface DocumentMarkers {
  documentId: string
  level: 'error' | 'warning' | 'info'
  markers: Marker[]
}

const root = path.resolve(import.meta.dirname, '../..')
const sanity = path.join(root, 'node_modules/.bin/sanity')

/** The markers Sanity's CLI reports for each document of fixtures/<dataset>/data.ndjson. */
export async function validateDocuments(dataset: string): Promise<DocumentMarkers[]> {
  const file = path.join(root, 'fixtures', dataset, 'data.ndjson')
  const documents = (await readNdjson(file)) as Document[]
  const api = await serveEmulator(new SanityEmulator({ documents, dataset }))
  try {
    const { stdout } = await promisify(execFile)(
      sanity,
      ['documents', 'validate', '--file', file, '--dataset', dataset, '--format', 'ndjson', '-y'],
      {
        cwd: path.join(root, 'studio'),
        maxBuffer: 16 * 1024 * 1024,
        env: {
          ...process.env,
          // Not a Sanity environment name: the CLI takes it as the API host to use.
          SANITY_INTERNAL_ENV: api.url.replace('127.0.0.1', 'localhost'),
          // The command wants a login before it starts; the emulator asks for none.
          SANITY_AUTH_TOKEN: 'local',
          DO_NOT_TRACK: '1',
          NODE_OPTIONS: `--import ${path.join(root, 'scripts/sanity-emulator/resolve-localhost.ts')}`,
        },
      },
    ).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
      // Problems found make the command exit 1; its output still lists them.
      if (error.code === 1 && error.stdout) return { stdout: error.stdout }
      throw new Error(`sanity documents validate failed: ${error.stderr || String(error)}`)
    })
    return stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as DocumentMarkers)
  } finally {
    await api.close()
  }
}

if (import.meta.main) {
  const dataset = process.argv[2] ?? 'production'
  const reported = (await validateDocuments(dataset)).filter(({ markers }) => markers.length > 0)
  if (reported.length > 0) {
    for (const { documentId, markers } of reported)
      for (const marker of markers)
        console.error(
          `${marker.level} ${documentId} ${JSON.stringify(marker.path)}: ${marker.message}`,
        )
    process.exit(1)
  }
  console.log(
    `fixtures/${dataset}: 0 errors, 0 warnings (sanity documents validate --file, against the local emulator).`,
  )
}
