import type { Page } from './page'
import { anchorsOf } from './rich-text'

/**
 * Rules that span sections of a page, which no single section can check on its own.
 * Returns what is wrong, in words an editor understands; an empty list when all is well.
 */
export function pageProblems(page: Page): string[] {
  const anchors = new Set(
    page.sections.flatMap((section) => {
      if (section.type === 'content') return anchorsOf(section.body)
      if (section.type === 'jobOpenings' && section.anchor) return [section.anchor]
      return []
    }),
  )
  return page.sections.flatMap((section, index) =>
    section.type === 'topics'
      ? section.topics
          .filter((topic) => !anchors.has(topic.anchor))
          .map(
            (topic) =>
              `sections[${index}]: topic "${topic.label}" links to #${topic.anchor}, which no heading on the page carries`,
          )
      : [],
  )
}
