export interface PageView {
  path: string
  title: string
  location: string
  referrer?: string
}

/** Callers report only what the visitor agreed to; an adapter may batch and never throws. */
export interface Analytics {
  pageView(view: PageView): void
}
