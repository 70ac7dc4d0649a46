import { pageMetadata, SitePage } from '../site-page'

export const dynamic = 'error'
export const revalidate = 600

export const generateMetadata = () => pageMetadata('/careers')

export default function CareersPage() {
  return <SitePage route="/careers" />
}
