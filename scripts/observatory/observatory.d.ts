// The parts of @mdn/mdn-http-observatory (no declarations) that grade.ts uses.
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export function retrieve(
    hostname: string,
    options?: { httpPort?: string; httpsPort?: string; path?: string },
  ): Promise<{ responses: { auto?: { status: number } | null } }>
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export const ALL_TESTS: ((requests: unknown) => { result: string; pass: boolean })[]
  export const NUM_TESTS: number
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { grade: string; score: number }
  export function getScoreModifier(result: string): number
}
