import { pageMetadata, SitePage } from '../site-page'

export const dynamic = 'error'
export const revalidate = 600

export const generateMetadata = () => pageMetadata('/manifesto')

export default function ManifestoPage() {
  return <SitePage route="/manifesto" />
}
