import type { Page } from './page'
import { anchorsOf, type RichTextBlock } from './rich-text'
import type { ContentSection, JobOpeningsSection, Section } from './sections'

/** A section carrying anchors (content headings, job openings), as stored or as mapped. */
export type AnchorCarrier =
  | (Pick<ContentSection, 'type'> & { body: readonly Pick<RichTextBlock, 'anchor'>[] })
  | Pick<JobOpeningsSection, 'type' | 'anchor'>

function isAnchorCarrier(section: Section): section is ContentSection | JobOpeningsSection {
  return section.type === 'content' || section.type === 'jobOpenings'
}

export function anchorsCarriedBy(sections: readonly AnchorCarrier[]): Set<string> {
  return new Set(
    sections.flatMap((section) => {
      if (section.type === 'content') return anchorsOf(section.body)
      return section.anchor ? [section.anchor] : []
    }),
  )
}

/** Rules spanning a page's sections, as problems in an editor's words; empty when all is well. */
export function pageProblems(page: Page): string[] {
  const anchors = anchorsCarriedBy(page.sections.filter(isAnchorCarrier))
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
