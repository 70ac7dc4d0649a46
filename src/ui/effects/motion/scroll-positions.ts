// Scroll positions by address for the session (bounded), for back, forward and reload.

const STORAGE_KEY = 'alts:scroll-positions'
const MAX_ENTRIES = 50

type Positions = Record<string, number>

function read(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Positions
  } catch {
    return {}
  }
}

export function currentAddress(): string {
  return `${location.pathname}${location.search}`
}

export function savedPosition(address: string): number | undefined {
  const position = read()[address]
  return typeof position === 'number' ? position : undefined
}

export function savePosition(address: string, top: number) {
  const positions = read()
  delete positions[address]
  positions[address] = Math.round(top)
  const kept = Object.entries(positions).slice(-MAX_ENTRIES)
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)))
  } catch {
    // Storage full or disabled: positions are a nicety, not a requirement.
  }
}
