// The brand's values for TypeScript; tokens.css holds the same (a test compares). See docs/brand.md.

/** Colours, as --colour-<name> (kebab case) in CSS. Text colours meet WCAG 2.2 AA on every surface. */
export const colour = {
  background: '#0b0b0f',
  surface: '#14141a',
  surfaceRaised: '#1c1c24',
  line: '#2c2c36',
  text: '#f3f0e8',
  textMuted: '#a9a8b3',
  accent: '#d4ff3f',
  accentText: '#0b0b0f',
  focus: '#d4ff3f',
  violet: '#8b7cff',
  coral: '#ff7a59',
  teal: '#2dd4bf',
  /** The deep violet behind the orbits. */
  night: '#17142b',
  /** For shadows and masks, where only darkness or opacity counts. */
  black: '#000',
} as const

/** Inter's weights, as --weight-<name>. */
export const weight = {
  body: 400,
  /** Headings, labels, buttons. */
  heading: 600,
  /** Display type: page headings, figures, taglines. */
  display: 650,
  /** The wordmark. */
  bold: 700,
} as const

/** Corner radii, as --radius-<name>. */
export const radius = {
  sm: '0.375rem',
  md: '0.75rem',
  lg: '1.5rem',
  pill: '999px',
} as const

/** Durations in milliseconds, as --duration-<name> (zero under reduced motion). */
export const duration = {
  fast: 150,
  base: 300,
  slow: 700,
} as const

// A module of its own: the page's first-load scripts need the curves, not the colours.
export { ease } from './ease'
