import { describe, expect, it } from 'vitest'
import { PublishContent } from '@/application/publish-content'
import { ServedAssetFiles } from '@/application/served-asset-files'
import { SiteContent } from '@/application/site-content'
import { readConfig } from '@/container/config'
import { createContainer } from '@/container/container'

/*
 * Routes ask the application layer for content, and the composition root decides what stands
 * behind it: drafts where draft mode is available, publishes where a webhook is configured, and
 * asset files where the content source has its own.
 */

const useCases = (env: Record<string, string>) => {
  const container = createContainer(readConfig({ LOG_LEVEL: 'silent', ...env }))
  return {
    content: container.get(SiteContent),
    publish: container.get(PublishContent),
    assets: container.get(ServedAssetFiles),
  }
}

describe('the content use cases the container builds', () => {
  it('offline: drafts, the fixtures’ own asset files, no publishes', async () => {
    const { content, publish, assets } = useCases({ CONTENT_SOURCE: 'fixtures' })
    await expect(content.drafts?.through('drafts').page('/')).resolves.toMatchObject({ route: '/' })
    expect(publish.enabled).toBe(false)
    await expect(
      assets.find({
        dataset: 'production',
        kind: 'images',
        name: 'nothing-here.png',
        draftMode: false,
      }),
    ).resolves.toMatchObject({ error: 404 })
  })

  it('on Sanity without a read token or webhook secret: no drafts, no publishes, no asset files', async () => {
    const { content, publish, assets } = useCases({ SANITY_PROJECT_ID: 'abc123' })
    expect(content.drafts).toBeUndefined()
    expect(publish.enabled).toBe(false)
    await expect(
      assets.find({ dataset: 'production', kind: 'images', name: 'any.png', draftMode: true }),
    ).resolves.toMatchObject({ error: 404 })
  })

  it('on Sanity with both: drafts and publishes', () => {
    const { content, publish } = useCases({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_READ_TOKEN: 'sk' + 'x'.repeat(40),
      SANITY_WEBHOOK_SECRET: 'a-webhook-secret',
    })
    expect(content.drafts).toBeDefined()
    expect(publish.enabled).toBe(true)
  })
})
