import type { DocumentActionComponent, TemplateItem } from 'sanity'
import { describe, expect, it } from 'vitest'
import { creatableTemplates, settingsActions } from '../../studio/settings-singleton'

function action(name: string): DocumentActionComponent {
  const component = (() => null) as unknown as DocumentActionComponent
  component.action = name as DocumentActionComponent['action']
  return component
}

const ALL = ['publish', 'discardChanges', 'restore', 'delete', 'duplicate', 'unpublish'].map(action)

describe('the site settings, one document', () => {
  it('can be published, reverted and restored, but not deleted, duplicated or unpublished', () => {
    expect(settingsActions(ALL, 'siteSettings').map(({ action }) => action)).toEqual([
      'publish',
      'discardChanges',
      'restore',
    ])
  })

  it('leaves every other type its actions', () => {
    expect(settingsActions(ALL, 'page')).toEqual(ALL)
  })

  it('is not offered among the documents to create', () => {
    const templates = ['siteSettings', 'page', 'product'].map(
      (templateId) => ({ templateId }) as TemplateItem,
    )
    expect(creatableTemplates(templates).map(({ templateId }) => templateId)).toEqual([
      'page',
      'product',
    ])
  })
})
