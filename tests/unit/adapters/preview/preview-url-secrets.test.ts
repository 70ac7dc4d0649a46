import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  fixturesSecretsClient,
  fixturesSecretsFile,
} from '@/adapters/preview/fixtures-secrets-client'
import { PreviewUrlSecrets } from '@/adapters/preview/preview-url-secrets'

/*
 * Preview links checked as @sanity/preview-url-secret checks them (its own GROQ query, with
 * now() and dateTime(), run by groq-js over the secrets stored offline).
 */

const SITE = 'http://127.0.0.1:3000'
let folder: string

const link = (secret: string | undefined, pathname = '/manifesto') => {
  const url = new URL('/api/draft-mode/enable', SITE)
  if (secret !== undefined) url.searchParams.set('sanity-preview-secret', secret)
  url.searchParams.set('sanity-preview-pathname', pathname)
  url.searchParams.set('sanity-preview-perspective', 'drafts')
  return url.href
}

const secretDocument = (secret: string, updatedAt: Date) => ({
  _id: `drafts.${secret}-id`,
  _type: 'sanity.previewUrlSecret',
  _updatedAt: updatedAt.toISOString(),
  secret,
  studioUrl: 'http://localhost:3333',
})

const access = () => new PreviewUrlSecrets(fixturesSecretsClient(fixturesSecretsFile(folder)))

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'alts-secrets-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

describe('preview links, checked against the secrets stored offline', () => {
  it('grants a link whose secret is stored and less than an hour old, for the page it names', async () => {
    await writeFile(
      fixturesSecretsFile(folder),
      `${JSON.stringify(secretDocument('fresh-secret', new Date()))}\n`,
    )
    const grant = await access().grant(link('fresh-secret'))
    expect(grant).not.toBeNull()
    expect(new URL(grant!.redirectTo, SITE).pathname).toBe('/manifesto')
  })

  it('refuses an unknown, a missing or an expired secret', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await writeFile(
      fixturesSecretsFile(folder),
      `${JSON.stringify(secretDocument('old-secret', twoHoursAgo))}\n`,
    )
    await expect(access().grant(link('not-stored'))).resolves.toBeNull()
    await expect(access().grant(link(undefined))).resolves.toBeNull()
    await expect(access().grant(link('old-secret'))).resolves.toBeNull()
  })

  it('grants nothing while no secret was ever stored', async () => {
    await expect(access().grant(link('anything'))).resolves.toBeNull()
  })
})
