import type { Page } from '@playwright/test'

/** Makes the page's browser one without WebGL: every WebGL context it asks for is refused. */
export async function withoutWebgl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<typeof getContext>
    ) {
      return String(args[0]).startsWith('webgl') ? null : getContext.apply(this, args)
    } as typeof getContext
  })
}
