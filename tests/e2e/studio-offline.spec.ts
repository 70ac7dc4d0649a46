import { expect, test } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { SanityEmulator, type Document } from '../../scripts/sanity-emulator/emulator.ts'
import { serveEmulator, type RunningEmulator } from '../../scripts/sanity-emulator/http-server.ts'
import { FIXTURES_ROOT } from '../support/fixture-documents'
import { e2ePort } from '../support/ports'
import { buildStudio, serveStudio } from '../support/studio-build'

/*
 * The editorial loop with no network: the repository's Studio, built for the local emulator,
 * opens the home page, saves an edited title as a draft, and publishes it, in Chromium. Every
 * call the Studio makes is answered on loopback; the few that only Sanity's own servers could
 * answer (the Studio's CDN bridge, its hosted font, the version check, feedback) fail, and the
 * Studio carries on without them.
 */

const PROJECT_ID = 'emulated'
const TOKEN = 'sk-e2e-studio-token'
const EMULATOR_PORT = e2ePort(30)
const STUDIO_PORT = e2ePort(31)
const NEW_TITLE = 'Home, edited offline'

/** The hosts a Studio calls that no local server can stand in for, and what each is. */
const OUTSIDE_CALLS: Record<string, string> = {
  'core.sanity-cdn.com': 'the bridge script for Sanity’s dashboard',
  'design-system-static.sanity.io': 'the hosted Inter font',
  'sanity-cdn.com': 'the check for a newer Studio version',
  'api.sanity.io': 'in-Studio feedback',
}

let emulator: SanityEmulator
let api: RunningEmulator
let studio: Awaited<ReturnType<typeof serveStudio>>

const stored = (id: string) => emulator.all().find((document) => document._id === id)

test.describe.serial('the Studio, offline, against the emulator', () => {
  test.beforeAll(async () => {
    // `sanity build` takes half a minute on a quiet machine, several on a busy one. A hook has
    // its own time limit: this is the build's budget.
    test.setTimeout(600_000)
    const documents = (await readFile(path.join(FIXTURES_ROOT, 'production/data.ndjson'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Document)
    emulator = new SanityEmulator({ documents, dataset: 'production', writeToken: TOKEN })
    api = await serveEmulator(emulator, EMULATOR_PORT)
    const built = await buildStudio('e2e-offline', {
      projectId: PROJECT_ID,
      dataset: 'production',
      apiHost: api.studioApiHost,
    })
    studio = await serveStudio(built, STUDIO_PORT)
  })

  test.afterAll(async () => {
    await studio?.close()
    await api?.close()
  })

  test('an editor changes a page title, sees the draft saved, and publishes it', async ({
    browser,
  }) => {
    test.setTimeout(240_000)
    // The emulator's certificate is made at start-up, and no browser trusts it.
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    // Signed in with a token, as a Studio with `auth: { loginMethod: 'token' }` reads it.
    await context.addInitScript(
      ({ key, token }) =>
        localStorage.setItem(key, JSON.stringify({ token, time: new Date().toISOString() })),
      { key: `__studio_auth_token_${PROJECT_ID}`, token: TOKEN },
    )
    // Nothing leaves the machine: whatever is not on loopback fails, as it would offline.
    const outside = new Set<string>()
    await context.route(
      (url) => !/^(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)$/.test(url.hostname),
      (route) => {
        outside.add(new URL(route.request().url()).hostname)
        return route.abort('internetdisconnected')
      },
    )
    const page = await context.newPage()
    await page.goto(`${studio.url}/structure/page;page-home`)

    const title = page.locator('[data-testid="field-title"] input')
    await expect(title).toHaveValue('Home', { timeout: 120_000 })
    await title.fill(NEW_TITLE)

    // The draft is saved through the Actions API; the published page is untouched.
    await expect.poll(() => stored('drafts.page-home')?.title, { timeout: 60_000 }).toBe(NEW_TITLE)
    expect(stored('page-home')?.title).toBe('Home')
    const edits = emulator.requests.filter((request) =>
      request.url.pathname.endsWith('/data/actions/production'),
    )
    expect(edits.map((request) => JSON.parse(request.body).actions[0].actionType)).toContain(
      'sanity.action.document.edit',
    )

    const publish = page.getByRole('button', { name: 'Publish', exact: true })
    await expect(publish).toBeEnabled({ timeout: 60_000 })
    await publish.click()

    // Published: the title moved to the published document and the draft is gone, and the
    // Studio, told by the listener, has nothing left to publish.
    await expect.poll(() => stored('page-home')?.title, { timeout: 60_000 }).toBe(NEW_TITLE)
    expect(stored('drafts.page-home')).toBeUndefined()
    await expect(publish).toBeDisabled({ timeout: 60_000 })
    await expect(page.getByText(/Last published/)).toBeVisible()

    // The only calls that went unanswered are the ones the README lists.
    expect([...outside].filter((host) => !(host in OUTSIDE_CALLS))).toEqual([])
    await context.close()
  })
})
