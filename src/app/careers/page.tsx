import { pageMetadata, SitePage } from '../site-page'

/** Prerendered at build time; anything that would need a request fails the build. */
export const dynamic = 'error'
/** Regenerated at most this often (seconds), in case a publish webhook was lost. */
export const revalidate = 600

export const generateMetadata = () => pageMetadata('/careers')

export default function CareersPage() {
  return <SitePage route="/careers" />
}
