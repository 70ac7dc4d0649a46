import { ViewTransition, type ReactNode } from 'react'

/**
 * Pages change out-in: the old page fades out, then the new one fades in (see the
 * ::view-transition rules in global.css). Navigations are transitions, so this plays on every
 * client-side navigation and never on the first load. Reduced motion turns it off.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <ViewTransition enter="page-in" exit="page-out" default="none">
      {children}
    </ViewTransition>
  )
}
