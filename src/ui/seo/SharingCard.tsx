import { colour, weight } from '@/ui/theme/tokens'

// A page's sharing image, drawn by next/og (Satori: flexbox only, inline styles).

export const SHARING_CARD_SIZE = { width: 1200, height: 630 } as const

export interface SharingCardProps {
  siteTitle: string
  /** What the page is (its title), above the heading. */
  eyebrow: string
  heading: string
  description?: string
  /** Where the page is, e.g. alts.example/careers. */
  address: string
  background: string
}

/** Without emoji (fetched from a CDN at render time; the card is drawn offline), cut at a word. */
function plain(text: string, max = Infinity): string {
  const words = text.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
  const tidy = words.replace(/\s+/g, ' ').trim()
  return tidy.length <= max ? tidy : `${tidy.slice(0, max).replace(/\s+\S*$/, '')}…`
}

/** Long headings get smaller type, so they still fit in three lines. */
function headingSize(heading: string): number {
  if (heading.length <= 40) return 76
  if (heading.length <= 70) return 62
  return 48
}

export function SharingCard(props: SharingCardProps) {
  const heading = plain(props.heading, 110)
  const description = props.description ? plain(props.description, 170) : undefined
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: props.background,
        color: colour.text,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <Mark />
        <div style={{ fontSize: 34, fontWeight: weight.bold, letterSpacing: -1 }}>
          {plain(props.siteTitle)}
        </div>
        <div style={{ fontSize: 28, color: colour.textMuted, marginLeft: 12 }}>
          {plain(props.eyebrow)}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div
          style={{
            fontSize: headingSize(heading),
            fontWeight: weight.bold,
            lineHeight: 1.08,
            letterSpacing: -2,
            maxWidth: 1000,
          }}
        >
          {heading}
        </div>
        {description ? (
          <div style={{ fontSize: 28, lineHeight: 1.4, color: colour.textMuted, maxWidth: 980 }}>
            {description}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <div style={{ width: 48, height: 6, borderRadius: 3, background: colour.accent }} />
        <div style={{ fontSize: 24, color: colour.textMuted }}>{props.address}</div>
      </div>
    </div>
  )
}

/** The site's mark, as the app icons show it: an orbit around a planet, and a moon. */
function Mark() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64">
      <ellipse
        cx="32"
        cy="32"
        rx="25"
        ry="11"
        fill="none"
        stroke={colour.violet}
        strokeWidth="3"
        transform="rotate(-28 32 32)"
      />
      <circle cx="32" cy="32" r="11" fill={colour.accent} />
      <circle cx="52" cy="21" r="4" fill={colour.coral} />
    </svg>
  )
}
