import { describe, expect, it } from 'vitest'
import { decodeEntry, encodeEntry } from '@/adapters/next/entry-codec'

describe('cache entries as text for Redis', () => {
  it('keep the Buffers and Maps of a rendered page', () => {
    const entry = {
      lastModified: 1_764_000_000_000,
      value: {
        kind: 'APP_PAGE',
        html: '<!DOCTYPE html><h1>Alts</h1>',
        rscData: Buffer.from([0, 1, 2, 255]),
        headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/products' },
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        status: 200,
      },
    }
    const decoded = decodeEntry<typeof entry>(encodeEntry(entry))
    expect(decoded).toEqual(entry)
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true)
    expect(decoded.value.segmentData).toBeInstanceOf(Map)
  })
})
