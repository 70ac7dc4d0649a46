import { expect, test } from '@playwright/test'
import { SITE_ROUTES } from '@/domain/routes'
import { COMPILE_HINT, needsCompileHint } from '../../scripts/bundle/compile-hints'
import { pageScriptsOf } from '../../scripts/bundle/first-load'

/*
 * The large scripts of every route's first load open with V8's compile hint, as the site serves
 * them: a phone compiles them while they stream in, off the main thread (scripts/first-load-js.ts
 * runs in the build); the small ones are left as Next.js wrote them.
 */

test("the large scripts of every route's first load open with the compile hint", async ({
  request,
}) => {
  const served = new Map<string, boolean>()
  for (const route of SITE_ROUTES) {
    const html = await (await request.get(route)).text()
    for (const { src, noModule } of pageScriptsOf(html)) served.set(src, noModule)
  }
  let hinted = 0
  for (const [src, noModule] of served) {
    const response = await request.get(src)
    expect(response.status(), src).toBe(200)
    const code = await response.text()
    // Its size as the build weighed it, before the hint.
    const hint = code.startsWith(COMPILE_HINT)
    const rawBytes = Buffer.byteLength(code) - (hint ? COMPILE_HINT.length : 0)
    expect(hint, src).toBe(needsCompileHint({ rawBytes, noModule }))
    if (hint) hinted++
  }
  // The framework's chunks and the site's at least.
  expect(hinted).toBeGreaterThanOrEqual(2)
})
