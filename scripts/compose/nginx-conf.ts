/** The compose file's balancer configuration (deploy/nginx.conf), written by `npm run compose:nginx`. */
import { balancerBlocksOf, type BalancerSite } from '../balancer/nginx-balancer.ts'

export const NGINX_CONF = 'deploy/nginx.conf'
export const NGINX_CONF_IN_IMAGE = '/etc/nginx/conf.d/default.conf'
/** The instances (compose services) and the port each serves on inside its container. */
export const SITE_SERVICES = ['site-1', 'site-2'] as const
export const SITE_PORT = 3000

export const COMPOSE_BALANCER: BalancerSite = {
  listen: '80',
  upstream: 'instances',
  servers: SITE_SERVICES.map((service) => `${service}:${SITE_PORT}`),
}

export const nginxConf = (): string =>
  `# Written by \`npm run compose:nginx\` (scripts/compose/nginx-conf.ts): do not edit by hand.
# compose.yaml mounts it as ${NGINX_CONF_IN_IMAGE} in the nginx image (http context).
${balancerBlocksOf(COMPOSE_BALANCER).replace(/^\n/, '')}
`
