import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  charactersOf,
  DRAWN_BY_FALLBACK,
  makeInterSubset,
  SUBSET_FONT,
  WEIGHT_RANGE,
  weightAxisOf,
} from '../../../scripts/fonts/inter-subset'
import { siteCharacters, type CharacterSources } from '../../../scripts/fonts/site-text'

const ROOT = path.resolve(import.meta.dirname, '../../..')

const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/** "U+2192 → in src/ui/primitives/ButtonLink.tsx", one line each: what to fix, and where. */
function listed(characters: CharacterSources) {
  return [...characters]
    .map(([character, sources]) => `${codePoint(character)} ${character} in ${[...sources][0]}`)
    .sort()
}

describe('the site’s cut of Inter', () => {
  let committed: Buffer
  let inSubset: Set<string>
  let site: CharacterSources

  beforeAll(async () => {
    committed = await readFile(path.join(ROOT, SUBSET_FONT))
    inSubset = await charactersOf(committed)
    site = await siteCharacters(ROOT)
  })

  it('has a glyph for every character of the fixtures and the UI copy', () => {
    const missing: CharacterSources = new Map(
      [...site].filter(([character]) => !inSubset.has(character)),
    )
    for (const character of DRAWN_BY_FALLBACK) missing.delete(character)
    // A character here renders in the fallback font: run `npm run fonts:subset`, which takes it
    // from the source font if it has it and names it if it does not.
    expect(listed(missing)).toEqual([])
  })

  it('reads the copy a visitor sees, not the comments around it', async () => {
    // The UI's own copy, from JSX, a template literal and CSS `content`.
    expect(site.get('→')).toContain('src/ui/primitives/ButtonLink.tsx')
    expect(site.get('—')).toContain('src/app/layout.tsx')
    expect(site.get('“')).toContain('src/ui/sections/Testimonials.module.css')
    // The content, and what the site makes of it (salaries formatted in British English).
    expect(site.get('’')).toContain('fixtures/production/data.ndjson')
    expect(site.get('€')).toContain('fixtures/production/data.ndjson (salary)')
    // ≤ appears in comments only.
    expect(site.has('≤')).toBe(false)
  })

  it('keeps the safe margin: all of Basic Latin, Latin-1, typographic quotes, dashes and €', () => {
    const wanted = [
      ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)),
      ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => String.fromCodePoint(0xa0 + i)),
      ...'‘’‚“”„–—…•′″‹›€™−',
    ]
    // U+00AD, the soft hyphen, is never drawn unless a line breaks at it, where it is a hyphen.
    expect(wanted.filter((character) => !inSubset.has(character))).toEqual(['\u00ad'])
  })

  it('varies in weight between 400 and 700, the weights the styles use', async () => {
    expect(await weightAxisOf(committed)).toMatchObject({ ...WEIGHT_RANGE, default: 400 })
  })

  it('is what `npm run fonts:subset` cuts from the installed font today', async () => {
    const { font } = await makeInterSubset(ROOT)
    // If this fails, the source font, the margin or the copy changed: run `npm run fonts:subset`.
    expect(font.equals(committed)).toBe(true)
  })
})
