import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { apiHost, dataset, projectId } from './environment'
import { schemaTypes } from './schema'
import { creatableTemplates, settingsActions } from './settings-singleton'
import { structure } from './structure'

export default defineConfig({
  name: 'default',
  title: 'Alts',
  projectId,
  dataset,
  // A local API such as the emulator has no login page: the Studio takes a token instead.
  ...(apiHost && { apiHost, auth: { loginMethod: 'token' } }),
  plugins: [structureTool({ structure })],
  schema: { types: schemaTypes },
  document: {
    actions: (actions, { schemaType }) => settingsActions(actions, schemaType),
    newDocumentOptions: (templates) => creatableTemplates(templates),
  },
})
