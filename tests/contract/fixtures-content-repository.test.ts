import { fixturesRepository } from '../support/fixtures'
import { recordingLogger } from '../support/recording-logger'
import { contentRepositoryContract } from './content-repository.contract'

contentRepositoryContract('fixtures (groq-js over fixtures/*/data.ndjson)', {
  production: () => fixturesRepository('production'),
  edgeCases: (lines) => fixturesRepository('edge-cases', recordingLogger(lines)),
})
