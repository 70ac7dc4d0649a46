import type { DocumentActionComponent, TemplateItem } from 'sanity'

/* The site reads its one settings document by type: editors may edit it, never add or remove. */

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
