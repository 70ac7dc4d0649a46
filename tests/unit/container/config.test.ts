import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { analyticsDisclosureOf, clientConfigOf } from '@/container/client-config'
import { readConfig } from '@/container/config'
import { ConfigurationError } from '@/domain/errors'

const RELEASE = 'test-release'

function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError)
    return (error as ConfigurationError).problems.map((p) => `${p.setting} ${p.rule}`)
  }
  throw new Error('expected a ConfigurationError')
}

describe('configuration', () => {
  it('runs on the fixtures with dataset production when nothing is set', () => {
    const config = readConfig({})
    expect(config.content).toEqual({
      source: 'fixtures',
      dataset: 'production',
      fixturesDir: path.resolve('fixtures'),
    })
    expect(config.siteUrl.href).toBe('http://localhost:3000/')
    expect(config.logLevel).toBe('info')
    expect(config.liveContent).toBe(true)
  })

  it('switches to Sanity when a project id is set', () => {
    expect(readConfig({ SANITY_PROJECT_ID: 'abc123' }).content).toEqual({
      source: 'sanity',
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: undefined,
    })
  })

  it('keeps the fixtures when asked to, even with a project id', () => {
    const config = readConfig({ CONTENT_SOURCE: 'fixtures', SANITY_PROJECT_ID: 'abc123' })
    expect(config.content.source).toBe('fixtures')
  })

  it('requires a project id for Sanity', () => {
    expect(problemsOf({ CONTENT_SOURCE: 'sanity' })).toEqual([
      'SANITY_PROJECT_ID is required when CONTENT_SOURCE is "sanity"',
    ])
  })

  it('treats empty variables as unset', () => {
    expect(readConfig({ SANITY_PROJECT_ID: '', SANITY_DATASET: '' }).content).toMatchObject({
      source: 'fixtures',
      dataset: 'production',
    })
  })

  it.each([
    ['CONTENT_SOURCE', 'contentful', 'must be "fixtures" or "sanity"'],
    ['SANITY_PROJECT_ID', 'abc_123', 'must contain only letters, digits and dashes'],
    ['SANITY_PROJECT_ID', 'abc 123', 'must contain only letters, digits and dashes'],
    [
      'SANITY_DATASET',
      'Production',
      'must be lowercase letters, digits, _ or -, at most 64 characters',
    ],
    [
      'SANITY_DATASET',
      'a'.repeat(65),
      'must be lowercase letters, digits, _ or -, at most 64 characters',
    ],
    [
      'SANITY_DATASET',
      'prod.2',
      'must be lowercase letters, digits, _ or -, at most 64 characters',
    ],
    ['SANITY_API_VERSION', '2', 'must be 1, X or a date in the form YYYY-MM-DD'],
    ['SANITY_API_VERSION', 'v2025-02-19', 'must be 1, X or a date in the form YYYY-MM-DD'],
    ['SANITY_API_VERSION', '2025-02-30', 'must be 1, X or a date in the form YYYY-MM-DD'],
    [
      'SANITY_API_HOST',
      'ftp://api.example',
      'must be an http(s) URL such as https://api.sanity.io',
    ],
    ['SANITY_API_HOST', 'not a url', 'must be an http(s) URL such as https://api.sanity.io'],
    ['SITE_URL', 'alts.example', 'must be an absolute http(s) URL such as https://alts.example'],
    ['LOG_LEVEL', 'loud', 'must be one of fatal, error, warn, info, debug, trace, silent'],
    ['LIVE_CONTENT', 'yes', 'must be "true" or "false"'],
    ['ANALYTICS_MEASUREMENT_ID', 'UA-1234-1', 'must be a GA4 measurement id such as G-AB12CD34EF'],
    [
      'SANITY_READ_TOKEN',
      'sk-short',
      'must be a Sanity API token: at least 32 letters, digits, ".", "_" or "-"',
    ],
    [
      'SANITY_READ_TOKEN',
      `${'a'.repeat(40)} spaced`,
      'must be a Sanity API token: at least 32 letters, digits, ".", "_" or "-"',
    ],
    [
      'SANITY_STUDIO_URL',
      'alts.sanity.studio',
      'must be an absolute http(s) URL such as https://alts.sanity.studio',
    ],
  ])('rejects %s=%s, naming the variable and its rule', (variable, value, rule) => {
    expect(problemsOf({ [variable]: value })).toEqual([`${variable} ${rule}`])
  })

  it('chooses the analytics adapter: GA4 with a measurement id, else recording on the fixtures', () => {
    const ga4 = clientConfigOf(readConfig({ ANALYTICS_MEASUREMENT_ID: 'G-AB12CD34EF' }), RELEASE)
    expect(ga4.analytics).toMatchObject({ adapter: 'ga4', measurementId: 'G-AB12CD34EF' })
    expect(clientConfigOf(readConfig({}), RELEASE).analytics).toMatchObject({
      adapter: 'recording',
    })
    expect(clientConfigOf(readConfig({ SANITY_PROJECT_ID: 'abc123' }), RELEASE).analytics).toEqual({
      adapter: 'none',
    })
  })

  it('tells the visitor about the analytics that is configured, and no other', () => {
    const disclosureOf = (env: Record<string, string>) => {
      const { analytics } = clientConfigOf(readConfig(env), RELEASE)
      return analytics.adapter === 'none' ? undefined : analytics.disclosure
    }
    expect(disclosureOf({ ANALYTICS_MEASUREMENT_ID: 'G-AB12CD34EF' })).toMatch(/Google Analytics/)
    const offline = disclosureOf({})
    expect(offline).toMatch(/no page view leaves your browser/)
    expect(offline).not.toMatch(/Google/)
  })

  it('gives the privacy policy the consent question’s own words, or says there is no analytics', () => {
    for (const env of [{ ANALYTICS_MEASUREMENT_ID: 'G-AB12CD34EF' }, {}]) {
      const { analytics } = clientConfigOf(readConfig(env), RELEASE)
      expect(analytics.adapter === 'none' ? undefined : analytics.disclosure).toBe(
        analyticsDisclosureOf(readConfig(env)),
      )
    }
    const none = analyticsDisclosureOf(readConfig({ SANITY_PROJECT_ID: 'abc123' }))
    expect(none).toBe(
      'This site uses no analytics service: no visit is counted, and you are not asked.',
    )
  })

  it('accepts every documented API version form', () => {
    for (const apiVersion of ['1', 'X', '2025-02-19']) {
      const config = readConfig({ SANITY_PROJECT_ID: 'abc-123', SANITY_API_VERSION: apiVersion })
      expect(config.content).toMatchObject({ apiVersion })
    }
  })

  it('accepts a dataset of 64 characters and a custom API host', () => {
    const dataset = 'a_b-1'.padEnd(64, 'z')
    const config = readConfig({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: dataset,
      SANITY_API_HOST: 'http://127.0.0.1:4310',
    })
    expect(config.content).toMatchObject({ dataset, apiHost: 'http://127.0.0.1:4310' })
  })

  it('refreshes pages live in development only, unless told otherwise', () => {
    expect(readConfig({ NODE_ENV: 'production' }).liveContent).toBe(false)
    expect(readConfig({ NODE_ENV: 'production', LIVE_CONTENT: 'true' }).liveContent).toBe(true)
    expect(readConfig({ NODE_ENV: 'development', LIVE_CONTENT: 'false' }).liveContent).toBe(false)
  })

  it('reads the fixtures from another folder when asked to', () => {
    expect(readConfig({ FIXTURES_DIR: '/tmp/alts-copy' }).content).toMatchObject({
      fixturesDir: '/tmp/alts-copy',
    })
  })

  it('keeps the read token for draft mode with the Sanity settings, which only the server reads', () => {
    const token = 'sk'.padEnd(48, 'x0')
    const config = readConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_READ_TOKEN: token })
    expect(config.content).toMatchObject({ source: 'sanity', readToken: token })
    expect(JSON.stringify(clientConfigOf(config, RELEASE))).not.toContain(token)
  })

  it('names where the Studio runs: sanity dev’s address unless told otherwise', () => {
    expect(readConfig({}).studioUrl.origin).toBe('http://localhost:3333')
    expect(
      readConfig({ SANITY_STUDIO_URL: 'https://alts.sanity.studio/edit' }).studioUrl.href,
    ).toBe('https://alts.sanity.studio/edit')
  })

  it('reports every bad variable at once', () => {
    expect(problemsOf({ SANITY_DATASET: 'Bad!', SITE_URL: 'nope' })).toHaveLength(2)
  })
})
