import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createPinoLogger } from '@/adapters/logging/pino-logger'

function memoryStream() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>)
      done()
    },
  })
  return { lines, stream }
}

describe('pino logger', () => {
  it('writes one JSON object per line with the message and its context', () => {
    const { lines, stream } = memoryStream()
    const logger = createPinoLogger({ level: 'info', pretty: false, destination: stream })
    logger.warn('Skipped a section of unknown type', { route: '/', sectionType: 'pressQuotes' })
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'Skipped a section of unknown type',
        route: '/',
        sectionType: 'pressQuotes',
        service: 'alts',
      }),
    ])
  })

  it('serialises errors with their type, message and stack', () => {
    const { lines, stream } = memoryStream()
    const logger = createPinoLogger({ level: 'info', pretty: false, destination: stream })
    logger.error('Content query failed', { error: new TypeError('fetch failed'), query: 'page' })
    expect(lines[0]).toMatchObject({
      msg: 'Content query failed',
      query: 'page',
      err: {
        type: 'TypeError',
        message: 'fetch failed',
        stack: expect.stringContaining('TypeError'),
      },
    })
  })

  it('adds a child logger’s context to every line and respects the level', () => {
    const { lines, stream } = memoryStream()
    const logger = createPinoLogger({ level: 'warn', pretty: false, destination: stream })
    const child = logger.child({ component: 'content' })
    child.info('not written')
    child.error('written', { route: '/careers' })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ component: 'content', route: '/careers', msg: 'written' })
  })
})
