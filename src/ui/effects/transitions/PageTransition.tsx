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

/** Out-in page transitions; the custom element may carry the `vt-*` attributes, an article not. */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <ViewTransition enter="page-in" exit="page-out" default="none">
      <page-transition className={styles.page}>{children}</page-transition>
    </ViewTransition>
  )
}
