/** `npm run fonts:subset`: cuts the Inter subset and writes the committed file. */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DRAWN_BY_FALLBACK, makeInterSubset, SOURCE_FONT, SUBSET_FONT } from './inter-subset.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

const { font, characters, notInSource } = await makeInterSubset(ROOT)
const unexpected = [...notInSource].filter(([character]) => !DRAWN_BY_FALLBACK.has(character))
if (unexpected.length > 0) {
  console.error(
    `The site uses characters that ${SOURCE_FONT} does not have:\n` +
      unexpected
        .map(
          ([character, sources]) =>
            `  ${codePoint(character)} ${character}  in ${[...sources].join(', ')}`,
        )
        .join('\n') +
      '\nUse another character, or, if a fallback glyph is meant, add it to DRAWN_BY_FALLBACK.',
  )
  process.exit(1)
}
const source = await readFile(path.join(ROOT, SOURCE_FONT))
await writeFile(path.join(ROOT, SUBSET_FONT), font)
console.log(
  `${SUBSET_FONT}: ${characters.size} characters, ${(font.length / 1024).toFixed(1)} KB ` +
    `(the source has ${(source.length / 1024).toFixed(1)} KB)`,
)

function codePoint(character: string) {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}
