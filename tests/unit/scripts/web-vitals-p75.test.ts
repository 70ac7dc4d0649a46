import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { formatTable, p75PerRoute, percentile } from '../../../scripts/vitals/p75'

/*
 * `npm run vitals:p75 -- server.log`: the 75th percentile of each metric per route over the JSON
 * lines the server logs, every other line passed over.
 */

const vital = (name: string, value: number, route = '/', release = 'r1', target?: string) =>
  JSON.stringify({
    ...(target ? { target } : {}),
    level: 30,
    time: 1764000000000,
    service: 'alts',
    component: 'web-vitals',
    name,
    value,
    rating: 'good',
    route,
    release,
    serverRelease: 'r1',
    navigationType: 'navigate',
    msg: 'Web vital measured',
  })

const SAMPLE_LOG = [
  '> alts@0.1.0 serve',
  JSON.stringify({ level: 30, msg: 'Listening', port: 3000 }),
  ...[1200, 1800, 2600, 3100].map((value) => vital('LCP', value)),
  vital('CLS', 0.02),
  vital('CLS', 0.3),
  vital('INP', 90, '/careers'),
  vital('LCP', 900, '/careers', 'r0'),
  JSON.stringify({ level: 40, msg: 'Browser failure reported', route: '/', kind: 'chunk-reload' }),
  JSON.stringify({ msg: 'Web vital measured', name: 'LCP', value: 'fast', route: '/' }),
  '{"msg":"Web vital measured", broken',
  '',
]

describe('the p75 of web vitals over a server log', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(percentile([1200, 1800, 2600, 3100], 0.75)).toBe(2600)
    expect(percentile([5], 0.75)).toBe(5)
    expect(percentile([4, 1, 3, 2, 8, 7, 6, 5], 0.75)).toBe(6)
  })

  it('groups the metrics by route, rates each p75 and passes over every other line', async () => {
    expect(await p75PerRoute(SAMPLE_LOG)).toEqual([
      { route: '/', metric: 'LCP', samples: 4, p75: 2600, rating: 'needs-improvement' },
      { route: '/', metric: 'CLS', samples: 2, p75: 0.3, rating: 'poor' },
      { route: '/careers', metric: 'LCP', samples: 1, p75: 900, rating: 'good' },
      { route: '/careers', metric: 'INP', samples: 1, p75: 90, rating: 'good' },
    ])
  })

  it('names, for INP, the control the interactions at or above the p75 were with', async () => {
    const log = [
      ...[80, 90, 120, 150].map((value) => vital('INP', value, '/', 'r1', 'main>a.card')),
      ...[320, 560, 610].map((value) => vital('INP', value, '/', 'r1', 'header>button.menu')),
      vital('INP', 300, '/', 'r1', 'footer>a'),
      // An interaction whose element had gone from the page by the time it was measured.
      vital('INP', 700),
      vital('INP', 200, '/careers', 'r1'),
    ]
    const rows = await p75PerRoute(log)
    expect(rows).toEqual([
      {
        ...{ route: '/', metric: 'INP', samples: 9, p75: 560, rating: 'poor' },
        slowest: { target: 'header>button.menu', count: 2, of: 3 },
      },
      { route: '/careers', metric: 'INP', samples: 1, p75: 200, rating: 'good' },
    ])
    expect(formatTable(rows).split('\n')).toEqual([
      'route     metric  samples     p75  rating  INP at or above p75 on',
      '/         INP           9  560 ms  poor    header>button.menu (2 of 3)',
      '/careers  INP           1  200 ms  good',
    ])
  })

  it('takes only one release when asked', async () => {
    const rows = await p75PerRoute(SAMPLE_LOG, { release: 'r0' })
    expect(rows).toEqual([
      { route: '/careers', metric: 'LCP', samples: 1, p75: 900, rating: 'good' },
    ])
  })

  it('prints a table, and says so when the log holds no web vitals', async () => {
    expect(formatTable(await p75PerRoute(SAMPLE_LOG)).split('\n')).toEqual([
      'route     metric  samples      p75  rating',
      '/         LCP           4  2600 ms  needs-improvement',
      '/         CLS           2    0.300  poor',
      '/careers  LCP           1   900 ms  good',
      '/careers  INP           1    90 ms  good',
    ])
    expect(formatTable([])).toBe('No "Web vital measured" lines in the log.')
  })

  it('runs as a script over a log file', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'vitals-p75-'))
    try {
      const log = path.join(folder, 'server.log')
      await writeFile(log, SAMPLE_LOG.join('\n'))
      const { stdout } = await promisify(execFile)(process.execPath, [
        'scripts/web-vitals-p75.ts',
        log,
        '--release',
        'r1',
      ])
      expect(stdout).toContain('/careers  INP           1    90 ms  good')
      expect(stdout).not.toContain('900 ms')
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
