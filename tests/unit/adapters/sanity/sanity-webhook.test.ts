import { encodeSignatureHeader } from '@sanity/webhook'
import { describe, expect, it } from 'vitest'
import { SanityWebhook, SIGNATURE_MAX_AGE_MS } from '@/adapters/sanity/sanity-webhook'
import { AppError, UnauthorizedError } from '@/domain/errors'

const SECRET = 'a-long-random-webhook-secret'
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)

async function signed(body: string, { secret = SECRET, at = NOW } = {}) {
  const headers = new Headers({
    'sanity-webhook-signature': await encodeSignatureHeader(body, at, secret),
  })
  return { body, headers }
}

describe('the Sanity publish webhook', () => {
  const webhook = new SanityWebhook(SECRET, () => NOW)

  it('reads the published document ids from a correctly signed request', async () => {
    expect(await webhook.publishedDocumentIds(await signed('{"_id":"product-kiln"}'))).toEqual([
      'product-kiln',
    ])
    expect(
      await webhook.publishedDocumentIds(
        await signed('{"ids":["page-home","siteSettings","page-home"]}'),
      ),
    ).toEqual(['page-home', 'siteSettings'])
  })

  it('refuses an unsigned request', async () => {
    await expect(
      webhook.publishedDocumentIds({ body: '{"_id":"x"}', headers: new Headers() }),
    ).rejects.toThrow(new UnauthorizedError('The webhook request is not signed'))
  })

  it('refuses a signature made with another secret, or over another body', async () => {
    await expect(
      webhook.publishedDocumentIds(
        await signed('{"_id":"x"}', { secret: 'another-secret-entirely' }),
      ),
    ).rejects.toMatchObject({ statusCode: 401, message: 'The webhook signature is not valid' })
    const request = await signed('{"_id":"x"}')
    await expect(
      webhook.publishedDocumentIds({ ...request, body: '{"_id":"y"}' }),
    ).rejects.toMatchObject({
      statusCode: 401,
    })
  })

  it('refuses a replayed request whose signature is too old', async () => {
    const request = await signed('{"_id":"x"}', { at: NOW - SIGNATURE_MAX_AGE_MS - 1 })
    await expect(webhook.publishedDocumentIds(request)).rejects.toMatchObject({
      statusCode: 401,
      message: 'The webhook signature has expired',
    })
  })

  it('answers 400 to a signed body that names no valid document', async () => {
    for (const body of ['not json', '{}', '{"_id":42}', '{"_id":"page home"}']) {
      const error = await webhook
        .publishedDocumentIds(await signed(body))
        .catch((reason: unknown) => reason)
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).statusCode).toBe(400)
    }
  })
})
