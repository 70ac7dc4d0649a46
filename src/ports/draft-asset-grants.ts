import type { ServiceIdentifier } from 'inversify'

/**
 * Grants in the addresses of editors' pages let the image optimiser, which has no cookies, read
 * a draft's images; nobody without the address can make one.
 */
export interface DraftAssetGrants {
  grant(name: string): string
  admits(name: string, grant: string): boolean
}

export const DraftAssetGrantsToken: ServiceIdentifier<DraftAssetGrants> =
  Symbol.for('DraftAssetGrants')
