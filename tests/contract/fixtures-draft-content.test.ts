import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FixturesGroqTransport, fixturesDatasetFile } from '@/adapters/fixtures/fixtures-transport'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import { GroqDraftContent } from '@/adapters/groq/groq-draft-content'
import { FIXTURES_ROOT, fixturesFile } from '../support/fixture-documents'
import { recordingLogger } from '../support/recording-logger'
import { draftContentContract, STUDIO_URL } from './draft-content.contract'

/** The fixtures transports as draft mode configures them: a perspective, with edit markers. */
const previewOf = (file: string) =>
  new GroqDraftContent(
    (perspective) =>
      new FixturesGroqTransport(file, { perspective, editMarkers: { studioUrl: STUDIO_URL } }),
    recordingLogger(),
  )

draftContentContract('fixtures (drafts.* documents of data.ndjson)', {
  edgeCases: () => previewOf(fixturesFile('edge-cases')).through('drafts'),
  async editable() {
    const root = await mkdtemp(path.join(tmpdir(), 'alts-drafts-'))
    await cp(path.join(FIXTURES_ROOT, 'production'), path.join(root, 'production'), {
      recursive: true,
    })
    const file = fixturesDatasetFile(root, 'production')
    const documents = async () =>
      (await readFile(file, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { _id: string } & Record<string, unknown>)
    return {
      preview: previewOf(file),
      published: new GroqContentRepository(new FixturesGroqTransport(file), recordingLogger()),
      // The folder is watched from the moment a watcher subscribes (see fixtures-transport.ts).
      watching: async () => {},
      async read(id) {
        const document = (await documents()).find((candidate) => candidate._id === id)
        if (!document) throw new Error(`no document ${id}`)
        return document
      },
      async save(document) {
        const others = (await documents()).filter((candidate) => candidate._id !== document._id)
        const lines = [...others, document].map((candidate) => JSON.stringify(candidate))
        await writeFile(file, `${lines.join('\n')}\n`)
      },
      close: () => rm(root, { recursive: true, force: true }),
    }
  },
})
