import { ViewTransition, type HTMLAttributes, type ReactNode } from 'react'
import styles from './PageTransition.module.css'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** The box a page transition moves: see PageTransition. */
      'page-transition': HTMLAttributes<HTMLElement>
    }
  }
}

/**
 * Pages change out-in on client navigations (::view-transition rules in global.css). The custom
 * element takes the `vt-*` attributes server rendering adds, which HTML allows only there.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <ViewTransition enter="page-in" exit="page-out" default="none">
      <page-transition className={styles.page}>{children}</page-transition>
    </ViewTransition>
  )
}
