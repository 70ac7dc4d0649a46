/**
 * Installs the Debian programs the tests, the bench and the observatory need, saying what and why.
 * Usage: node scripts/setup/debian-packages.ts <purpose>…; SKIP_APT=1 only names what is missing.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'

const PURPOSES = ['unit', 'e2e', 'bench', 'observatory'] as const
export type Purpose = (typeof PURPOSES)[number]

export interface DebianProgram {
  /** The environment variable that points at another copy of the program. */
  setting: string
  defaultPath: string
  /** A file the package installs that is not a program (a library's type data, say). */
  notAProgram?: true
  package: string
  why: string
  neededBy: readonly Purpose[]
}

export const DEBIAN_PROGRAMS: readonly DebianProgram[] = [
  {
    setting: 'CHROMIUM_PATH',
    defaultPath: '/usr/bin/chromium',
    package: 'chromium',
    why: 'the end-to-end tests and the bench drive Debian’s Chromium (no browser download)',
    neededBy: ['e2e', 'bench'],
  },
  {
    setting: 'FIREFOX_PATH',
    defaultPath: '/usr/bin/firefox-esr',
    package: 'firefox-esr',
    why: 'the cross-engine end-to-end checks run in Firefox too, over WebDriver BiDi',
    neededBy: ['e2e'],
  },
  {
    setting: 'WEBKIT_WEBDRIVER_PATH',
    defaultPath: '/usr/bin/WebKitWebDriver',
    package: 'webkit2gtk-driver',
    why: 'the cross-engine end-to-end checks drive WebKit (WebKitGTK) through its WebDriver',
    neededBy: ['e2e'],
  },
  {
    setting: 'GJS_PATH',
    defaultPath: '/usr/bin/gjs',
    package: 'gjs',
    why: 'runs the small WebKitGTK browser the WebKit checks drive (tests/e2e/engines/webkit)',
    neededBy: ['e2e'],
  },
  {
    setting: 'WEBKIT_TYPELIB_PATH',
    defaultPath: '/usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib',
    notAProgram: true,
    package: 'gir1.2-webkit2-4.1',
    why: 'gives that browser WebKitGTK’s interface',
    neededBy: ['e2e'],
  },
  {
    setting: 'XVFB_PATH',
    defaultPath: '/usr/bin/Xvfb',
    package: 'xvfb',
    why: 'a virtual display for WebKitGTK, which has no headless mode',
    neededBy: ['e2e'],
  },
  {
    setting: 'JAVA_PATH',
    defaultPath: '/usr/bin/java',
    package: 'default-jre-headless',
    why: 'the HTML validity test runs the Nu Html Checker (vnu-jar from npm) on Java',
    neededBy: ['e2e'],
  },
  {
    setting: 'REDIS_SERVER_PATH',
    defaultPath: '/usr/bin/redis-server',
    package: 'redis-server',
    why: 'the shared-cache tests and the bench start their own Redis on loopback',
    neededBy: ['unit', 'e2e', 'bench'],
  },
  {
    setting: 'NGINX_PATH',
    defaultPath: '/usr/sbin/nginx',
    package: 'nginx',
    why: 'the edge in front of the site in the bad-input tests, and the bench’s balancer and file server',
    neededBy: ['e2e', 'bench'],
  },
  {
    setting: 'OPENSSL_PATH',
    defaultPath: '/usr/bin/openssl',
    package: 'openssl',
    why: 'the Sanity emulator and npm run observatory sign throwaway certificates for their TLS',
    neededBy: ['unit', 'e2e', 'observatory'],
  },
]

export interface Needed extends DebianProgram {
  path: string
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

const isThere = (program: Needed) =>
  program.notAProgram ? existsSync(program.path) : isExecutable(program.path)

export const neededFor = (
  purposes: readonly Purpose[],
  env: Record<string, string | undefined>,
): Needed[] =>
  DEBIAN_PROGRAMS.filter((program) => program.neededBy.some((p) => purposes.includes(p))).map(
    (program) => ({ ...program, path: env[program.setting] || program.defaultPath }),
  )

const lineOf = (program: Needed) =>
  `  ${program.path} (Debian package ${program.package}): ${program.why}`

function main(): number {
  const purposes = process.argv.slice(2)
  const unknown = purposes.filter((purpose) => !(PURPOSES as readonly string[]).includes(purpose))
  if (purposes.length === 0 || unknown.length > 0) {
    console.error(
      `Usage: debian-packages.ts ${PURPOSES.join('|')} [more…] (got: ${unknown.join(' ')})`,
    )
    return 2
  }
  const needed = neededFor(purposes as Purpose[], process.env)
  const missing = needed.filter((program) => !isThere(program))
  if (missing.length === 0) {
    console.log(
      `Debian packages: nothing to install (${needed.map((p) => p.package).join(', ')} present).`,
    )
    return 0
  }
  const packages = [...new Set(missing.map((program) => program.package))]
  if (process.env.SKIP_APT === '1') {
    console.error(
      [
        'SKIP_APT=1: installing nothing, but these programs are missing:',
        ...missing.map(lineOf),
        `Install them with \`apt-get install ${packages.join(' ')}\`, or point ` +
          `${missing.map((program) => program.setting).join(', ')} at your own copies.`,
      ].join('\n'),
    )
    return 1
  }
  console.log(
    [
      `Will install from Debian (apt-get): ${packages.join(', ')}, because they are missing:`,
      ...missing.map(lineOf),
      '(SKIP_APT=1 installs nothing and stops here instead.)',
    ].join('\n'),
  )
  const root = process.getuid?.() === 0
  const sudo = !root && spawnSync('sh', ['-c', 'command -v sudo']).status === 0
  if (!root && !sudo) {
    console.error(`Cannot install ${packages.join(' ')}: run as root, or install them yourself.`)
    return 1
  }
  const aptGet = process.env.APT_GET || 'apt-get'
  const run = (args: string[]) => {
    const [command, ...rest] = root ? [aptGet, ...args] : ['sudo', '-n', aptGet, ...args]
    return spawnSync(command!, rest, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status
  }
  if (
    run(['update', '-qq']) !== 0 ||
    run(['install', '-y', '-qq', '--no-install-recommends', ...packages]) !== 0
  ) {
    console.error(`apt-get could not install ${packages.join(' ')}.`)
    return 1
  }
  const still = missing.filter((program) => !isThere(program))
  if (still.length > 0) {
    console.error(['Installed, but still missing:', ...still.map(lineOf)].join('\n'))
    return 1
  }
  console.log(`Installed: ${packages.join(', ')}.`)
  return 0
}

if (import.meta.filename === process.argv[1]) process.exitCode = main()
