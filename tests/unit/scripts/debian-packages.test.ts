import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEBIAN_PROGRAMS, neededFor } from '../../../scripts/setup/debian-packages'

const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/setup/debian-packages.ts')
const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })))
const scratch = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'alts-debian-packages-'))
  folders.push(folder)
  return folder
}

/** The programs' settings, each pointing at a path that does not exist (or the one given). */
function envWith(folder: string, present: Record<string, string> = {}) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) }
  delete env.SKIP_APT
  for (const program of DEBIAN_PROGRAMS)
    env[program.setting] =
      present[program.setting] ?? path.join(folder, `missing-${program.package}`)
  return env
}
const run = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [SCRIPT, ...args], {
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    stdio: 'pipe',
  })

describe('the Debian packages the tests take', () => {
  it('lists, for each purpose, the programs it needs', () => {
    const packagesOf = (purpose: 'unit' | 'e2e' | 'bench') =>
      neededFor([purpose], {}).map((program) => program.package)
    expect(packagesOf('unit')).toEqual(['redis-server', 'openssl'])
    expect(packagesOf('e2e')).toEqual([
      'chromium',
      'firefox-esr',
      'webkit2gtk-driver',
      'gjs',
      'gir1.2-webkit2-4.1',
      'xvfb',
      'default-jre-headless',
      'redis-server',
      'nginx',
      'openssl',
    ])
    expect(packagesOf('bench')).toEqual(['chromium', 'redis-server', 'nginx'])
    expect(neededFor(['unit'], { REDIS_SERVER_PATH: '/opt/redis' })[0]!.path).toBe('/opt/redis')
  })

  it('with SKIP_APT=1 installs nothing and fails, naming each missing program and its package', () => {
    const folder = scratch()
    const result = run(['unit', 'e2e'], {
      ...envWith(folder),
      SKIP_APT: '1',
      APT_GET: '/bin/false',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('SKIP_APT=1: installing nothing')
    for (const name of neededFor(['unit', 'e2e'], {}).map((program) => program.package))
      expect(result.stderr).toContain(
        `${path.join(folder, `missing-${name}`)} (Debian package ${name})`,
      )
    expect(result.stderr).toContain(
      'apt-get install chromium firefox-esr webkit2gtk-driver gjs gir1.2-webkit2-4.1 xvfb default-jre-headless redis-server nginx openssl',
    )
  })

  it('says nothing is to be installed when every program is there', () => {
    const folder = scratch()
    const present = Object.fromEntries(DEBIAN_PROGRAMS.map((p) => [p.setting, '/bin/sh']))
    const result = run(['unit'], { ...envWith(folder, present), SKIP_APT: '1' })
    expect(result.status).toBe(0)
    expect(result.stdout).toContain(
      'Debian packages: nothing to install (redis-server, openssl present)',
    )
  })

  it.skipIf(process.getuid?.() !== 0)(
    'announces what it will install and why before apt-get runs, then installs only that',
    () => {
      const folder = scratch()
      const redis = path.join(folder, 'missing-redis-server')
      // A stand-in apt-get: records its arguments and "installs" the program.
      const aptGet = path.join(folder, 'apt-get')
      writeFileSync(
        aptGet,
        `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> ${folder}/calls\n` +
          `[ "$1" = install ] && printf '#!/bin/sh\\n' > ${redis} && chmod +x ${redis}\nexit 0\n`,
      )
      chmodSync(aptGet, 0o755)
      // Every program there but Redis.
      const present = Object.fromEntries(
        DEBIAN_PROGRAMS.filter((p) => p.package !== 'redis-server').map((p) => [
          p.setting,
          '/bin/sh',
        ]),
      )
      const result = run(['e2e'], { ...envWith(folder, present), APT_GET: aptGet })
      expect(result.status).toBe(0)
      const announcement = result.stdout.indexOf('Will install from Debian (apt-get): redis-server')
      expect(announcement).toBe(0)
      expect(result.stdout).toContain(`${redis} (Debian package redis-server): the shared-cache`)
      expect(result.stdout).toContain('Installed: redis-server.')
      expect(readFileSync(path.join(folder, 'calls'), 'utf8')).toBe(
        'noninteractive update -qq\nnoninteractive install -y -qq --no-install-recommends redis-server\n',
      )
    },
  )

  it('refuses a purpose it does not know', () => {
    const result = run(['everything'], envWith(scratch()))
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('Usage: debian-packages.ts unit|e2e|bench')
  })
})
