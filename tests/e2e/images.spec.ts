import { expect, test } from '@playwright/test'
import { readdir } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '@/domain/images'
import { SITE_ROUTES } from '@/domain/routes'
import { FIXTURES_ROOT } from '../support/fixture-documents'

/*
 * Every image on the site comes from the site itself, at a breakpoint width and the site's one
 * quality, and the image optimiser fetches nothing it was not meant to.
 */

test.describe('images on every page', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px, load only from the site, at breakpoint widths`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport)
      const images: URL[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(new URL(request.url()))
      })
      const failures: string[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image' && !response.ok()) {
          failures.push(`${response.status()} ${response.url()}`)
        }
      })
      for (const route of SITE_ROUTES) {
        await page.goto(route)
        // Bring each visible image into view and wait until it has loaded, so that lazy images
        // load too, however fast or slow the machine scrolls and loads.
        const visible = page.locator('img:visible')
        for (let index = 0; index < (await visible.count()); index++) {
          const image = visible.nth(index)
          await image.scrollIntoViewIfNeeded()
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
            .toBe(true)
        }
        await page.waitForLoadState('networkidle')
      }

      const site = new URL(baseURL!).host
      expect(images.length).toBeGreaterThan(20)
      expect(failures).toEqual([])
      for (const url of images) {
        expect(url.host, url.href).toBe(site)
        if (url.pathname !== '/_next/image') continue
        expect(IMAGE_WIDTHS, url.href).toContain(Number(url.searchParams.get('w')))
        expect(url.searchParams.get('q'), url.href).toBe(String(DEFAULT_IMAGE_QUALITY))
        expect(url.searchParams.get('url'), url.href).toMatch(
          /^\/fixtures\/production\/images\/[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp)$/,
        )
      }
    })
  }
})

test.describe('the image optimiser', () => {
  let trap: Server
  let trapHits = 0
  let trapOrigin: string

  test.beforeAll(async () => {
    // Anything the optimiser fetched from loopback would land here.
    trap = createServer((_request, response) => {
      trapHits++
      response.writeHead(200, { 'content-type': 'image/png' }).end()
    })
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
    trapOrigin = `127.0.0.1:${(trap.address() as AddressInfo).port}`
  })
  test.afterAll(() => new Promise<void>((resolve) => trap.close(() => resolve())))

  const optimise = (
    url: string,
    width: number | string = 640,
    quality: number | string = DEFAULT_IMAGE_QUALITY,
  ) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`

  test("serves fixture images at the breakpoint widths and the site's quality", async ({
    request,
  }) => {
    const [file] = await readdir(path.join(FIXTURES_ROOT, 'production/images'))
    for (const width of IMAGE_WIDTHS) {
      const response = await request.get(optimise(`/fixtures/production/images/${file}`, width))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\//)
    }
  })

  test('refuses other hosts, schemes and paths with a 4xx and no outbound request', async ({
    request,
  }) => {
    const [file] = await readdir(path.join(FIXTURES_ROOT, 'production/images'))
    const refused = [
      'https://evil.example/x.png',
      `http://${trapOrigin}/x.png`,
      `//${trapOrigin}/x.png`,
      `/\\${trapOrigin}/x.png`,
      `/%5C${trapOrigin}/x.png`,
      `http://user:pass@${trapOrigin}/x.png`,
      `https://cdn.sanity.io@${trapOrigin}/x.png`,
      'https://cdn.sanity.io.evil.example/images/x.png',
      'https://cdn.sanity.io/images/another-project/production/x.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/x.png',
      'http://192.168.1.1/x.png',
      `http://[::1]:${trapOrigin.split(':')[1]}/x.png`,
      'file:///etc/passwd',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '/etc/passwd',
      '/fixtures/../package.json',
      '/fixtures/%2e%2e/package.json',
      '/fixtures/production/data.ndjson',
      `/fixtures/production/images/${file}?size=huge`,
    ]
    for (const url of refused) {
      const status = (await request.get(optimise(url))).status()
      expect(status, url).toBeGreaterThanOrEqual(400)
      expect(status, url).toBeLessThan(500)
    }
    expect(trapHits).toBe(0)
  })

  test('refuses widths other than the breakpoints and any other quality', async ({ request }) => {
    const [file] = await readdir(path.join(FIXTURES_ROOT, 'production/images'))
    const image = `/fixtures/production/images/${file}`
    for (const width of [100, 641, 2560, 0, -1, 'abc']) {
      expect((await request.get(optimise(image, width))).status(), `w=${width}`).toBe(400)
    }
    for (const quality of [75, 100, 50, 101, 0, 'best']) {
      expect((await request.get(optimise(image, 640, quality))).status(), `q=${quality}`).toBe(400)
    }
  })
})

test.describe("renditions Next's optimiser cannot make, from the fixture route", () => {
  /** A fixture photo (1600 × 1200 JPEG) at the site's own address. */
  const photo = async () => {
    const files = await readdir(path.join(FIXTURES_ROOT, 'production/images'))
    return `/fixtures/production/images/${files.find((name) => name.endsWith('-1600x1200.jpg'))}`
  }

  test('are made as asked, kept for a year, and in the best format the browser takes for auto', async ({
    request,
  }) => {
    const image = await photo()
    const square = await request.get(`${image}?w=320&h=320&fit=crop&fm=jpg&q=70`)
    expect(square.status()).toBe(200)
    expect(square.headers()['content-type']).toBe('image/jpeg')
    expect(square.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await sharp(await square.body()).metadata()).toMatchObject({ width: 320, height: 320 })

    const filled = await request.get(`${image}?w=320&h=320&fit=fill&bg=ff00ff&fm=png`)
    const { data } = await sharp(await filled.body())
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 3)]).toEqual([0xff, 0x00, 0xff])

    for (const [accept, type] of [
      ['image/avif,image/webp,*/*', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['*/*', 'image/jpeg'],
    ] as const) {
      const answer = await request.get(`${image}?w=320&h=240&auto=format`, { headers: { accept } })
      expect(answer.headers()['content-type'], accept).toBe(type)
      expect(answer.headers()['vary']).toContain('Accept')
    }
  })

  test('refuses an unknown modifier value, a side beyond the largest breakpoint, and any other source, with a 4xx and a reason', async ({
    request,
  }) => {
    const image = await photo()
    const refused = {
      [`${image}?w=1537`]: 'w must be a whole number of pixels from 1 to 1536',
      [`${image}?h=4000`]: 'h must be a whole number of pixels from 1 to 1536',
      [`${image}?w=320&fit=bogus`]: 'fit must be one of clip, crop, fill, max, min, scale',
      [`${image}?fm=gif`]: 'fm must be one of avif, webp, jpg, png',
      [`${image}?q=101`]: 'q must be a whole number from 1 to 100',
      [`${image}?bg=purple`]: 'bg must be a colour in hexadecimal: rgb, rrggbb or aarrggbb',
      [`${image}?rect=0,0,1601,1200`]:
        'rect must be left,top,width,height in whole pixels, within the image',
      [`${image}?dpr=3`]: 'Unknown parameter: dpr',
    }
    for (const [url, reason] of Object.entries(refused)) {
      const answer = await request.get(url)
      expect(answer.status(), url).toBe(400)
      expect(await answer.text(), url).toBe(reason)
    }
    // Outside the allow-list: another dataset, a file that is not an image, a path out.
    for (const url of [
      `${image.replace('/production/', '/edge-cases/')}?w=320`,
      '/fixtures/production/data.ndjson?w=320',
      '/fixtures/production/images/..%2F..%2Fpackage.json?w=320',
    ]) {
      const status = (await request.get(url)).status()
      expect(status, url).toBeGreaterThanOrEqual(400)
      expect(status, url).toBeLessThan(500)
    }
  })
})
