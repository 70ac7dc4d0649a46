import { pageMetadata, SitePage } from '../site-page'

/** Prerendered at build time; anything that would need a request fails the build. */
export const dynamic = 'error'

export const generateMetadata = () => pageMetadata('/privacy')

export default function PrivacyPage() {
  return <SitePage route="/privacy" />
}
