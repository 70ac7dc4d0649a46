import { defineField, type StringRule } from 'sanity'
import {
  EMBEDDABLE_URL_RULE,
  HREF_RULE,
  isAllowedHref,
  isEmbeddableUrl,
} from '../../src/domain/content/link'

/* Each mirrors a rule the site applies as it reads content: what editors publish renders. */

/** Text the site needs: more than spaces, as the site trims what it reads. */
export const requiredText = requiredAnd((text) => text !== '', 'must be more than spaces')

/** A link's destination, by the site's own rule (a site route, #hash, mail, phone or https). */
export const hrefRule = requiredAnd(isAllowedHref, HREF_RULE)

/** The address of something shown in a frame: https, or a path on the site. */
export const embeddableUrlRule = requiredAnd(isEmbeddableUrl, EMBEDDABLE_URL_RULE)

/** A one-line text field the site needs. */
export function requiredString(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    type: 'string',
    ...(description && { description }),
    validation: requiredText,
  })
}

/** A one-line text field the site may go without. */
export function optionalString(name: string, title: string, description?: string) {
  return defineField({ name, title, type: 'string', ...(description && { description }) })
}

/** A text field of a few lines that the site needs. */
export function requiredParagraphs(name: string, title: string, rows: number) {
  return defineField({ name, title, type: 'text', rows, validation: requiredText })
}

/** A string of a given form, such as a colour or a country code; the site rejects others. */
export function matching(pattern: RegExp, example: string, { required = false } = {}) {
  return (rule: StringRule) => [
    ...(required ? [rule.required()] : []),
    rule.regex(pattern).error(`Must look like ${example}`),
  ]
}

/** A string the site needs, and accepts once trimmed only as `accepts` says, in its own words. */
function requiredAnd(accepts: (text: string) => boolean, siteRule: string) {
  return (rule: StringRule) =>
    rule
      .required()
      .custom(
        (text) =>
          typeof text !== 'string' || text === '' || accepts(text.trim()) || sentence(siteRule),
      )
}

/** The site's rule ("must be …") as a message of its own ("Must be …"). */
function sentence(rule: string): string {
  return rule.charAt(0).toUpperCase() + rule.slice(1)
}
