/**
 * Grades one site with the MDN HTTP Observatory's analyser and grader at the ports given (its
 * scanner asks for 80 and 443 only); it grades answers of 200–399, or the status expected.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { ALL_TESTS, NUM_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'

const [hostname, httpPort, httpsPort, pagePath = '/', expected] = process.argv.slice(2)
if (!hostname || !httpPort || !httpsPort) {
  console.error(
    'Usage: node scripts/observatory/grade.ts <hostname> <http port> <https port> [path] [expected status]',
  )
  process.exit(2)
}

// Install scripts are blocked, so the HSTS preload list was never downloaded; loopback is on none.
const packageRoot = path.dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
)
const preloadList = path.join(packageRoot, 'conf', 'hsts-preload.json')
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')

// The scanner's own steps (src/scanner/index.js), with the ports and path passed on.
const requests = await retrieve(hostname, { httpPort, httpsPort, path: pagePath })
const status = requests.responses.auto?.status
const answered = status === Number(expected) || (status && status >= 200 && status < 400)
if (!answered && ![401, 403].includes(status ?? 0)) {
  console.log(JSON.stringify({ error: `the site answered ${status ?? 'nothing'}` }))
  process.exit(1)
}
let withExtraCredit = 100
let uncurved = 100
let passed = 0
const tests: Record<string, { result: string; scoreModifier: number }> = {}
for (const test of ALL_TESTS) {
  const output = test(requests)
  const scoreModifier = getScoreModifier(output.result)
  passed += output.pass ? 1 : 0
  withExtraCredit += scoreModifier
  if (scoreModifier < 0) uncurved += scoreModifier
  tests[output.constructor.name] = { result: output.result, scoreModifier }
}
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
)
console.log(JSON.stringify({ grade, score, passed, of: NUM_TESTS, tests }))
