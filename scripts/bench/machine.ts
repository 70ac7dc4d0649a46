import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { CHROMIUM_PATH } from './chromium.ts'
import { NGINX_PATH } from './nginx.ts'
import { REDIS_SERVER_PATH } from './redis.ts'

/** What the figures were measured on, so they can be compared with a rerun. */
export function describeMachine(root: string): Record<string, string> {
  const versionOf = (command: string, args: string[]) => {
    // Chromium answers on stdout (its wrapper script may warn on stderr), nginx -v on stderr.
    const answer = spawnSync(command, args, { encoding: 'utf8' })
    if (answer.error) return String(answer.error)
    return (answer.stdout.trim() || answer.stderr.trim()).split('\n')[0]!
  }
  const packageVersion = (name: string) =>
    (
      JSON.parse(readFileSync(`${root}/node_modules/${name}/package.json`, 'utf8')) as {
        version: string
      }
    ).version
  const system =
    /PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? os.type()
  const cpus = os.cpus()
  const memoryGiB = Math.round(os.totalmem() / 1024 ** 3)
  const chromium = versionOf(CHROMIUM_PATH, ['--version'])
  return {
    summary: `${cpus.length} cores (${cpus[0]?.model.trim()}), ${memoryGiB} GiB, ${system}, Node ${process.versions.node}, ${chromium}`,
    cpus: `${cpus.length} × ${cpus[0]?.model.trim()}`,
    memory: `${memoryGiB} GiB`,
    system,
    node: process.versions.node,
    chromium,
    nginx: versionOf(NGINX_PATH, ['-v']).replace(/^nginx version: /, ''),
    redis: /v=(\S+)/.exec(versionOf(REDIS_SERVER_PATH, ['--version']))?.[1] ?? 'unknown',
    next: packageVersion('next'),
    lighthouse: packageVersion('lighthouse'),
  }
}
