/*
 * A client of the W3C WebDriver protocol (classic, over HTTP): the dozen commands the WebKit
 * checks send to WebKitWebDriver. Hand-written because the npm clients (webdriver, webdriverio)
 * bring browser-driver downloaders whose install scripts fetch from outside npm.
 */

export class WebDriverError extends Error {}

export interface WebDriverSession {
  navigate(url: string): Promise<void>
  refresh(): Promise<void>
  setWindowSize(width: number, height: number): Promise<void>
  /** Runs `body` (a function's source applied to `args`) as an async script; its JSON result. */
  executeAsync(body: string, args: unknown[]): Promise<unknown>
  performActions(actions: unknown[]): Promise<void>
  releaseActions(): Promise<void>
  close(): Promise<void>
}

async function command(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as {
    value: { error?: string; message?: string } | unknown
  }
  const value = answer.value as { error?: string; message?: string } | null
  if (!response.ok || (value && typeof value === 'object' && 'error' in value))
    throw new WebDriverError(`${method} ${url}: ${value?.error}: ${value?.message}`)
  return answer.value
}

export async function newSession(driverUrl: string): Promise<WebDriverSession> {
  const { sessionId } = (await command(`${driverUrl}/session`, 'POST', {
    capabilities: { alwaysMatch: { pageLoadStrategy: 'normal' } },
  })) as { sessionId: string }
  const at = `${driverUrl}/session/${sessionId}`
  return {
    navigate: async (url) => void (await command(`${at}/url`, 'POST', { url })),
    refresh: async () => void (await command(`${at}/refresh`, 'POST', {})),
    setWindowSize: async (width, height) =>
      void (await command(`${at}/window/rect`, 'POST', { width, height })),
    executeAsync: (body, args) =>
      command(`${at}/execute/async`, 'POST', {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve((${body}).apply(null, Array.from(arguments).slice(0, -1))).then(
            (value) => done({ value: value === undefined ? null : value }),
            (error) => done({ error: String(error && error.stack || error) }));`,
        args,
      }),
    performActions: async (actions) => void (await command(`${at}/actions`, 'POST', { actions })),
    releaseActions: async () => void (await command(`${at}/actions`, 'DELETE')),
    close: async () => void (await command(at, 'DELETE')),
  }
}
