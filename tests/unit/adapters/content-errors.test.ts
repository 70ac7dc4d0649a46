import { describe, expect, it } from 'vitest'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import type { GroqTransport } from '@/adapters/groq/transport'
import { InvalidContentError } from '@/domain/errors'
import { recordingLogger } from '../../support/recording-logger'
import { pageAt } from '../../support/page-at'

const failing = (error: unknown): GroqTransport => ({
  name: 'test',
  query: () => Promise.reject(error),
  listen: () => () => {},
  readFreshFor: async () => {},
})
const answering = (result: unknown): GroqTransport => ({
  name: 'test',
  query: () => Promise.resolve(result),
  listen: () => () => {},
  readFreshFor: async () => {},
})

describe('content errors', () => {
  it('are logged with the query, its parameters and the source, then passed on', async () => {
    const logger = recordingLogger()
    const failure = new Error('connect ECONNREFUSED 127.0.0.1:4310')
    const repository = new GroqContentRepository(failing(failure), logger)

    await expect(repository.getPage('/careers')).rejects.toBe(failure)
    expect(logger.lines).toEqual([
      {
        level: 'error',
        message: 'Content query failed',
        context: {
          component: 'content',
          source: 'test',
          query: 'page',
          params: { route: '/careers' },
          error: failure,
        },
      },
    ])
  })

  it('log unusable site settings as an error', async () => {
    const logger = recordingLogger()
    const repository = new GroqContentRepository(
      answering({ title: 'Alts', navigation: null, footer: null }),
      logger,
    )
    await expect(repository.getSiteSettings()).rejects.toThrow(InvalidContentError)
    expect(logger.lines).toEqual([
      expect.objectContaining({ level: 'error', message: 'Site settings are unusable' }),
    ])
  })
})

describe('images without dimensions', () => {
  it('are logged, and the page still renders', async () => {
    const logger = recordingLogger()
    const page = {
      _id: 'page-careers',
      title: 'Careers',
      route: '/careers',
      seo: null,
      sections: [
        {
          _type: 'team',
          _key: 'team',
          heading: 'The team',
          body: 'Everyone, at the summer outing.',
          image: {
            alt: 'The team on a boat.',
            // An id without dimensions, and metadata that failed to load.
            asset: { _id: 'image-legacyupload-jpg', extension: 'jpg', metadata: null },
          },
        },
      ],
    }
    const repository = new GroqContentRepository(answering(page), logger)
    const mapped = await pageAt(repository, '/careers')
    expect(mapped.sections[0]).toMatchObject({
      image: { asset: { width: 0, height: 0, aspectRatio: 0 } },
    })
    expect(logger.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message:
          'An image has no dimensions in its id or metadata; the page cannot reserve its space',
        context: expect.objectContaining({ route: '/careers', assetId: 'image-legacyupload-jpg' }),
      }),
    )
  })
})
