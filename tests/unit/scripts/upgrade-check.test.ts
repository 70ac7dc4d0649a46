import { describe, expect, it } from 'vitest'
import {
  newestVersionOf,
  reactRangeOf,
  reasonOf,
  verdictLine,
} from '../../../scripts/upgrade/verdict.ts'

describe('npm run upgrade:check', () => {
  it('takes the version the registry names, or the newest of a range', () => {
    expect(newestVersionOf('"16.4.6"\n')).toBe('16.4.6')
    // The registry lists a range's versions by date: a late patch of an old line comes last.
    expect(newestVersionOf('["19.2.0", "19.3.1", "19.0.9", "18.3.1"]')).toBe('19.3.1')
    expect(newestVersionOf('["16.4.10", "16.4.9"]')).toBe('16.4.10')
    expect(newestVersionOf('')).toBeUndefined()
  })

  it('reads the React range a Next.js release accepts', () => {
    expect(reactRangeOf('{"react": "^18.2.0 || ^19.0.0", "react-dom": "^19.0.0"}')).toBe(
      '^18.2.0 || ^19.0.0',
    )
    expect(() => reactRangeOf('{}')).toThrow('names no React peer')
  })

  it('names the first line that says what failed', () => {
    expect(reasonOf('> tsc\nsrc/a.ts(1,1): error TS2322: nope\nmore\n')).toBe(
      'src/a.ts(1,1): error TS2322: nope',
    )
    expect(reasonOf('just this\n')).toBe('just this')
  })

  it('says it all in one line', () => {
    const passed = [
      { name: 'install', passed: true, seconds: 60 },
      { name: 'typecheck', passed: true, seconds: 10.4 },
    ]
    expect(verdictLine('16.4.6', '19.3.1', passed)).toBe(
      'upgrade:check next@16.4.6 (react 19.3.1): PASS — install, typecheck (70 s)',
    )
    const failed = [...passed, { name: 'build', passed: false, seconds: 5, reason: 'boom' }]
    expect(verdictLine('16.5.0', '19.3.1', failed)).toBe(
      'upgrade:check next@16.5.0 (react 19.3.1): FAIL at build: boom',
    )
  })
})
