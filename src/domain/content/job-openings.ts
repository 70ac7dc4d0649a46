import type { SalaryRange, Workplace } from './documents'

/* A role's structured facts (exact for search engines' JobPosting) in words for visitors. */
/** "Rotterdam", "Remote in Europe" or "Rotterdam or remote in Europe". */
export function workplaceText({ office, remoteRegion }: Workplace): string {
  const remote = remoteRegion ? `remote in ${remoteRegion}` : undefined
  if (office && remote) return `${office.city} or ${remote}`
  if (office) return office.city
  return remote ? `R${remote.slice(1)}` : ''
}

const PERIOD_WORDS: Record<SalaryRange['per'], string> = {
  hour: 'an hour',
  month: 'a month',
  year: 'a year',
}

/** "€5,400 – €7,000 a month" (British English, whole units). */
export function salaryText({ currency, minimum, maximum, per }: SalaryRange): string {
  const money = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  })
  const amount =
    minimum === maximum
      ? money.format(minimum)
      : `${money.format(minimum)} – ${money.format(maximum)}`
  return `${amount} ${PERIOD_WORDS[per]}`
}
