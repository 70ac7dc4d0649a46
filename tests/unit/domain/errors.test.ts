import { describe, expect, it } from 'vitest'
import {
  ConfigurationError,
  DEFAULT_ERROR_MESSAGE,
  InvalidContentError,
  NotFoundError,
  normaliseError,
} from '@/domain/errors'

describe('normaliseError', () => {
  it('keeps the message and status of the errors the site raises', () => {
    expect(normaliseError(new NotFoundError('No page at /careers'))).toEqual({
      message: 'No page at /careers',
      statusCode: 404,
    })
    expect(normaliseError(new InvalidContentError('Bad settings', ['title: required']))).toEqual({
      message: 'Bad settings: title: required',
      statusCode: 500,
    })
  })

  it('takes the status from statusCode, then status, then the response status', () => {
    expect(normaliseError({ message: 'a', statusCode: 429, status: 503 }).statusCode).toBe(429)
    expect(normaliseError({ message: 'b', status: 503 }).statusCode).toBe(503)
    expect(normaliseError({ message: 'c', response: { status: 502 } }).statusCode).toBe(502)
    expect(normaliseError({ message: 'd', response: { statusCode: 401 } }).statusCode).toBe(401)
  })

  it('defaults to 500 when no error status is given', () => {
    expect(normaliseError(new Error('boom'))).toEqual({ message: 'boom', statusCode: 500 })
    expect(normaliseError({ message: 'ok?', status: 200 }).statusCode).toBe(500)
    expect(normaliseError({ message: 'nan', status: 'teapot' }).statusCode).toBe(500)
    expect(normaliseError({ message: 'range', statusCode: 999 }).statusCode).toBe(500)
  })

  it('turns thrown strings and odd values into a readable message', () => {
    expect(normaliseError('  Plain text  ')).toEqual({ message: 'Plain text', statusCode: 500 })
    for (const odd of [undefined, null, 42, {}, { message: '' }, { message: 7 }, '   ']) {
      expect(normaliseError(odd)).toEqual({ message: DEFAULT_ERROR_MESSAGE, statusCode: 500 })
    }
  })

  it('names every bad setting in a configuration error', () => {
    const error = new ConfigurationError([
      { setting: 'SANITY_DATASET', rule: 'must be at most 64 characters' },
      { setting: 'SITE_URL', rule: 'must be an absolute http(s) URL' },
    ])
    expect(error.message).toBe(
      'Invalid configuration: SANITY_DATASET must be at most 64 characters; SITE_URL must be an absolute http(s) URL',
    )
    expect(normaliseError(error).statusCode).toBe(500)
  })
})
