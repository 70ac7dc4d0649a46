import { pageMetadata, SitePage } from './site-page'

export const dynamic = 'error'
export const revalidate = 600

export const generateMetadata = () => pageMetadata('/')

export default function HomePage() {
  return <SitePage route="/" />
}
