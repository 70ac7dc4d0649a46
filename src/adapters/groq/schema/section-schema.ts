import { z } from 'zod'
import type { SectionOf, SectionType } from '@/domain/content/sections'

/** What content says of a section: `editTarget` is added for editors (../edit-targets.ts). */
type SectionFields<TType extends SectionType> = Omit<
  SectionOf<TType>,
  'type' | 'key' | 'editTarget'
>

/** One schema per field producing exactly the domain field's type; none may be left out. */
export type FieldSchemas<TFields> = { [K in keyof TFields]-?: z.ZodType<TFields[K], unknown> }

export type SectionSchema<TType extends SectionType> = z.ZodType<SectionOf<TType>, unknown>

export function sectionSchema<
  TType extends SectionType,
  TFields extends FieldSchemas<SectionFields<TType>>,
>(type: TType, fields: TFields) {
  return z
    .object({ _type: z.literal(type), _key: z.string().min(1, 'must have a _key'), ...fields })
    .transform((raw) => {
      const { _type, _key, ...rest } = raw as { _type: TType; _key: string }
      return { ...rest, type: _type, key: _key } as SectionOf<TType>
    })
}
