'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** While editing, refreshes the page in place when a content change touches its route. */
export function LiveContent({ endpoint }: { endpoint: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const currentRoute = useRef(pathname)

  useEffect(() => {
    currentRoute.current = pathname
  }, [pathname])

  useEffect(() => {
    const source = new EventSource(endpoint)
    const onChange = (event: MessageEvent<string>) => {
      const { routes } = JSON.parse(event.data) as { routes: string[] }
      if (routes.includes(currentRoute.current)) router.refresh()
    }
    source.addEventListener('change', onChange)
    return () => source.close()
  }, [endpoint, router])

  return null
}
