/** The site's cut of Inter: its characters, weights 400–700 and features, without combining accents. */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fontverter from 'fontverter'
import * as hb from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { siteCharacters, type CharacterSources } from './site-text.ts'

export const SOURCE_FONT =
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'

/** The committed subset that src/ui/theme/fonts.ts loads. */
export const SUBSET_FONT = 'src/ui/theme/inter-latin-400-700.woff2'

export const WEIGHT_RANGE = { min: 400, max: 700 } as const

/** The features browsers apply to Latin text by themselves, and `tnum`, which the styles ask for. */
export const FEATURES = 'ccmp locl rvrn calt clig liga rlig rclt kern mark mkmk tnum'.split(' ')

/** Code point ranges always kept when the source has them, whatever today's copy holds. */
export const MARGIN: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement: no-break space, accented letters, £, ©, ×, «»…
  [0x0131, 0x0131], // dotless i
  [0x0152, 0x0153], // Œ œ
  [0x02bb, 0x02bc], // modifier apostrophes
  [0x02c6, 0x02c6], // circumflex
  [0x02da, 0x02da], // ring
  [0x02dc, 0x02dc], // tilde
  [0x2000, 0x206f], // General Punctuation: spaces, dashes, quotes, bullet, ellipsis, primes…
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
  [0x2215, 0x2215], // division slash
  [0xfeff, 0xfeff], // zero-width no-break space
]

/** Decorations Inter's Latin file never had: the next font in the stack draws them. */
export const DRAWN_BY_FALLBACK = new Set([
  '→', // the arrow of a call-to-action button (ButtonLink)
  '✦', // the separator between a marquee's names (Marquee.module.css)
])

export interface InterSubset {
  font: Buffer
  /** Every character the subset maps, as a set of strings of one code point. */
  characters: Set<string>
  /** Characters the site uses that the source font does not have, with where they were seen. */
  notInSource: CharacterSources
}

/** Cuts the subset from the installed source font. Deterministic: same inputs, same bytes. */
export async function makeInterSubset(root: string): Promise<InterSubset> {
  const source = await readFile(path.join(root, SOURCE_FONT))
  const available = await charactersOf(source)
  const site = await siteCharacters(root)
  const wanted = new Set<string>()
  for (const [first, last] of MARGIN)
    for (let code = first; code <= last; code++) wanted.add(String.fromCodePoint(code))
  for (const character of site.keys()) wanted.add(character)

  const kept = [...wanted].filter((character) => available.has(character)).sort()
  const notInSource: CharacterSources = new Map(
    [...site].filter(([character]) => !available.has(character)),
  )
  const font = await subsetFont(source, kept.join(''), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: { ...WEIGHT_RANGE, default: 400 } },
  })
  return { font, characters: await charactersOf(font), notInSource }
}

const faceOf = async (font: Buffer) =>
  new hb.Face(new hb.Blob(await fontverter.convert(font, 'sfnt')))

export async function charactersOf(font: Buffer): Promise<Set<string>> {
  const codes = (await faceOf(font)).collectUnicodes()
  return new Set([...codes].map((code) => String.fromCodePoint(code)))
}

export async function weightAxisOf(font: Buffer) {
  return (await faceOf(font)).getAxisInfos().wght
}
