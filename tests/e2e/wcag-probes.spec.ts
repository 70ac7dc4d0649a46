import { expect, test, type Page } from '@playwright/test'
import {
  doubleTextSize,
  installProbes,
  menuKeyboardFindings,
  probe,
  walkFocus,
} from '../support/wcag/checks'

/*
 * The WCAG checks of tests/e2e/wcag.spec.ts, each shown to fail on a page with a planted defect
 * and to pass on the same page without it: none of them can pass by finding nothing to check.
 * The pages are written here, so these tests need no server.
 */

const links = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `<a href="#${i + from}">Link ${i + from}</a>`).join('')

async function show(page: Page, body: string, style = '') {
  await page.setContent(
    `<!doctype html><html lang="en"><head><style>
      body { margin: 0; font: 1rem/1.5 sans-serif; background: #111; color: #eee; }
      a, button { color: inherit; }
      :focus-visible { outline: 2px solid #ffd34d; outline-offset: 2px; }
      ${style}
    </style></head><body>${body}</body></html>`,
  )
  await installProbes(page)
}

test.describe('focus not obscured (2.4.11)', () => {
  test.use({ viewport: { width: 600, height: 500 } })
  const column = 'a { display: block; margin: 3rem 1rem; }'

  test('a fixed banner over the last links is found going forwards', async ({ page }) => {
    const banner = '.banner { position: fixed; inset: auto 0 0; height: 12rem; background: #333; }'
    await show(page, `${links(12)}<div class="banner">Cookies?</div>`, column + banner)
    const planted = await walkFocus(page, 'forward', ['focusObscured'])
    expect(planted.findings.join('\n')).toContain(
      '"Link 12" has focus but is hidden by <div> "Cookies?"',
    )

    // The cure the site uses: the banner's band reserved at the foot of the page and of focus.
    await show(
      page,
      `${links(12)}<div class="banner">Cookies?</div>`,
      column + banner + 'html { padding-bottom: 12rem; } a { scroll-margin-bottom: 12rem; }',
    )
    const cured = await walkFocus(page, 'forward', ['focusObscured'])
    expect(cured.stops).toBe(12)
    expect(cured.findings).toEqual([])
  })

  test('a sticky header over links is found going backwards', async ({ page }) => {
    const header =
      'header { position: sticky; top: 0; height: 5rem; background: #333; } header a { margin: 0; }'
    const body = `<header><a href="#top">Home</a></header>${links(12)}`
    await show(page, body, column + header)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('a').last().focus()
    const planted = await walkFocus(page, 'backward', ['focusObscured'])
    expect(planted.findings.join('\n')).toMatch(
      /^backward: .* has focus but is hidden by <header>/m,
    )

    await show(page, body, column + header + 'a { scroll-margin-top: 6rem; }')
    await page.locator('a').last().focus()
    const cured = await walkFocus(page, 'backward', ['focusObscured'])
    expect(cured.stops).toBeGreaterThan(10)
    expect(cured.findings).toEqual([])
  })
})

test('focus visible (2.4.7): no outline, or one that does not stand out, is found', async ({
  page,
}) => {
  await show(
    page,
    `<a href="#a">Plain</a> <button class="bare">Bare</button> <a class="dim" href="#b">Dim</a>`,
    `
    .bare:focus-visible { outline: none; }
    .dim:focus-visible { outline-color: #151515; }
  `,
  )
  const planted = await walkFocus(page, 'forward', ['focusIndicatorMissing'])
  expect(planted.stops).toBe(3)
  expect(planted.findings).toEqual([
    'forward: <button> "Bare" shows no focus indicator',
    expect.stringMatching(/^forward: <a href="#b"> "Dim"'s focus outline .* does not stand out/),
  ])
})

test('target size (2.5.8): crowded small targets fail; spaced, inline and large ones pass', async ({
  page,
}) => {
  await show(
    page,
    `<p>Read <a href="#terms">the terms</a> first.</p>
     <div class="row"><button class="small">A</button><button class="small">B</button></div>
     <button class="small alone">C</button>
     <button class="large">D</button>`,
    `button { padding: 0; border: 0; }
     .row { display: flex; gap: 2px; margin: 2rem; }
     .small { width: 16px; height: 16px; font-size: 10px; }
     .alone { margin: 3rem; }
     .large { width: 44px; height: 44px; margin: 3rem; }`,
  )
  const findings = await probe(page, 'smallTargets')
  expect(findings).toEqual([
    '<button> "A" is 16×16 px and too close to <button> "B"',
    '<button> "B" is 16×16 px and too close to <button> "A"',
  ])
})

test.describe('reflow at 320 px (1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 568 } })

  test('a fixed-width box is found; a fluid one passes', async ({ page }) => {
    const words =
      '<div class="box">Words that were set in a box wider than the phone they are read on</div>'
    await show(page, words, '.box { width: 40rem; }')
    expect(await probe(page, 'sidewaysScrolling', 'textCutOff')).toEqual([
      'the page scrolls sideways: 640 px of content in 320 px',
      '"Words that were set in a box wider than" runs past the right edge of the window',
    ])
    await show(page, words, '.box { max-width: 40rem; }')
    expect(await probe(page, 'sidewaysScrolling', 'textCutOff')).toEqual([])
  })

  test('text cut off by a clipping box is found; text moving through it is not', async ({
    page,
  }) => {
    const marquee = `@keyframes slide { to { transform: translateX(-50%); } }
      .clip { overflow: hidden; } .track { display: flex; width: max-content; white-space: nowrap; }`
    await show(
      page,
      '<div class="clip"><div class="track">One two three four five six seven eight nine ten</div></div>',
      marquee,
    )
    expect(await probe(page, 'textCutOff')).toEqual([
      '"One two three four five six seven eight" is cut off by <div> "One two three four five six seven eight"',
    ])
    await show(
      page,
      '<div class="clip"><div class="track">One two three four five six seven eight nine ten</div></div>',
      `${marquee} .track { animation: slide 20s linear infinite; }`,
    )
    expect(await probe(page, 'textCutOff')).toEqual([])
  })
})

test('text spacing (1.4.12): a box that fits only the designed spacing is found', async ({
  page,
}) => {
  const body = '<p class="tag">Digital product studio</p>'
  const tag = '.tag { width: 12rem; line-height: 1.2; overflow: hidden; }'
  await show(page, body, `${tag} .tag { height: 1.5em; }`)
  expect(await probe(page, 'textCutOff')).toEqual([])
  await page.evaluate(() => window.wcagProbes?.applyTextSpacing())
  expect(await probe(page, 'textCutOff')).toEqual([
    '"Digital product studio" is cut off by <p> "Digital product studio"',
  ])

  await show(page, body, `${tag} .tag { min-height: 1.5em; }`)
  await page.evaluate(() => window.wcagProbes?.applyTextSpacing())
  expect(await probe(page, 'textCutOff')).toEqual([])
})

test('text at 200 % (1.4.4): text fixed in px, and a box that clips it, are found', async ({
  page,
}) => {
  await show(
    page,
    '<p class="fixed">Set in pixels</p><p class="fluid">Set in rem</p><div class="box">In a short box</div>',
    `.fixed { font-size: 14px; } .fluid { font-size: 0.875rem; }
     .box { height: 30px; overflow: hidden; }`,
  )
  await page.evaluate(() => window.wcagProbes?.rememberTextSizes())
  await doubleTextSize(page)
  await expect
    .poll(() => page.locator('.fluid').evaluate((element) => getComputedStyle(element).fontSize))
    .toBe('28px')
  expect(await page.evaluate(() => window.wcagProbes?.textNotResized(1.2))).toEqual([
    '<p> "Set in pixels" stays at 14 px (was 14 px)',
  ])
  expect(await probe(page, 'textCutOff')).toEqual([
    '"In a short box" is cut off by <div> "In a short box"',
  ])
})

test.describe('the menu from the keyboard', () => {
  const menuPage = (script: string) => `
    <header>
      <button id="toggle" aria-expanded="false" aria-controls="menu">Menu</button>
      <nav id="menu" hidden><a href="#one">One</a><a href="#two">Two</a></nav>
    </header>
    <main><a href="#after">After</a></main>
    <script>${script}</script>`
  const opens = `
    const toggle = document.getElementById('toggle')
    const menu = document.getElementById('menu')
    const set = (open) => { toggle.setAttribute('aria-expanded', String(open)); menu.hidden = !open }
    toggle.addEventListener('click', () => { set(menu.hidden); if (!menu.hidden) menu.querySelector('a').focus() })`

  test('a menu without Escape, a trap or focus return is found', async ({ page }) => {
    await show(page, menuPage(opens))
    const findings = await menuKeyboardFindings(page, page.getByRole('button', { name: 'Menu' }))
    expect(findings).toEqual([
      'Tab leaves the open menu',
      'Escape does not close the menu (aria-expanded stays "true")',
      'Escape does not return focus to the toggle',
    ])
  })

  test('a menu that keeps focus, closes on Escape and returns focus passes', async ({ page }) => {
    await show(
      page,
      menuPage(`${opens}
        document.addEventListener('keydown', (event) => {
          if (menu.hidden) return
          if (event.key === 'Escape') { set(false); toggle.focus() }
          if (event.key !== 'Tab') return
          const stops = [toggle, ...menu.querySelectorAll('a')]
          const at = stops.indexOf(document.activeElement)
          event.preventDefault()
          stops[(at + (event.shiftKey ? stops.length - 1 : 1)) % stops.length].focus()
        })`),
    )
    expect(await menuKeyboardFindings(page, page.getByRole('button', { name: 'Menu' }))).toEqual([])
  })
})
