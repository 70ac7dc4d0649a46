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
    expect(await webhook.publishedChanges(await signed('{"_id":"product-kiln"}'))).toEqual([
      { id: 'product-kiln' },
    ])
    expect(
      await webhook.publishedChanges(
        await signed('{"ids":["page-home","siteSettings","page-home"]}'),
      ),
    ).toEqual([{ id: 'page-home' }, { id: 'siteSettings' }])
  })

  it('reads what the document was before the change: a page that is gone still names its route', async () => {
    const unpublished = '{"_id":"page-manifesto","before":{"_type":"page","route":"/manifesto"}}'
    expect(await webhook.publishedChanges(await signed(unpublished))).toEqual([
      { id: 'page-manifesto', before: { type: 'page', route: '/manifesto' } },
    ])
    const testimonial = '{"_id":"testimonial-kiln","before":{"_type":"testimonial","route":null}}'
    expect(await webhook.publishedChanges(await signed(testimonial))).toEqual([
      { id: 'testimonial-kiln', before: { type: 'testimonial' } },
    ])
    // A new document has no previous state.
    const created = '{"_id":"job-producer","before":null}'
    expect(await webhook.publishedChanges(await signed(created))).toEqual([{ id: 'job-producer' }])
  })

  it('refuses an unsigned request', async () => {
    await expect(
      webhook.publishedChanges({ body: '{"_id":"x"}', headers: new Headers() }),
    ).rejects.toThrow(new UnauthorizedError('The webhook request is not signed'))
  })

  it('refuses a signature made with another secret, or over another body', async () => {
    await expect(
      webhook.publishedChanges(await signed('{"_id":"x"}', { secret: 'another-secret-entirely' })),
    ).rejects.toMatchObject({ statusCode: 401, message: 'The webhook signature is not valid' })
    const request = await signed('{"_id":"x"}')
    await expect(
      webhook.publishedChanges({ ...request, body: '{"_id":"y"}' }),
    ).rejects.toMatchObject({
      statusCode: 401,
    })
  })

  it('refuses a replayed request whose signature is too old', async () => {
    const request = await signed('{"_id":"x"}', { at: NOW - SIGNATURE_MAX_AGE_MS - 1 })
    await expect(webhook.publishedChanges(request)).rejects.toMatchObject({
      statusCode: 401,
      message: 'The webhook signature has expired',
    })
  })

  it('answers 400 to a signed body that names no valid document', async () => {
    for (const body of [
      'not json',
      '{}',
      '{"_id":42}',
      '{"_id":"page home"}',
      '{"_id":"page-home","before":"page"}',
      '{"_id":"page-home","before":{"route":"/"}}',
      '{"_id":"page-home","before":{"_type":"page","route":42}}',
      `{"_id":"page-home","before":{"_type":"${'p'.repeat(500)}"}}`,
    ]) {
      const error = await webhook
        .publishedChanges(await signed(body))
        .catch((reason: unknown) => reason)
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).statusCode).toBe(400)
    }
  })
})
