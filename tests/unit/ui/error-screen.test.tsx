// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ERROR_FALLBACK_FAILED,
  ERROR_PAGE_FAILED,
  HOME_LINK_LABEL,
  NOT_FOUND_TITLE,
  SERVER_ERROR_MESSAGE,
} from '@/domain/error-copy'
import type * as ErrorPageFailedModule from '@/ui/errors/ErrorPageFailed'
import { ErrorScreen } from '@/ui/errors/ErrorScreen'

const errorPageFailure = vi.hoisted(() => ({ throwInFallback: false }))

vi.mock('@/ui/errors/ErrorPageFailed', async (importOriginal) => {
  const original = await importOriginal<typeof ErrorPageFailedModule>()
  return {
    ErrorPageFailed: () => {
      if (errorPageFailure.throwInFallback) throw new Error('the fallback failed too')
      return original.ErrorPageFailed()
    },
  }
})

/** An error value that throws as soon as the error page reads it. */
const hostileError = {
  get message(): string {
    throw new Error('reading the message failed')
  },
}

afterEach(() => {
  cleanup()
  errorPageFailure.throwInFallback = false
})

describe('the error page', () => {
  // React reports errors caught by boundaries on the console; they are expected here.
  const silenceReact = () => vi.spyOn(console, 'error').mockImplementation(() => {})

  it('shows the normalised status and message with a way home', () => {
    render(<ErrorScreen error={{ message: 'Too many requests', statusCode: 429 }} />)
    expect(screen.getByText('429')).toBeTruthy()
    expect(screen.getByText('Too many requests')).toBeTruthy()
    expect(screen.getByRole('link', { name: HOME_LINK_LABEL }).getAttribute('href')).toBe('/')
  })

  it('uses the not-found wording for a 404', () => {
    render(<ErrorScreen error={{ message: 'No page at /x', status: 404 }} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(NOT_FOUND_TITLE)
  })

  it('never shows a stack trace or a server path', () => {
    const error = new Error(
      "ENOENT: no such file, open '/srv/alts/fixtures/production/data.ndjson'",
    )
    error.stack = `${error.message}\n    at readFile (/srv/alts/node_modules/x.js:1:1)`
    const { container } = render(<ErrorScreen error={error} />)
    expect(container.textContent).not.toMatch(/\/srv\/alts|node_modules|at readFile/)
    expect(container.textContent).toContain('ENOENT: no such file')
  })

  it('explains a server error in plain words and gives its reference', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: '2840157396',
    })
    const { container } = render(<ErrorScreen error={error} />)
    expect(container.textContent).toContain(SERVER_ERROR_MESSAGE)
    expect(container.textContent).toContain('2840157396')
    expect(container.textContent).not.toContain('Server Components render')
  })

  it('offers a retry when one is possible', () => {
    const retry = vi.fn()
    render(<ErrorScreen error={new Error('x')} onRetry={retry} />)
    screen.getByRole('button').click()
    expect(retry).toHaveBeenCalledOnce()
  })

  it('falls back to a plainer page when showing the error fails', () => {
    silenceReact()
    render(<ErrorScreen error={hostileError} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ERROR_PAGE_FAILED)
    expect(screen.getByRole('link', { name: HOME_LINK_LABEL })).toBeTruthy()
  })

  it('falls back to a line of text when the plainer page fails too', () => {
    silenceReact()
    errorPageFailure.throwInFallback = true
    const { container } = render(<ErrorScreen error={hostileError} />)
    expect(container.textContent).toBe(ERROR_FALLBACK_FAILED)
  })
})
