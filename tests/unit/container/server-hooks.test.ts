import { describe, expect, it } from 'vitest'
import { requestErrorLogger } from '@/container/server-hooks'
import { recordingLogger } from '../../support/recording-logger'

describe('request errors', () => {
  it('are logged with the request and route context, without request headers', () => {
    const logger = recordingLogger()
    const error = Object.assign(new Error('render failed'), { digest: '123' })
    requestErrorLogger(logger)(
      error,
      { path: '/careers?ref=x', method: 'GET', headers: { cookie: 'secret=1' } },
      {
        routerKind: 'App Router',
        routePath: '/careers',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: 'stale',
      },
    )
    expect(logger.lines).toEqual([
      {
        level: 'error',
        message: 'Request failed',
        context: {
          error,
          method: 'GET',
          path: '/careers?ref=x',
          routePath: '/careers',
          routeType: 'render',
          renderSource: 'react-server-components',
          revalidateReason: 'stale',
        },
      },
    ])
  })
})
