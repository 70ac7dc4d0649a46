/*
 * The written forms that content values must take. The site checks content against them when
 * it reads it, and the Studio when editors write it, so both hold editors to the same rules.
 */

/** An id that links can jump to: lowercase words joined by dashes, e.g. your-rights. */
export const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A colour as six hex digits, e.g. #0b0b0f. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** An ISO 3166-1 alpha-2 country code, e.g. NL. */
export const COUNTRY_CODE = /^[A-Z]{2}$/

/** An ISO 4217 currency code, e.g. EUR. */
export const CURRENCY_CODE = /^[A-Z]{3}$/

/** A BCP 47 language tag, e.g. en or en-GB. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/

/** A mail address, checked only as far as a mail link needs: something@somewhere. */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+$/

/** The earliest and latest years a product can carry. */
export const PRODUCT_YEARS = { min: 1990, max: 2100 } as const

/** The heights, in CSS pixels, a framed form may have. */
export const FORM_HEIGHTS = { min: 200, max: 2000 } as const

/** How many items a marquee needs before it is worth moving. */
export const MARQUEE_MIN_ITEMS = 2
