// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { mayMeasure, shouldAskForConsent } from '@/domain/privacy'
import {
  CONSENT_STORAGE_KEY,
  createConsentStore,
  rememberedConsent,
  storedChoice,
} from '@/ui/shell/consent/consent-store'

/*
 * The analytics choice holds for the period the content sets, from the moment it was made. Each
 * store stands for one page load; the clock is fixed and moved by hand.
 */

const ANSWERED = new Date('2026-03-15T09:30:00.000Z')

function clock(start: Date) {
  let time = start.getTime()
  return {
    now: () => new Date(time),
    set: (iso: string) => void (time = Date.parse(iso)),
  }
}

/** A page load at `now`, with the choice held for `months`. */
const pageLoad = (now: () => Date, months = 12) => createConsentStore({ months, now })

afterEach(() => localStorage.clear())

describe('the analytics choice', () => {
  it('is asked for when none was made', () => {
    const { now } = clock(ANSWERED)
    const signals = pageLoad(now).snapshot()
    expect(signals.consent).toBe('unknown')
    expect(shouldAskForConsent(signals)).toBe(true)
  })

  it('is remembered with the time it was made', () => {
    const { now } = clock(ANSWERED)
    pageLoad(now).choose('granted')
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      consent: 'granted',
      answeredAt: '2026-03-15T09:30:00.000Z',
    })
  })

  it('holds until the period the content sets has passed, then is asked for again', () => {
    const time = clock(ANSWERED)
    pageLoad(time.now).choose('granted')

    time.set('2027-03-15T09:29:59.999Z')
    const lastMoment = pageLoad(time.now).snapshot()
    expect(lastMoment.consent).toBe('granted')
    expect(mayMeasure(lastMoment)).toBe(true)

    time.set('2027-03-15T09:30:00.000Z')
    const expired = pageLoad(time.now).snapshot()
    expect(expired.consent).toBe('unknown')
    expect(mayMeasure(expired)).toBe(false)
    expect(shouldAskForConsent(expired)).toBe(true)
  })

  it('holds a no for the same period', () => {
    const time = clock(ANSWERED)
    pageLoad(time.now, 6).choose('denied')
    time.set('2026-09-15T09:29:59.999Z')
    expect(pageLoad(time.now, 6).snapshot().consent).toBe('denied')
    time.set('2026-09-15T09:30:00.000Z')
    expect(pageLoad(time.now, 6).snapshot().consent).toBe('unknown')
  })

  it('expires by the period the content sets now, not the one it was made under', () => {
    const time = clock(ANSWERED)
    pageLoad(time.now, 12).choose('granted')
    time.set('2026-07-01T00:00:00.000Z')
    expect(pageLoad(time.now, 12).snapshot().consent).toBe('granted')
    expect(pageLoad(time.now, 3).snapshot().consent).toBe('unknown')
  })

  it('counts as no answer when stored without its time, or not as the site stores it', () => {
    const { now } = clock(ANSWERED)
    for (const stored of [
      'granted',
      'denied',
      '{"consent":"granted"}',
      '{"consent":"granted","answeredAt":"yesterday"}',
      '{"consent":"maybe","answeredAt":"2026-03-15T09:30:00.000Z"}',
      'null',
      '{',
    ]) {
      localStorage.setItem(CONSENT_STORAGE_KEY, stored)
      expect(pageLoad(now).snapshot().consent, stored).toBe('unknown')
    }
  })

  it('is answered again over an expired choice, and the new one holds', () => {
    const time = clock(ANSWERED)
    pageLoad(time.now).choose('granted')
    time.set('2027-04-01T00:00:00.000Z')
    const store = pageLoad(time.now)
    expect(store.snapshot().consent).toBe('unknown')
    store.choose('denied')
    expect(store.snapshot().consent).toBe('denied')
    expect(pageLoad(time.now).snapshot().consent).toBe('denied')
  })

  it('holds for the page when storage is unavailable', () => {
    const { now } = clock(ANSWERED)
    const unavailable = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const store = createConsentStore({ months: 12, now, storage: unavailable })
    expect(store.snapshot().consent).toBe('unknown')
    store.choose('granted')
    expect(store.snapshot().consent).toBe('granted')
  })

  it('keeps one snapshot until something changes, and tells its subscribers', () => {
    const { now } = clock(ANSWERED)
    const store = pageLoad(now)
    const heard: string[] = []
    const unsubscribe = store.subscribe(() => heard.push(store.snapshot().consent))
    const first = store.snapshot()
    expect(store.snapshot()).toBe(first)
    store.choose('granted')
    store.reopen()
    expect(store.snapshot()).toMatchObject({ consent: 'granted', reopened: true })
    unsubscribe()
    store.choose('denied')
    expect(heard).toEqual(['granted', 'granted'])
  })
})

describe('a stored choice', () => {
  it('reads back as what was chosen, within its period', () => {
    const stored = storedChoice('denied', ANSWERED)
    expect(rememberedConsent(stored, ANSWERED, 1)).toBe('denied')
    expect(rememberedConsent(stored, new Date('2026-04-15T09:30:00.000Z'), 1)).toBe('unknown')
    expect(rememberedConsent(null, ANSWERED, 12)).toBe('unknown')
  })
})
