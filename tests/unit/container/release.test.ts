import { describe, expect, it, vi } from 'vitest'
import { currentRelease, DEVELOPMENT_RELEASE, UNKNOWN_RELEASE } from '@/container/release'

describe('the release a server runs', () => {
  it('is the build’s deployment id', () => {
    vi.stubEnv('NEXT_DEPLOYMENT_ID', '8js2jfwtx0p59ntz')
    expect(currentRelease()).toBe('8js2jfwtx0p59ntz')
  })

  it('is unknown when the build names none, or none fit to show', () => {
    vi.stubEnv('NEXT_DEPLOYMENT_ID', '')
    expect(currentRelease()).toBe(UNKNOWN_RELEASE)
    vi.stubEnv('NEXT_DEPLOYMENT_ID', '<script>')
    expect(currentRelease()).toBe(UNKNOWN_RELEASE)
  })

  it('is the development server’s own name while it compiles on demand', () => {
    vi.stubEnv('NODE_ENV', 'development')
    vi.stubEnv('NEXT_DEPLOYMENT_ID', '8js2jfwtx0p59ntz')
    expect(currentRelease()).toBe(DEVELOPMENT_RELEASE)
  })
})
