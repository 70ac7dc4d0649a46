import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { apiHost, dataset, previewOrigin, projectId } from './environment'
import { resolve } from './presentation/resolve'
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
  plugins: [
    structureTool({ structure }),
    // Frames the site's draft pages beside the document being edited, with click-to-edit.
    presentationTool({
      resolve,
      previewUrl: { origin: previewOrigin, previewMode: { enable: '/api/draft-mode/enable' } },
    }),
  ],
  schema: { types: schemaTypes },
  document: {
    actions: (actions, { schemaType }) => settingsActions(actions, schemaType),
    newDocumentOptions: (templates) => creatableTemplates(templates),
  },
})
