import { pageMetadata, SitePage } from '../site-page'

/** Prerendered at build time; anything that would need a request fails the build. */
export const dynamic = 'error'

export const generateMetadata = () => pageMetadata('/products')

export default function ProductsPage() {
  return <SitePage route="/products" />
}
