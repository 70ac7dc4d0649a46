import { SITE_ROUTES } from '@/domain/routes'
import { routeOfSharingImage, sharingImageName } from '@/domain/sharing-images'
import { sharingImage } from '@/app/sharing-image'

/** Each route's sharing image, prerendered; regenerated with the pages. */
export const dynamic = 'force-static'
export const dynamicParams = false
export const revalidate = 600

export function generateStaticParams() {
  return SITE_ROUTES.map((route) => ({ page: sharingImageName(route) }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const route = routeOfSharingImage((await params).page)
  if (!route) return new Response('Not found', { status: 404 })
  return sharingImage(route)
}
