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
