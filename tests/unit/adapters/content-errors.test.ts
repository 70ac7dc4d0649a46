import { describe, expect, it } from 'vitest'
import { GroqContentRepository } from '@/adapters/groq/groq-content-repository'
import type { GroqTransport } from '@/adapters/groq/transport'
import { InvalidContentError } from '@/domain/errors'
import { recordingLogger } from '../../support/recording-logger'

const failing = (error: unknown): GroqTransport => ({
  name: 'test',
  query: () => Promise.reject(error),
  listen: () => () => {},
  readFreshFor: () => {},
})
const answering = (result: unknown): GroqTransport => ({
  name: 'test',
  query: () => Promise.resolve(result),
  listen: () => () => {},
  readFreshFor: () => {},
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
