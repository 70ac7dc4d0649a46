import { ImageResponse } from 'next/og'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { getConfig } from '@/container/config'
import type { SiteRoute } from '@/domain/routes'
import { SHARING_CARD_SIZE, SharingCard } from '@/ui/seo/SharingCard'
import { weight } from '@/ui/theme/tokens'
import { findPage, loadSiteSettings } from './content'
import { sharingCardText } from './sharing-card'

/** Read where the site runs: not a file to bundle. */
const fontFile = (name: string) =>
  path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/@fontsource/inter/files', name)

/** Inter from npm, in the formats next/og reads (not woff2): drawn offline, no font download. */
function loadFonts() {
  return Promise.all(
    [weight.body, weight.bold].flatMap((fontWeight) =>
      ['latin', 'latin-ext'].map(async (subset) => ({
        name: 'Inter',
        data: await readFile(
          /*turbopackIgnore: true*/ fontFile(`inter-${subset}-${fontWeight}-normal.woff`),
        ),
        weight: fontWeight,
        style: 'normal' as const,
      })),
    ),
  )
}

export async function sharingImage(route: SiteRoute): Promise<ImageResponse> {
  const [page, settings, fonts] = await Promise.all([
    findPage(route),
    loadSiteSettings(),
    loadFonts(),
  ])
  const { eyebrow, heading, description } = sharingCardText(page, settings)
  const { siteUrl } = getConfig()
  return new ImageResponse(
    <SharingCard
      siteTitle={settings.title}
      eyebrow={eyebrow}
      heading={heading}
      description={description}
      address={`${siteUrl.host}${route === '/' ? '' : route}`}
      background={settings.themeColour}
    />,
    { ...SHARING_CARD_SIZE, fonts },
  )
}
