import { describe, expect, it } from 'vitest'
import { SanityCdnImageUrlBuilder } from '@/adapters/images/sanity-cdn-image-url-builder'
import {
  assertApiVersion,
  assertAssetType,
  assertDatasetName,
  assertDocumentId,
  assertImageSource,
  assertProjectId,
  assertRequestTag,
} from '@/adapters/sanity/client-rules'
import { SanityGroqTransport } from '@/adapters/sanity/sanity-transport'
import { ConfigurationError } from '@/domain/errors'

/** Runs `check`, expecting a ConfigurationError with exactly this message. */
function refusal(check: () => unknown): string {
  try {
    check()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError)
    return (error as Error).message
  }
  throw new Error('expected a configuration error')
}

describe('the content API’s rules, enforced before any request', () => {
  it('dataset names: lowercase letters, digits, _ or -, at most 64', () => {
    for (const ok of ['production', 'staging_2', 'a-b', 'x'.repeat(64)]) assertDatasetName(ok)
    for (const bad of ['', 'Production', 'prod.1', 'x'.repeat(65), 'a b']) {
      expect(refusal(() => assertDatasetName(bad))).toBe(
        `Invalid configuration: dataset name ${JSON.stringify(bad)} must be lowercase letters, digits, _ or -, at most 64 characters`,
      )
    }
  })

  it('project ids: letters, digits and dashes', () => {
    for (const ok of ['abc123', 'ABC-123']) assertProjectId(ok)
    for (const bad of ['', 'abc_123', 'abc 1', 'abc.def']) {
      expect(refusal(() => assertProjectId(bad))).toContain(
        'must contain only letters, digits and dashes',
      )
    }
  })

  it('API versions: 1, X or a date YYYY-MM-DD', () => {
    for (const ok of ['1', 'X', '2025-02-19']) assertApiVersion(ok)
    for (const bad of ['', '2', 'v1', '2025-2-19', '2025-02-30', 'x']) {
      expect(refusal(() => assertApiVersion(bad))).toContain(
        'must be 1, X or a date in the form YYYY-MM-DD',
      )
    }
  })

  it('document ids: letters, digits, ".", "_" and "-"', () => {
    for (const ok of ['page-home', 'drafts.page-home', 'image-abc_1-10x10-png'])
      assertDocumentId(ok)
    for (const bad of ['', 'page home', 'page/home', 'päge', 'page#1']) {
      expect(refusal(() => assertDocumentId(bad))).toContain(
        'must contain only letters, digits, ".", "_" and "-"',
      )
    }
  })

  it('asset types: image or file only', () => {
    assertAssetType('image')
    assertAssetType('file')
    for (const bad of ['video', 'Image', '']) {
      expect(refusal(() => assertAssetType(bad))).toContain('must be "image" or "file"')
    }
  })

  it('tags: 1–75 characters of letters, digits, ".", "_" and "-"', () => {
    for (const ok of ['alts.page', 'a', 'x'.repeat(75)]) assertRequestTag(ok)
    for (const bad of ['', 'x'.repeat(76), 'alts page', 'alts/page']) {
      expect(refusal(() => assertRequestTag(bad))).toContain(
        'must be 1–75 characters of letters, digits, ".", "_" and "-"',
      )
    }
  })

  it('image input: a non-empty string', () => {
    assertImageSource('image-abc-10x10-png')
    for (const bad of ['', '  ', undefined, 42]) {
      expect(refusal(() => assertImageSource(bad))).toContain('must be a non-empty string')
    }
    const builder = new SanityCdnImageUrlBuilder({ projectId: 'abc123', dataset: 'production' })
    const asset = { id: '', width: 0, height: 0, aspectRatio: 0, format: '' }
    expect(refusal(() => builder.url({ asset }))).toContain('image "" must be a non-empty string')
  })

  it('stop the Sanity adapter from being built with a bad setting', () => {
    const valid = { projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19' }
    expect(refusal(() => new SanityGroqTransport({ ...valid, dataset: 'Prod' }))).toContain(
      'dataset name "Prod"',
    )
    expect(refusal(() => new SanityGroqTransport({ ...valid, projectId: 'a_b' }))).toContain(
      'project id "a_b"',
    )
    expect(refusal(() => new SanityGroqTransport({ ...valid, apiVersion: '2025' }))).toContain(
      'API version "2025"',
    )
  })
})
