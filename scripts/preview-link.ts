/** `npm run preview:link -- [/route]`: a link that turns draft mode on for an hour. */
import { createClient } from '@sanity/client'
import { randomBytes, randomUUID } from 'node:crypto'
import { appendFile } from 'node:fs/promises'
import path from 'node:path'
import { fixturesSecretsFile } from '@/adapters/preview/fixtures-secrets-client'
import { DRAFT_MODE_ENABLE_PATH } from '@/app/endpoints'
import { readConfig } from '@/container/config'
import { ConfigurationError } from '@/domain/errors'
import { isSiteRoute } from '@/domain/routes'

const route = process.argv[2] ?? '/'

try {
  if (!isSiteRoute(route)) throw new Error(`${route} is not one of the site's routes`)
  const config = readConfig(process.env)
  const secret = randomBytes(24).toString('base64url')
  const document = {
    _id: `drafts.${randomUUID()}`,
    _type: 'sanity.previewUrlSecret',
    _updatedAt: new Date().toISOString(),
    secret,
    source: 'npm run preview:link',
    studioUrl: config.studioUrl.href,
  }
  const { content } = config
  if (content.source === 'fixtures') {
    const file = fixturesSecretsFile(path.join(content.fixturesDir, content.dataset))
    await appendFile(file, `${JSON.stringify(document)}\n`)
  } else {
    const token = process.env.SANITY_WRITE_TOKEN
    if (!token) {
      throw new ConfigurationError([
        { setting: 'SANITY_WRITE_TOKEN', rule: 'is required to store a preview secret' },
      ])
    }
    await createClient({
      ...content,
      token,
      useCdn: false,
      ...(content.apiHost ? { useProjectHostname: false } : {}),
    }).createOrReplace(document)
  }
  const link = new URL(DRAFT_MODE_ENABLE_PATH, config.siteUrl)
  link.searchParams.set('sanity-preview-secret', secret)
  link.searchParams.set('sanity-preview-pathname', route)
  console.log(`Open within the hour to preview ${route} with drafts:\n${link.href}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
