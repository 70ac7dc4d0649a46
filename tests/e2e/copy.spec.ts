import { expect, test } from '@playwright/test'
import {
  GA4_DISCLOSURE,
  NO_ANALYTICS_DISCLOSURE,
  RECORDING_DISCLOSURE,
} from '@/adapters/analytics/disclosures'
import { salaryText, workplaceText } from '@/domain/content/job-openings'
import { DEFAULT_CONSENT_MONTHS, monthsInWords } from '@/domain/privacy'
import { SITE_ROUTES } from '@/domain/routes'
import { readFixtureDocuments } from '../support/fixture-documents'

/*
 * Every word a visitor reads comes from the content, so an editor can change it: each line of
 * text on every page is made of strings from the fixtures (a label and its value may sit side
 * by side, "Head of Digital, Kustbank"). Allowed besides: list counters (01, 02…), dates
 * formatted from the content, a role's workplace and salary put into words from its structured
 * facts, initials standing in for a missing portrait, and the facts the site itself states where
 * the privacy policy places them (the consent period from the settings, the configured
 * analytics' disclosure). Case is ignored, since styles may set text in capitals.
 */

function valuesIn(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(valuesIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesIn)
  return []
}

/** A role's workplace and salary, as the site words them from the numbers and places it holds. */
function jobFactsIn(documents: unknown[]): string[] {
  return documents
    .filter(
      (document): document is Record<string, unknown> =>
        (document as { _type?: unknown })._type === 'jobOpening',
    )
    .flatMap((role) => [
      workplaceText(role.workplace as Parameters<typeof workplaceText>[0]),
      salaryText(role.salary as Parameters<typeof salaryText>[0]),
    ])
}

/** The site's own facts, as rich text places them (src/app/site-facts.ts). */
function siteFactsIn(documents: unknown[]): string[] {
  const settings = documents.find(
    (document) => (document as { _type?: unknown })._type === 'siteSettings',
  ) as { consentMonths?: number } | undefined
  const months = monthsInWords(settings?.consentMonths ?? DEFAULT_CONSENT_MONTHS)
  return [months, GA4_DISCLOSURE, RECORDING_DISCLOSURE, NO_ANALYTICS_DISCLOSURE]
}

const DERIVED = [/^\d{2}$/, /^\d{1,2} [a-z]+ \d{4}$/, /^\p{Ll}{2}$/u]
const SEPARATORS = ['', ' ', ', ']

/** Whether `text` is content strings joined by separators (dynamic programming over positions). */
function madeOfContent(text: string, content: Set<string>, longest: number): boolean {
  const reachable = new Array<boolean>(text.length + 1).fill(false)
  reachable[0] = true
  for (let start = 0; start < text.length; start++) {
    if (!reachable[start]) continue
    for (const separator of SEPARATORS) {
      if (!text.startsWith(separator, start)) continue
      const from = start + separator.length
      for (let end = from + 1; end <= Math.min(text.length, from + longest); end++) {
        if (content.has(text.slice(from, end))) reachable[end] = true
      }
    }
  }
  return reachable[text.length]!
}

for (const route of SITE_ROUTES) {
  test(`${route} shows no copy that is not in the content`, async ({ page }) => {
    const documents = await readFixtureDocuments('production')
    const values = [
      ...valuesIn(documents),
      ...jobFactsIn(documents),
      ...siteFactsIn(documents),
    ].map((value) => value.toLowerCase().trim())
    const content = new Set(values)
    const longest = Math.max(...values.map((value) => value.length))
    await page.goto(route)
    const text = (await page.locator('body').innerText()).toLowerCase()
    const known = (piece: string) =>
      DERIVED.some((pattern) => pattern.test(piece)) || madeOfContent(piece, content, longest)
    // A line is either content as it stands, or facts joined by " · " (role · city).
    const unknown = text
      .split('\n')
      .map((line) => line.replace(/[→✦“”]/g, '').trim())
      .filter((line) => line && !known(line))
      .flatMap((line) => line.split(' · ').filter((piece) => !known(piece.trim())))
    expect(unknown).toEqual([])
  })
}
