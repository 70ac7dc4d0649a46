import path from 'node:path'
import { fixturesDatasetFile } from '@/adapters/fixtures/fixtures-transport'
import { readNdjson } from '@/adapters/fixtures/ndjson'

/** The project's own fixtures: tests read them, never copies of them. */
export const FIXTURES_ROOT = path.resolve(import.meta.dirname, '../../fixtures')

/** `production` is the site visitors see offline; `edge-cases` holds one rule per document. */
export type FixtureDataset = 'production' | 'edge-cases'

export function fixturesFile(dataset: FixtureDataset): string {
  return fixturesDatasetFile(FIXTURES_ROOT, dataset)
}

export function readFixtureDocuments(dataset: FixtureDataset): Promise<unknown[]> {
  return readNdjson(fixturesFile(dataset))
}

interface RawPage {
  _id: string
  _type: 'page'
  title: string
  route: { current: string }
  seo?: { title?: string } | null
  sections?: { _type: string; heading?: string }[] | null
}

/** The published page document for a route, as stored in the fixtures (for black-box tests). */
export async function rawFixturePage(dataset: FixtureDataset, route: string): Promise<RawPage> {
  const documents = (await readFixtureDocuments(dataset)) as RawPage[]
  const page = documents.find(
    (doc) => doc._type === 'page' && doc.route?.current === route && !doc._id.startsWith('drafts.'),
  )
  if (!page) throw new Error(`No published page for ${route} in the ${dataset} fixtures`)
  return page
}
