import type { DocumentActionComponent, TemplateItem } from 'sanity'

/*
 * The site settings are one document with a fixed id (siteSettings), which the site reads by
 * type. A second one, or none, would leave the site guessing, so editors can change and
 * publish it but not create, duplicate, delete or unpublish it.
 */

const SETTINGS_TYPE = 'siteSettings'

const REFUSED_ACTIONS = new Set(['delete', 'duplicate', 'unpublish'])

export function settingsActions(actions: DocumentActionComponent[], schemaType: string) {
  if (schemaType !== SETTINGS_TYPE) return actions
  return actions.filter(({ action }) => !action || !REFUSED_ACTIONS.has(action))
}

/** "Create new" offers every type but the settings, which the structure opens directly. */
export function creatableTemplates(templates: TemplateItem[]) {
  return templates.filter(({ templateId }) => templateId !== SETTINGS_TYPE)
}
