import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { answeredConsent } from '../../../support/consent'
import type { Engine, EnginePage, PageOptions, Point } from '../engine'
import { newSession, type WebDriverSession } from './webdriver'

/*
 * WebKit, as WebKitGTK: Debian's WebKitWebDriver drives a small WebKitGTK browser of the checks'
 * own (automation-browser.js, run by gjs) in a virtual X display (Xvfb). The driver attaches to
 * the running browser (`--target`), so the browser's stdout is the checks' to read: the console,
 * and whether a page process crashed.
 */

const PROGRAMS = {
  xvfb: process.env.XVFB_PATH || '/usr/bin/Xvfb',
  gjs: process.env.GJS_PATH || '/usr/bin/gjs',
  driver: process.env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver',
}
const BROWSER = path.join(import.meta.dirname, 'automation-browser.js')

/**
 * What WebKitGTK's console says on every page of the site: this build of WebKitGTK has no web
 * app manifests, so it knows no `manifest-src` (Safari does). The engine's own quirk, left out
 * by its exact text (docs/testing.md).
 */
const ENGINE_QUIRKS = [
  "CONSOLE SECURITY ERROR Unrecognized Content-Security-Policy directive 'manifest-src'.",
]

/** A page process that crashed or was killed, as the browser reports it. */
const CRASH = /^WEB PROCESS TERMINATED: /

/** A TCP port nothing listens on now, on loopback. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

/** Resolves with the first line of `child`'s output that matches, or rejects when it exits. */
function lineFrom(child: ChildProcess, stream: NodeJS.ReadableStream, pattern: RegExp) {
  return new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: stream })
    lines.on('line', (line) => pattern.test(line) && resolve(line))
    child.once('exit', (code) => reject(new Error(`${child.spawnfile} exited (${code})`)))
  })
}

async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  // -displayfd: Xvfb picks a free display and writes its number to that descriptor.
  const xvfb = spawn(
    PROGRAMS.xvfb,
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  )
  const number = await lineFrom(xvfb, xvfb.stdio[3] as NodeJS.ReadableStream, /^\d+$/)
  return { display: `:${number}`, process: xvfb }
}

interface Browser {
  driverUrl: string
  /** Every line the browser wrote since it started, console and crashes alike. */
  output: string[]
  stop(): void
}

async function startBrowser(display: string, reducedMotion: boolean): Promise<Browser> {
  const inspector = await freePort()
  const browser = spawn(PROGRAMS.gjs, [BROWSER, ...(reducedMotion ? ['--reduced-motion'] : [])], {
    env: { ...process.env, DISPLAY: display, WEBKIT_INSPECTOR_SERVER: `127.0.0.1:${inspector}` },
    // stdout only: GTK's own warnings on stderr are not the page's console.
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const output: string[] = []
  createInterface({ input: browser.stdout! }).on('line', (line) => output.push(line))
  await lineFrom(browser, browser.stdout!, /^WebKitGTK .* ready$/)
  const port = await freePort()
  const driver = spawn(PROGRAMS.driver, [`--port=${port}`, `--target=127.0.0.1:${inspector}`], {
    stdio: 'ignore',
  })
  const driverUrl = `http://127.0.0.1:${port}`
  // The driver answers once it listens: a bounded poll, generous for a busy machine.
  const deadline = Date.now() + 60_000
  while (
    !(await fetch(`${driverUrl}/status`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || driver.exitCode !== null)
      throw new Error(`WebKitWebDriver did not start on port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    driverUrl,
    output,
    stop() {
      driver.kill()
      browser.kill()
    },
  }
}

export function webkitEngine(): Engine {
  let display: Promise<{ display: string; process: ChildProcess }> | undefined
  const browsers = new Map<boolean, Promise<Browser>>()
  const browser = (reducedMotion: boolean) => {
    display ??= startDisplay()
    if (!browsers.has(reducedMotion))
      browsers.set(
        reducedMotion,
        display.then(({ display }) => startBrowser(display, reducedMotion)),
      )
    return browsers.get(reducedMotion)!
  }
  return {
    name: 'webkit',
    async newPage(options) {
      const started = await browser(Boolean(options.reducedMotion))
      const session = await newSession(started.driverUrl)
      await session.setWindowSize(options.width, options.height)
      return webkitPage(session, started, options)
    },
    async close() {
      for (const started of browsers.values()) (await started).stop()
      ;(await display)?.process.kill()
    },
  }
}

function webkitPage(session: WebDriverSession, browser: Browser, options: PageOptions): EnginePage {
  const from = browser.output.length
  let consentGiven = !options.consent
  let wheels = 0
  const evaluate = async (body: string, args: unknown[]) => {
    const answer = (await session.executeAsync(body, args)) as { value?: unknown; error?: string }
    if (answer.error !== undefined) throw new Error(`In the page: ${answer.error}`)
    return answer.value
  }
  const pointer = (type: 'mouse' | 'touch', { x, y }: Point) =>
    session.performActions([
      {
        type: 'pointer',
        id: type,
        parameters: { pointerType: type },
        actions: [
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ])
  return {
    async goto(route) {
      if (!consentGiven) {
        // Storage belongs to the site's origin: set on a page of it, before the real visit.
        await session.navigate(new URL('/robots.txt', options.baseURL).href)
        const { name, value } = answeredConsent(options.consent!)
        await evaluate('(key, choice) => localStorage.setItem(key, choice)', [name, value])
        consentGiven = true
      }
      await session.navigate(new URL(route, options.baseURL).href)
    },
    reload: () => session.refresh(),
    evaluate: (fn, ...args) => evaluate(fn.toString(), args) as Promise<never>,
    async click(point) {
      await pointer('mouse', point)
      await session.releaseActions()
    },
    async tap(point) {
      await pointer('touch', point)
      await session.releaseActions()
    },
    async wheel({ x, y }, deltaY) {
      await session.performActions([
        {
          type: 'wheel',
          // A new source each turn: WebKitWebDriver sends a source's scroll only once.
          id: `wheel-${++wheels}`,
          actions: [
            {
              type: 'scroll',
              x: Math.round(x),
              y: Math.round(y),
              deltaX: 0,
              deltaY,
              origin: 'viewport',
            },
          ],
        },
      ])
    },
    errors: () =>
      browser.output
        .slice(from)
        .filter((line) => / CONSOLE (\w+ )?ERROR /.test(` ${line} `))
        .filter((line) => !ENGINE_QUIRKS.includes(line)),
    crash: () => browser.output.slice(from).find((line) => CRASH.test(line)),
    close: () => session.close(),
  }
}
