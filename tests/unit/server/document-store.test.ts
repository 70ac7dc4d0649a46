import { describe, expect, it } from 'vitest'
import { DocumentStore } from '@/server/document-store'

/*
 * The front's one store: what it keeps of each address, under one byte bound, and what a publish
 * makes it forget.
 */

const bytes = (length: number, fill = 'a') => Buffer.alloc(length, fill)
const made = (buffer: Buffer) => () => Promise.resolve(buffer)
const never = () => new Promise<Buffer>(() => {})

describe('the front’s document store', () => {
  it('compresses a version once, however many ask at the same time', async () => {
    const store = new DocumentStore()
    let compressions = 0
    const quick = () => (compressions++, Promise.resolve(bytes(10)))
    const answers = await Promise.all(
      [1, 2, 3].map(() => store.encoded('/', '"v1"', 'br', quick, never)),
    )
    expect(compressions).toBe(1)
    expect(new Set(answers).size).toBe(1)
  })

  it('replaces the quick form with the best once it is ready', async () => {
    const store = new DocumentStore()
    let best!: (buffer: Buffer) => void
    const ready = new Promise<Buffer>((resolve) => (best = resolve))
    await store.encoded('/', '"v1"', 'gzip', made(bytes(10)), () => ready)
    best(bytes(4))
    await expect
      .poll(() => store.encoded('/', '"v1"', 'gzip', never, never).then((kept) => kept.length))
      .toBe(4)
  })

  it('keeps one version per address: a new one replaces all of the old', async () => {
    const store = new DocumentStore()
    await store.encoded('/careers', '"v1"', 'br', made(bytes(100)), never)
    store.keepPolicy('/careers', '"v1"', 'policy one')
    store.keepPolicy('/careers', '"v2"', 'policy two')
    expect(store.policy('/careers', '"v1"')).toBeUndefined()
    expect(store.policy('/careers', '"v2"')).toBe('policy two')
    expect(store.keptBytes).toBe('policy two'.length)
  })

  it('keeps a document for a moment only', () => {
    let clock = 0
    const store = new DocumentStore({ now: () => clock })
    store.keeperFor('/')('"v1"', { etag: '"v1"', 'content-length': '3' }, bytes(3))
    expect(store.document('/', 1000)?.headers).toEqual({ etag: '"v1"' })
    clock = 999
    expect(store.document('/', 1000)?.body).toEqual(bytes(3))
    clock = 1000
    expect(store.document('/', 1000)).toBeUndefined()
  })

  it('stays within its byte bound, dropping the addresses used longest ago', async () => {
    const store = new DocumentStore({ maxBytes: 250 })
    await store.encoded('/', '"a"', 'br', made(bytes(100)), never)
    await store.encoded('/products', '"b"', 'br', made(bytes(100)), never)
    // Used again: now the most recent.
    await store.encoded('/', '"a"', 'br', never, never)
    await store.encoded('/careers', '"c"', 'br', made(bytes(100)), never)
    expect(store.keptBytes).toBe(200)
    let compressedAgain = false
    const again = () => ((compressedAgain = true), Promise.resolve(bytes(100)))
    await store.encoded('/', '"a"', 'br', again, never)
    expect(compressedAgain).toBe(false)
    await store.encoded('/products', '"b"', 'br', again, never)
    expect(compressedAgain).toBe(true)
  })

  it('forgets everything kept of the routes a publish invalidated, and nothing else', async () => {
    const store = new DocumentStore()
    for (const route of ['/', '/products', '/careers']) {
      await store.encoded(route, '"v1"', 'br', made(bytes(10)), never)
      store.keepPolicy(route, '"v1"', `policy of ${route}`)
      store.keeperFor(route)('"v1"', {}, bytes(20))
    }
    store.forget(['/', '/careers'])
    expect(store.document('/', 1000)).toBeUndefined()
    expect(store.policy('/careers', '"v1"')).toBeUndefined()
    expect(store.document('/products', 1000)?.body).toEqual(bytes(20))
    expect(store.policy('/products', '"v1"')).toBe('policy of /products')
    expect(store.keptBytes).toBe(10 + 'policy of /products'.length + 20)
  })

  it('keeps no document that was underway when its route was forgotten', () => {
    const store = new DocumentStore()
    const keep = store.keeperFor('/')
    store.forget(['/'])
    keep('"old"', {}, bytes(5))
    expect(store.document('/', 1000)).toBeUndefined()
  })
})
