import type { Instrumentation } from 'next'

/**
 * Every error the server catches while answering a request is logged with its context.
 * The site runs on the Node.js runtime only; the runtime check keeps the Node.js code out of
 * the edge bundle that Next.js also compiles.
 */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('./container/server-hooks')
    await logRequestError(...args)
  }
}
