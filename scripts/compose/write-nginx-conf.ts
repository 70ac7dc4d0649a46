/** Writes the compose file's nginx configuration: npm run compose:nginx */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { NGINX_CONF, nginxConf } from './nginx-conf.ts'

writeFileSync(path.resolve(import.meta.dirname, '../..', NGINX_CONF), nginxConf())
console.log(`wrote ${NGINX_CONF}`)
