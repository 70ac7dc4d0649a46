import { pageMetadata, SitePage } from '../site-page'

export const dynamic = 'error'
export const revalidate = 600

export const generateMetadata = () => pageMetadata('/privacy')

export default function PrivacyPage() {
  return <SitePage route="/privacy" />
}
