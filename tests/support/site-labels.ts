import {
  DEFAULT_INTERFACE_LABELS,
  type InterfaceLabels,
} from '../../src/domain/content/site-settings'
import { readFixtureDocuments } from './fixture-documents'

/** The interface labels the served site uses: the production fixtures' own, over the defaults. */
export async function siteLabels(): Promise<InterfaceLabels> {
  const documents = (await readFixtureDocuments('production')) as {
    _id: string
    _type: string
    labels?: Partial<InterfaceLabels>
  }[]
  const settings = documents.find(
    (document) => document._type === 'siteSettings' && !document._id.startsWith('drafts.'),
  )
  return { ...DEFAULT_INTERFACE_LABELS, ...settings?.labels }
}
