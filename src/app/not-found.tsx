import type { Metadata } from 'next'
import { NOT_FOUND_TITLE } from '@/domain/error-copy'
import { NotFoundView } from '@/ui/errors/NotFoundView'

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false } }

export default function NotFound() {
  return <NotFoundView />
}
