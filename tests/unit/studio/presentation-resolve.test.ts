import { evaluate, parse } from 'groq-js'
import { firstValueFrom, from, isObservable, type Observable } from 'rxjs'
import type { DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation'
import { describe, expect, it } from 'vitest'
import { throughPerspective, type DatasetDocument } from '@/adapters/fixtures/perspectives'
import { SITE_ROUTES } from '@/domain/routes'
import { locations, mainDocuments } from '../../../studio/presentation/resolve'
import { documentTypes } from '../../../studio/schema'
import { readFixtureDocuments } from '../../support/fixture-documents'

/*
 * The Presentation tool's resolvers (studio/presentation/resolve.ts), answered by a stand-in for
 * the Studio's document store that runs their queries with groq-js over the fixtures.
 */

type Context = Parameters<DocumentLocationResolver>[1]

const documents = (await readFixtureDocuments('production')) as DatasetDocument[]
const asked: unknown[] = []
const context = {
  documentStore: {
    listenQuery: (query: string, params: Record<string, unknown>, options: unknown) => {
      asked.push(options)
      const dataset = throughPerspective(documents, 'drafts')
      return from(
        Promise.resolve(evaluate(parse(query, { params }), { dataset, params })).then((value) =>
          value.get(),
        ),
      )
    },
  },
} as unknown as Context

async function routesShowing(id: string, type: string): Promise<string[] | undefined> {
  const answer = locations({ id, type, version: undefined, perspectiveStack: ['drafts'] }, context)
  const state: DocumentLocationsState | null | undefined = isObservable(answer)
    ? await firstValueFrom(answer as Observable<DocumentLocationsState | null | undefined>)
    : answer
  return state?.locations?.map((location) => location.href).sort()
}

describe('where the Presentation tool finds each document on the site', () => {
  it('a page at its route', async () => {
    expect(await routesShowing('page-manifesto', 'page')).toEqual(['/manifesto'])
  })

  it('a product, a testimonial, a person and a role on the pages that show them', async () => {
    // The pages whose stored document refers to it, read straight from the file.
    const pages = documents.filter((document) => document._type === 'page') as (DatasetDocument & {
      route: { current: string }
    })[]
    const referring = (id: string) =>
      pages
        .filter((page) => JSON.stringify(page).includes(`"_ref":"${id}"`))
        .map((page) => page.route.current)
        .sort()
    const referenced = documentTypes
      .map(({ name }) => name)
      .filter((name) => name !== 'page' && name !== 'siteSettings')
    for (const type of referenced) {
      const shown = documents.filter((document) => document._type === type)
      expect(shown.length, type).toBeGreaterThan(0)
      for (const { _id } of shown) {
        expect(referring(_id).length, _id).toBeGreaterThan(0)
        expect(await routesShowing(_id, type), _id).toEqual(referring(_id))
      }
    }
  })

  it('the site settings on every route', async () => {
    expect(await routesShowing('siteSettings', 'siteSettings')).toEqual([...SITE_ROUTES].sort())
  })

  it('nothing for documents no page shows by themselves', async () => {
    expect(await routesShowing('image-x', 'sanity.imageAsset')).toBeUndefined()
  })

  it('in the perspective the editor looks at', async () => {
    asked.length = 0
    await routesShowing('page-home', 'page')
    expect(asked).toEqual([{ perspective: ['drafts'] }])
  })
})

describe('which document each route shows', () => {
  it('the page at that route, for every route of the site', () => {
    const resolver = mainDocuments[0]!
    expect(resolver.route).toEqual([...SITE_ROUTES])
    expect(
      resolver.resolve({ origin: 'http://localhost:3000', params: {}, path: '/careers' }),
    ).toEqual({
      filter: '_type == "page" && route.current == $route',
      params: { route: '/careers' },
    })
  })
})
