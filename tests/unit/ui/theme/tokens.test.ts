import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as tokens from '@/ui/theme/tokens'

/*
 * The brand has one set of values: tokens.css (for the styles) and tokens.ts (for TypeScript) hold
 * the same ones, name for name, so neither can drift from the other.
 */

const css = readFileSync(new URL('../../../../src/ui/styles/tokens.css', import.meta.url), 'utf8')
/** The custom properties of the first :root rule (the reduced-motion one only zeroes durations). */
const declared = new Map(
  [...css.slice(0, css.indexOf('}')).matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map(
    ([, name, value]) => [name!, value!.trim()],
  ),
)

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** Each group of tokens.ts, its CSS prefix, and how its values are written in CSS. */
const groups: {
  prefix: string
  values: Record<string, unknown>
  write: (value: never) => string
}[] = [
  { prefix: 'colour', values: tokens.colour, write: (value: string) => value },
  { prefix: 'weight', values: tokens.weight, write: (value: number) => String(value) },
  { prefix: 'radius', values: tokens.radius, write: (value: string) => value },
  { prefix: 'duration', values: tokens.duration, write: (value: number) => `${value}ms` },
  {
    prefix: 'ease',
    values: tokens.ease,
    write: (value: readonly number[]) => `cubic-bezier(${value.join(', ')})`,
  },
]

describe('the brand tokens', () => {
  it('covers every group that tokens.ts exports', () => {
    expect(groups.map(({ prefix }) => prefix).sort()).toEqual(
      Object.keys(tokens)
        .map((name) => kebab(name))
        .sort(),
    )
  })

  describe.each(groups)('--$prefix-*', ({ prefix, values, write }) => {
    it('has the same values in tokens.css as in tokens.ts', () => {
      const fromTypeScript = Object.entries(values).map(([name, value]) => [
        `--${prefix}-${kebab(name)}`,
        write(value as never),
      ])
      const fromCss = [...declared].filter(([name]) => name.startsWith(`--${prefix}-`))
      expect(Object.fromEntries(fromCss)).toEqual(Object.fromEntries(fromTypeScript))
    })
  })
})
