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
 * Pages change out-in: the old page fades out, then the new one fades in (see the
 * ::view-transition rules in global.css). Navigations are transitions, so this plays on every
 * client-side navigation and never on the first load. Reduced motion turns it off.
 *
 * The page sits in a `<page-transition>` box of its own: server rendering marks the element a
 * view transition wraps with `vt-*` attributes, which HTML allows only on custom elements, so
 * the page's `<article>` stays valid HTML.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <ViewTransition enter="page-in" exit="page-out" default="none">
      <page-transition className={styles.page}>{children}</page-transition>
    </ViewTransition>
  )
}
