import { pageMetadata, SitePage } from '../site-page'

export const dynamic = 'error'
export const revalidate = 600

export const generateMetadata = () => pageMetadata('/products')

export default function ProductsPage() {
  return <SitePage route="/products" />
}
