import { defineField, defineType } from 'sanity'
import {
  DEFAULT_INTERFACE_LABELS,
  type InterfaceLabels,
} from '../../../src/domain/content/site-settings'

/** What each label is for, in the order editors meet them. */
const LABELS: Record<keyof InterfaceLabels, string> = {
  skipToContent: 'Skip link',
  menu: 'Menu button',
  closeMenu: 'Close menu button',
  offline: 'Announcement when the connection drops',
  online: 'Announcement when the connection returns',
  pageLoaded: 'Announcement when a slow page has loaded',
  consentTitle: 'Analytics consent: question',
  consentBody: 'Analytics consent: why we ask',
  consentAccept: 'Analytics consent: accept',
  consentDecline: 'Analytics consent: decline',
  privacyChoices: 'Footer link to the consent choice',
  offlineTitle: 'Offline page: title',
  offlineBody: 'Offline page: text',
  offlineRetry: 'Offline page: retry button',
}

/** Words of the site's own controls; one left empty keeps the default shown under it. */
export const interfaceLabels = defineType({
  name: 'interfaceLabels',
  title: 'Interface labels',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: (Object.keys(LABELS) as (keyof InterfaceLabels)[]).map((name) => {
    const wording = DEFAULT_INTERFACE_LABELS[name]
    return defineField({
      name,
      title: LABELS[name],
      type: wording.length > 60 ? 'text' : 'string',
      description: `Default: “${wording}”`,
    })
  }),
})
