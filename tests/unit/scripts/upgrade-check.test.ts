import { describe, expect, it } from 'vitest'
import {
  compareVersions,
  newestPrereleasesOf,
  newestVersionOf,
  plainText,
  portBases,
  reactRangeOf,
  reasonOf,
  summaryOf,
  verdictLine,
  withVersions,
} from '../../../scripts/upgrade/verdict.ts'

describe('npm run upgrade:check', () => {
  it('takes the version the registry names, or the newest of a range', () => {
    expect(newestVersionOf('"16.4.6"\n')).toBe('16.4.6')
    // The registry lists a range's versions by date: a late patch of an old line comes last.
    expect(newestVersionOf('["19.2.0", "19.3.1", "19.0.9", "18.3.1"]')).toBe('19.3.1')
    expect(newestVersionOf('["16.4.10", "16.4.9"]')).toBe('16.4.10')
    expect(newestVersionOf('')).toBeUndefined()
  })

  it('orders a release after its pre-releases, and pre-releases by their numbers', () => {
    expect(newestVersionOf('["19.0.0", "19.0.0-rc-de68d2f4-20241204"]')).toBe('19.0.0')
    expect(compareVersions('16.5.0-canary.38', '16.5.0-canary.9')).toBeGreaterThan(0)
    expect(compareVersions('16.5.0-canary.38', '16.4.6')).toBeGreaterThan(0)
    expect(compareVersions('16.5.0-canary.38', '16.5.0')).toBeLessThan(0)
  })

  it('names the newest pre-releases when the registry has no such tag', () => {
    const versions = '["16.4.0-canary.48", "16.4.6", "16.5.0-canary.9", "16.5.0-canary.38"]'
    expect(newestPrereleasesOf(versions, 2)).toEqual(['16.5.0-canary.38', '16.5.0-canary.9'])
  })

  it('reads the React range a Next.js release accepts', () => {
    expect(reactRangeOf('{"react": "^18.2.0 || ^19.0.0", "react-dom": "^19.0.0"}')).toBe(
      '^18.2.0 || ^19.0.0',
    )
    expect(() => reactRangeOf('{}')).toThrow('names no React peer')
  })

  it('moves each package in the style its manifest uses, and adds none', () => {
    const root = {
      name: 'alts',
      dependencies: { next: '16.4.6', react: '^19.3.1', 'react-dom': '~19.3.1' },
      devDependencies: { 'eslint-config-next': '16.4.6' },
    }
    const versions = {
      next: '16.5.0',
      'eslint-config-next': '16.5.0',
      react: '19.4.0',
      'react-dom': '19.4.0',
    }
    expect(withVersions(root, versions)).toEqual({
      name: 'alts',
      dependencies: { next: '16.5.0', react: '^19.4.0', 'react-dom': '~19.4.0' },
      devDependencies: { 'eslint-config-next': '16.5.0' },
    })
    expect(root.dependencies.next).toBe('16.4.6')
    const studio = { dependencies: { react: '^19.3.1', sanity: '6.16.0' } }
    expect(withVersions(studio, versions)).toEqual({
      dependencies: { react: '^19.4.0', sanity: '6.16.0' },
    })
  })

  it('names the first line that says what failed', () => {
    expect(reasonOf('> tsc\nsrc/a.ts(1,1): error TS2322: nope\nmore\n')).toBe(
      'src/a.ts(1,1): error TS2322: nope',
    )
    // Vitest: the failed test, not a passing file whose name says "error".
    const vitest = [
      ' ✓ tests/unit/ui/error-screen.test.tsx (7 tests) 119ms',
      ' ❯ tests/unit/a.test.ts (4 tests | 1 failed) 38ms',
      ' FAIL  tests/unit/a.test.ts > the thing > works',
      'AssertionError: expected 1 to be 2',
    ].join('\n')
    expect(reasonOf(vitest)).toBe('FAIL  tests/unit/a.test.ts > the thing > works')
    // Playwright's list reporter, coloured as under CI.
    const playwright = [
      '[WebServer] {"level":50,"msg":"an error the test provoked"}',
      '  \x1b[32m✓\x1b[39m  1 [chromium] › tests/e2e/a.spec.ts:3:1 › fine @smoke (1.2s)',
      '  \x1b[31m✘\x1b[39m  2 [chromium] › tests/e2e/b.spec.ts:9:1 › broken @smoke (3.4s)',
    ].join('\n')
    expect(reasonOf(playwright)).toBe(
      '✘  2 [chromium] › tests/e2e/b.spec.ts:9:1 › broken @smoke (3.4s)',
    )
    const npm = [
      'npm error code ETARGET',
      'npm error notarget No matching version found for @serwist/utils@9.5.13.',
    ].join('\n')
    expect(reasonOf(npm)).toBe(
      'npm error notarget No matching version found for @serwist/utils@9.5.13.',
    )
    expect(reasonOf('just this\n')).toBe('just this')
  })

  it('counts the tests of a passing step', () => {
    expect(summaryOf(' Test Files  86 passed (86)\n      Tests  550 passed (550)\n')).toBe(
      'Tests 550 passed (550)',
    )
    expect(summaryOf('  ✓  11 [chromium] › a.spec.ts › b @smoke\n\n  11 passed (3.2m)\n')).toBe(
      '11 passed (3.2m)',
    )
    expect(summaryOf('✓ Compiled successfully')).toBeUndefined()
  })

  it('writes logs without colour codes', () => {
    expect(plainText('\x1b[31m\x1b[1mFAIL\x1b[22m\x1b[39m here')).toBe('FAIL here')
  })

  it('runs the copy’s servers where a browser reaches every port of the span', () => {
    const bases = portBases(100)
    expect(bases[0]).toBe(5100)
    // 6000 (X11), 6566 (SANE), 6665–6697 (IRC) are among the ports fetch refuses.
    expect(bases).not.toContain(6000)
    expect(bases).not.toContain(6500)
    expect(bases).not.toContain(6600)
    expect(bases).toContain(6100)
    expect(portBases(100, 5000, 5000)).toEqual([]) // 5060, 5061 (SIP)
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
