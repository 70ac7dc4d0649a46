import { expect, test } from '@playwright/test'
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { SITE_ROUTES } from '@/domain/routes'

/*
 * Every page is valid HTML, as the Nu Html Checker (vnu, from npm; Java from Debian) reads it:
 * every site route and the 404 page, as the production server sends them, in one run of the
 * checker. Warnings and notes are advice; errors fail. The checker also reads the stylesheets the
 * pages carry inline, with a CSS grammar older than the site's (it knows no view-transition
 * selectors and refuses var() inside min()); what it says of CSS is left out, since the build's
 * CSS compiler has parsed every rule already.
 */

/** The package exports the path of its jar (as a String object). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))
const JAVA = process.env.JAVA_PATH ?? 'java'
const PAGES = [...SITE_ROUTES, '/no-such-page']

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

test('the routes and the 404 page are valid HTML', async ({ request }) => {
  // Starting Java and reading every page takes a while on a busy machine.
  test.setTimeout(180_000)
  const folder = await mkdtemp(path.join(tmpdir(), 'alts-html-'))
  try {
    const files: Record<string, string> = {}
    for (const route of PAGES) {
      const response = await request.get(route)
      expect(response.status(), route).toBe(route === '/no-such-page' ? 404 : 200)
      const file = path.join(folder, `${route === '/' ? 'home' : route.slice(1)}.html`)
      await writeFile(file, await response.text())
      files[file] = route
    }
    // The checker reports on stderr, as JSON; its exit status only says whether it found errors.
    const { stderr } = await promisify(execFile)(
      JAVA,
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...Object.keys(files)],
      { maxBuffer: 32 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
    const errors = messages
      .filter((message) => message.type !== 'info')
      .filter((message) => !message.message.startsWith('CSS: '))
      .map((message) => {
        const route = files[decodeURI(new URL(message.url).pathname)] ?? message.url
        return `${route}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`
      })
    expect(errors, errors.join('\n')).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
