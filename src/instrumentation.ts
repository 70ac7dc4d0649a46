import type { Instrumentation } from 'next'

/*
 * The server's start and its errors. The site runs on the Node.js runtime only; the runtime
 * check keeps the Node.js code out of the edge bundle that Next.js also compiles.
 */

/** Checks the configuration before the first request, and takes the stop signals. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startInstance } = await import('./container/server-hooks')
    startInstance()
  }
}

/** Every error the server catches while answering a request is logged with its context. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('./container/server-hooks')
    await logRequestError(...args)
  }
}
