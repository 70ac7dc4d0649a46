import { pageMetadata, SitePage } from '../site-page'

export const dynamic = 'error'
export const revalidate = 600

export const generateMetadata = () => pageMetadata('/life-at-alts')

export default function LifeAtAltsPage() {
  return <SitePage route="/life-at-alts" />
}
