/*
 * Type-level tests of src/adapters/groq/answer-coverage.ts, checked by `npm run typecheck`:
 * each `@ts-expect-error` line must fail to compile, or the check has stopped catching drift.
 */
import type { z } from 'zod'
import type { Gaps } from '@/adapters/groq/answer-coverage'
import type { PAGE_QUERY_RESULT } from '@/adapters/groq/query-results.generated'
import type { SECTION_SCHEMAS } from '@/adapters/groq/schema/sections'

type NoGaps<T extends never> = T

type Section = NonNullable<NonNullable<PAGE_QUERY_RESULT>['sections']>[number]
type Approach = Extract<Section, { _type: 'approach' }>
type ApproachRead = z.input<typeof SECTION_SCHEMAS.approach>

/** The query's answer, as typegen gives it, covers what the site reads. */
export type Covered = NoGaps<Gaps<Approach, ApproachRead, 'approach'>>

/** A field the Studio renamed or the projection dropped. */
// @ts-expect-error the answer no longer carries the heading
export type Dropped = NoGaps<Gaps<Omit<Approach, 'heading'>, ApproachRead, 'approach'>>

/** A projection asking for a field the schema lacks: typegen types it as null. */
export type Misnamed = NoGaps<
  // @ts-expect-error the heading is always null
  Gaps<Omit<Approach, 'heading'> & { heading: null }, ApproachRead, 'approach'>
>

/** A field whose kind changed: a number where the site reads text. */
export type Rekinded = NoGaps<
  // @ts-expect-error the heading is a number
  Gaps<Omit<Approach, 'heading'> & { heading: number }, ApproachRead, 'approach'>
>

/** A field gone from the items of a list. */
type Step = NonNullable<Approach['steps']>[number]
export type DroppedInList = NoGaps<
  // @ts-expect-error the steps no longer carry a body
  Gaps<Omit<Approach, 'steps'> & { steps: Omit<Step, 'body'>[] }, ApproachRead, 'approach'>
>

/** Objects of several kinds in one list, such as a rich text block's annotations. */
type Content = Extract<Section, { _type: 'content' }>
type ContentRead = z.input<typeof SECTION_SCHEMAS.content>
type Block = NonNullable<Content['body']>[number]
type Annotation = NonNullable<Block['markDefs']>[number]
type WithAnnotations<TAnnotation> = Omit<Content, 'body'> & {
  body: (Omit<Block, 'markDefs'> & { markDefs: TAnnotation[] })[]
}

/** Each kind is checked against its own kind in the answer. */
export type KindsCovered = NoGaps<Gaps<Content, ContentRead, 'content'>>

/** A kind of annotation the Studio no longer declares. */
export type DroppedKind = NoGaps<
  // @ts-expect-error the answer has no anchor annotations
  Gaps<WithAnnotations<Exclude<Annotation, { _type: 'anchor' }>>, ContentRead, 'content'>
>

/** A field only one kind has, renamed: the anchor's name. */
type RenamedAnchor =
  Exclude<Annotation, { _type: 'anchor' }> | { _type: 'anchor'; _key: string; id: string }
export type RenamedInKind = NoGaps<
  // @ts-expect-error the anchor annotation has no name
  Gaps<WithAnnotations<RenamedAnchor>, ContentRead, 'content'>
>
