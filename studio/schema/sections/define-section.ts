import { defineType, type FieldDefinition, type ObjectDefinition, type PreviewConfig } from 'sanity'

interface SectionPreview {
  /** The field that names this section best, usually its heading. */
  title: string
  /** What to show when that field is empty. */
  fallback?: string
  /** An image of the section, if it has one. */
  media?: string
}

/**
 * A kind of section: an object that a page's list of sections shows by its own words (its heading
 * unless told), with its kind underneath, so editors find "Open roles" and know it is job openings.
 */
export function defineSection<const TName extends string>({
  preview: { title, fallback, media } = { title: 'heading' },
  ...section
}: {
  name: TName
  title: string
  icon: ObjectDefinition['icon']
  fields: FieldDefinition[]
  preview?: SectionPreview
}) {
  const kind = section.title
  return defineType({
    ...section,
    type: 'object',
    preview: {
      select: { title, ...(fallback && { fallback }), ...(media && { media }) },
      prepare: ({ title, fallback, media }: Record<string, unknown>) => ({
        title: textOf(title) ?? textOf(fallback) ?? kind,
        subtitle: kind,
        media: media as never,
      }),
    } satisfies PreviewConfig,
  })
}

/** A preview field as one line of text: strings as they are, lists joined. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (Array.isArray(value))
    return textOf(value.filter((item) => typeof item === 'string').join(' · '))
  return undefined
}
