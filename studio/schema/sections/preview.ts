import type { PreviewConfig } from 'sanity'

interface SectionPreview {
  /** The field that names this section best, usually its heading. */
  title: string
  /** What to show when that field is empty. */
  fallback?: string
  /** An image of the section, if it has one. */
  media?: string
}

/**
 * How a section appears in a page's list of sections: its own words, and which kind of
 * section it is underneath, so editors find "Open roles" and know it is the job openings.
 */
export function sectionPreview(kind: string, { title, fallback, media }: SectionPreview) {
  return {
    select: {
      title,
      ...(fallback && { fallback }),
      ...(media && { media }),
    },
    prepare: ({ title, fallback, media }: Record<string, unknown>) => ({
      title: textOf(title) ?? textOf(fallback) ?? kind,
      subtitle: kind,
      media: media as never,
    }),
  } satisfies PreviewConfig
}

/** A preview field as one line of text: strings as they are, lists joined. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (Array.isArray(value))
    return textOf(value.filter((item) => typeof item === 'string').join(' · '))
  return undefined
}
