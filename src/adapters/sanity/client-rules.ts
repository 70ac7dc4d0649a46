// Relative: next.config.ts reads the configuration, and its loader does not resolve @/.
import { ConfigurationError } from '../../domain/errors.ts'

/* The content API's rules for names and ids, checked before any request so a mistake names itself. */

export const PROJECT_ID_RULE = 'must contain only letters, digits and dashes'
export const DATASET_RULE = 'must be lowercase letters, digits, _ or -, at most 64 characters'
export const API_VERSION_RULE = 'must be 1, X or a date in the form YYYY-MM-DD'
export const DOCUMENT_ID_RULE = 'must contain only letters, digits, ".", "_" and "-"'
export const ASSET_TYPE_RULE = 'must be "image" or "file"'
export const TAG_RULE = 'must be 1–75 characters of letters, digits, ".", "_" and "-"'
export const IMAGE_SOURCE_RULE = 'must be a non-empty string'

export const isProjectId = (value: string) => /^[a-zA-Z0-9-]+$/.test(value)
export const isDatasetName = (value: string) => /^[a-z0-9_-]{1,64}$/.test(value)
export const isDocumentId = (value: string) => /^[a-zA-Z0-9._-]+$/.test(value)
export const isRequestTag = (value: string) => /^[a-zA-Z0-9._-]{1,75}$/.test(value)

export function isApiVersion(value: string): boolean {
  if (value === '1' || value === 'X') return true
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

function check(ok: boolean, setting: string, rule: string): void {
  if (!ok) throw new ConfigurationError([{ setting, rule }])
}

const quoted = (value: unknown) => JSON.stringify(value)

export function assertProjectId(value: string): void {
  check(isProjectId(value), `project id ${quoted(value)}`, PROJECT_ID_RULE)
}

export function assertDatasetName(value: string): void {
  check(isDatasetName(value), `dataset name ${quoted(value)}`, DATASET_RULE)
}

export function assertApiVersion(value: string): void {
  check(isApiVersion(value), `API version ${quoted(value)}`, API_VERSION_RULE)
}

export function assertDocumentId(value: string): void {
  check(isDocumentId(value), `document id ${quoted(value)}`, DOCUMENT_ID_RULE)
}

export function assertAssetType(value: string): asserts value is 'image' | 'file' {
  check(value === 'image' || value === 'file', `asset type ${quoted(value)}`, ASSET_TYPE_RULE)
}

export function assertRequestTag(value: string): void {
  check(isRequestTag(value), `request tag ${quoted(value)}`, TAG_RULE)
}

export function assertImageSource(value: unknown): asserts value is string {
  check(
    typeof value === 'string' && value.trim() !== '',
    `image ${quoted(value)}`,
    IMAGE_SOURCE_RULE,
  )
}

export function assertApiHost(value: string): void {
  let valid = false
  try {
    const url = new URL(value)
    valid = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    valid = false
  }
  if (!valid) throw new ConfigurationError([{ setting: quoted(value), rule: 'is not a valid URL' }])
}

export interface ClientLocation {
  projectId: string
  dataset: string
  apiVersion: string
  /** A proxy or local emulator instead of the project's host. */
  apiHost?: string
}

/** A client's location options, each part checked before any request. */
export function clientLocation(options: ClientLocation) {
  const { projectId, dataset, apiVersion, apiHost } = options
  assertProjectId(projectId)
  assertDatasetName(dataset)
  assertApiVersion(apiVersion)
  if (apiHost) assertApiHost(apiHost)
  return { projectId, dataset, apiVersion, ...(apiHost && { apiHost, useProjectHostname: false }) }
}
