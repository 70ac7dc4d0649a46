import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './environment'

export default defineCliConfig({
  api: { projectId, dataset },
  // Only on this machine: `npm run studio:dev` is not meant for the network.
  server: { hostname: '127.0.0.1', port: 3333 },
  // Auto-updates load the Studio's code from Sanity's CDN at run time; the Studio ships what
  // was built and tested here instead.
  deployment: { autoUpdates: false },
})
