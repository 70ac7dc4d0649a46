import { describe, expect, it } from 'vitest'
import { balancerConfigOf } from '../../../scripts/bench/nginx'

describe('the balancer of the several-instances bench', () => {
  const config = balancerConfigOf('/tmp/prefix', [
    { port: 3313, upstreams: [3311] },
    { port: 3314, upstreams: [3311, 3312] },
  ])

  it('listens on loopback only and passes each port to its own upstream of loopback servers', () => {
    expect(config.match(/listen .*;/g)).toEqual([
      'listen 127.0.0.1:3313;',
      'listen 127.0.0.1:3314;',
    ])
    expect(config.match(/server 127\.0\.0\.1:\d+;/g)).toEqual([
      'server 127.0.0.1:3311;',
      'server 127.0.0.1:3311;',
      'server 127.0.0.1:3312;',
    ])
    expect(config).toContain('proxy_pass http://instances_3313;')
    expect(config).toContain('proxy_pass http://instances_3314;')
  })

  it('keeps connections to the instances open, as a balancer in front of them should', () => {
    expect(config.match(/keepalive \d+;/g)).toHaveLength(2)
    const locations = config.match(/proxy_pass /g)!.length
    expect(config.match(/proxy_http_version 1\.1;/g)).toHaveLength(locations)
    // Without this, nginx sends "Connection: close" upstream and keepalive does nothing.
    expect(config.match(/proxy_set_header Connection "";/g)).toHaveLength(locations)
  })

  it('runs in the foreground, one process, everything under its own folder', () => {
    expect(config).toContain('daemon off;')
    expect(config).toContain('master_process off;')
    expect(config).toContain('pid /tmp/prefix/nginx.pid;')
  })
})
