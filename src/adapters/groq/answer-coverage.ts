import type { z } from 'zod'
import type { SectionType } from '@/domain/content/sections'
import type { PAGE_QUERY_RESULT, SITE_SETTINGS_QUERY_RESULT } from './query-results.generated'
import type { pageDocument, siteSettingsDocument } from './schema/documents'
import type { SECTION_SCHEMAS } from './schema/sections'

/*
 * A type-level check that every field the schemas read is in typegen's query answers: when a
 * Studio field or projection drifts, `npm run typecheck` names the missing path. Emptiness is
 * checked at run time (tests/studio).
 */

type Kind<T> = T extends string
  ? 'string'
  : T extends number
    ? 'number'
    : T extends boolean
      ? 'boolean'
      : T extends readonly unknown[]
        ? 'list'
        : 'object'

export type Gaps<TAnswer, TRead, TPath extends string> = unknown extends TRead
  ? never
  : [NonNullable<TAnswer>] extends [never]
    ? TPath
    : [Kind<NonNullable<TAnswer>>] extends [Kind<NonNullable<TRead>>]
      ? NonNullable<TRead> extends readonly (infer TReadItem)[]
        ? NonNullable<TAnswer> extends readonly (infer TAnswerItem)[]
          ? Gaps<TAnswerItem, TReadItem, `${TPath}[]`>
          : TPath
        : NonNullable<TRead> extends object
          ? ObjectGaps<NonNullable<TAnswer>, NonNullable<TRead>, TPath>
          : never
      : `${TPath} (${Kind<NonNullable<TAnswer>>} where the site reads ${Kind<NonNullable<TRead>>})`

type IsUnion<T, TAll = T> = T extends unknown ? ([TAll] extends [T] ? false : true) : never

/** Kinds told apart by `_type` are each checked against the same kind in the answer. */
type ObjectGaps<TAnswer, TRead, TPath extends string> =
  IsUnion<TRead> extends false
    ? FieldGaps<TAnswer, TRead, TPath>
    : [TRead] extends [{ _type: string }]
      ? KindGaps<TAnswer, TRead, TPath>
      : FieldGaps<TAnswer, TRead, TPath>

type KindGaps<TAnswer, TRead, TPath extends string> = TRead extends { _type: infer TType }
  ? [Extract<TAnswer, { _type: TType }>] extends [never]
    ? `${TPath}<${TType & string}>`
    : FieldGaps<Extract<TAnswer, { _type: TType }>, TRead, `${TPath}<${TType & string}>`>
  : never

type FieldGaps<TAnswer, TRead, TPath extends string> = {
  [K in keyof TRead & string]-?: K extends keyof TAnswer
    ? Gaps<TAnswer[K], TRead[K], `${TPath}.${K}`>
    : `${TPath}.${K}`
}[keyof TRead & string]

type Page = NonNullable<PAGE_QUERY_RESULT>
type AnsweredSection = NonNullable<Page['sections']>[number]

type SectionGaps = {
  [TType in SectionType]: [Extract<AnsweredSection, { _type: TType }>] extends [never]
    ? `sections: ${TType} is not a section type of the Studio's page`
    : Gaps<
        Extract<AnsweredSection, { _type: TType }>,
        z.input<(typeof SECTION_SCHEMAS)[TType]>,
        `sections[${TType}]`
      >
}[SectionType]

type NoGaps<T extends never> = T

/** Fails the type-check, naming each path, while any answer lacks what the site reads. */
export type AnswersCoverTheSchemas = NoGaps<
  | Gaps<Page, z.input<typeof pageDocument>, 'page'>
  | SectionGaps
  | Gaps<SITE_SETTINGS_QUERY_RESULT, z.input<typeof siteSettingsDocument>, 'siteSettings'>
>
