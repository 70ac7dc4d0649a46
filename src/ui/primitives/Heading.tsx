import type { ComponentProps } from 'react'

export type HeadingLevel = 1 | 2 | 3 | 4

type HeadingProps = ComponentProps<'h1'> & { level: HeadingLevel }

/** A heading whose level follows the document outline rather than its looks. */
export function Heading({ level, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const
  return <Tag {...rest} />
}

export function nextLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 4) as HeadingLevel
}
