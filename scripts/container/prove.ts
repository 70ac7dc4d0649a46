/**
 * `npm run container:prove [-- --keep]` (as root, on Debian): the Dockerfile's recipe with no
 * container engine, then checks it serves the site (docs/operations.md, "How far it is proven").
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { appendFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readNdjson } from '../../src/adapters/fixtures/ndjson.ts'
import { isPortFree } from '../setup/free-port.ts'
import { isIgnored, readDockerfile, readDockerignore, ROOT, type Stage } from './dockerfile.ts'

const { values: options } = parseArgs({ options: { keep: { type: 'boolean', default: false } } })
const MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian'
/** The only base image this proof knows how to stand in for. */
const BASE = /^node:24-bookworm-slim$/
const HEALTHY_WITHIN_MS = 180_000
const STOPPED_WITHIN_MS = 30_000
/** Where RUN steps find the machine's egress CA (NODE_EXTRA_CA_CERTS), if it has one. */
const HOST_CA = '/run/host-egress-ca.crt'
/** Docker's PATH when an image sets none (the node image sets the same). */
const DEFAULT_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

const started = Date.now()
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)
function fail(message: string): never {
  console.error(`container:prove FAILED: ${message}`)
  process.exitCode = 1
  throw new Error(message)
}

if (process.getuid?.() !== 0) fail('run it as root: it builds a root file system and uses chroot')
for (const program of ['mmdebstrap', 'unshare', 'chroot', 'tar'])
  if (spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0)
    fail(`${program} is missing (apt-get install mmdebstrap util-linux coreutils tar)`)

const stages = readDockerfile()
const ignore = readDockerignore()
const scratch = mkdtempSync(path.join(tmpdir(), 'alts-container-'))
let server: ChildProcess | undefined

/** Mounts under the scratch folder that are visible here (there must be none before removing it). */
const mountsUnder = (folder: string) =>
  readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4] ?? '')
    .filter((point) => point.startsWith(folder))

function cleanUp() {
  if (server && server.exitCode === null) server.kill('SIGKILL')
  if (options.keep) return log(`kept ${scratch}`)
  const mounted = mountsUnder(scratch)
  if (mounted.length > 0) return log(`NOT removing ${scratch}: still mounted ${mounted.join(', ')}`)
  rmSync(scratch, { recursive: true, force: true })
  log(`removed ${scratch}`)
}

try {
  await prove()
  log(`PROVED in ${((Date.now() - started) / 60_000).toFixed(1)} min`)
} catch (error) {
  if (process.exitCode !== 1) {
    console.error(error)
    process.exitCode = 1
  }
} finally {
  cleanUp()
}

async function prove() {
  log(`Dockerfile: ${stages.length} stages, from ${stages.map((stage) => stage.image).join(', ')}`)
  const base = path.join(scratch, 'base.tar')
  makeBase(base)
  const roots = new Map<string, string>()
  let last: BuiltStage | undefined
  for (const [index, stage] of stages.entries()) {
    if (!BASE.test(stage.image))
      fail(`base image ${stage.image}: only node:24-bookworm-slim stands in here`)
    const root = path.join(scratch, `stage-${index}`)
    mkdirSync(root)
    execFileSync('tar', ['-C', root, '-xf', base])
    if (stage.name) roots.set(stage.name, root)
    log(`stage ${index}${stage.name ? ` (${stage.name})` : ''}: ${stage.image}`)
    last = { stage, root, ...runStage(stage, root, roots) }
  }
  if (!last) fail('the Dockerfile has no stage')
  await runContainer(last)
}

/** The stand-in for node:24-bookworm-slim, as a tar of its root file system. */
function makeBase(tar: string) {
  log(`mmdebstrap: Debian bookworm (minbase) from ${MIRROR}`)
  execFileSync('mmdebstrap', ['--quiet', '--variant=minbase', 'bookworm', tar, MIRROR], {
    stdio: 'inherit',
  })
  const root = path.join(scratch, 'base')
  mkdirSync(root)
  execFileSync('tar', ['-C', root, '-xf', tar])
  // Node.js 24, as the official image installs it: /usr/local/bin/node, npm beside it.
  const nodeBinary = path.join(ROOT, 'node_modules/node/bin/node')
  const version = execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim()
  if (!version.startsWith('v24.')) fail(`node_modules/node is ${version}, not Node.js 24`)
  cpSync(nodeBinary, path.join(root, 'usr/local/bin/node'))
  const npmHome = path.dirname(
    path.dirname(
      execFileSync('sh', ['-c', 'readlink -f "$(command -v npm)"'], { encoding: 'utf8' }).trim(),
    ),
  )
  cpSync(npmHome, path.join(root, 'usr/local/lib/node_modules/npm'), { recursive: true })
  for (const [name, target] of [
    ['npm', '../lib/node_modules/npm/bin/npm-cli.js'],
    ['npx', '../lib/node_modules/npm/bin/npx-cli.js'],
  ] as const)
    symlinkSync(target, path.join(root, 'usr/local/bin', name))
  // The official image's user: `groupadd --gid 1000 node && useradd --uid 1000 --gid node …`.
  appendFileSync(path.join(root, 'etc/group'), 'node:x:1000:\n')
  appendFileSync(path.join(root, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/bash\n')
  mkdirSync(path.join(root, 'home/node'))
  execFileSync('chown', ['1000:1000', path.join(root, 'home/node')])
  const debian = readFileSync(path.join(root, 'etc/debian_version'), 'utf8').trim()
  execFileSync('tar', ['-C', root, '-cf', tar, '.'])
  rmSync(root, { recursive: true })
  const npmVersion = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim()
  log(`base ready: Debian ${debian}, Node.js ${version}, npm ${npmVersion}, user node (1000:1000)`)
}

/** uid:gid of a user or `user:group` in a stage's own /etc/passwd and /etc/group. */
function idsOf(root: string, spec: string): { uid: number; gid: number } {
  const [user = '', group] = spec.split(':')
  const table = (file: string) =>
    readFileSync(path.join(root, 'etc', file), 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
  const passwd = table('passwd').find((entry) => entry[0] === user || entry[2] === user)
  if (!passwd) fail(`user ${user} does not exist in the stage`)
  const groupEntry = group
    ? table('group').find((entry) => entry[0] === group || entry[2] === group)
    : undefined
  if (group && !groupEntry) fail(`group ${group} does not exist in the stage`)
  return { uid: Number(passwd[2]), gid: Number(groupEntry ? groupEntry[2] : passwd[3]) }
}

/** The build context's files (relative paths), less what .dockerignore leaves out. */
function contextFiles(folder = ''): string[] {
  const files: string[] = []
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name
    if (isIgnored(ignore, relative)) continue
    if (entry.isDirectory()) files.push(...contextFiles(relative))
    else files.push(relative)
  }
  return files
}

/** Runs a command in a stage's root, as an engine would: its own mounts, the stage's view. */
function inStage(
  root: string,
  user: string,
  workdir: string,
  stageEnv: Record<string, string>,
  argv: string[],
) {
  // The machine's egress CA, if any, mounted read-only for RUN steps only, as a build secret.
  const hostCa = argv[0] === '/bin/sh' ? process.env.NODE_EXTRA_CA_CERTS : undefined
  const env = hostCa ? { ...stageEnv, NODE_EXTRA_CA_CERTS: HOST_CA } : stageEnv
  const { uid, gid } = idsOf(root, user)
  const envArgs = Object.entries(env).map(([name, value]) => `${name}=${value}`)
  const script =
    'set -e; mount -t proc proc "$R/proc"; mount --rbind /dev "$R/dev"; ' +
    (hostCa ? `touch "$R${HOST_CA}"; mount --bind -o ro "${hostCa}" "$R${HOST_CA}"; ` : '') +
    'cp /etc/resolv.conf "$R/etc/resolv.conf"; cd "$R"; ' +
    `exec chroot --userspec=${uid}:${gid} --groups=${gid} "$R" /usr/bin/env -i "$@"`
  const namespaced = ['--mount', '--propagation', 'private', 'sh', '-c', script, 'stage']
  const inWorkdir = ['/bin/sh', '-c', 'cd "$0" && exec "$@"', workdir, ...argv]
  return {
    command: 'unshare',
    args: [...namespaced, ...envArgs, ...inWorkdir],
    env: { ...process.env, R: root },
  }
}

function runStage(stage: Stage, root: string, roots: Map<string, string>) {
  const env: Record<string, string> = { PATH: DEFAULT_PATH }
  let user = 'root'
  let workdir = '/'
  for (const instruction of stage.instructions) {
    switch (instruction.kind) {
      case 'ARG': {
        // As with no --build-arg: only a default sets it. Proxies pass through, as Docker's do.
        if (instruction.value !== undefined) env[instruction.name] = instruction.value
        break
      }
      case 'ENV':
        Object.assign(env, instruction.values)
        break
      case 'WORKDIR':
        workdir = path.posix.resolve(workdir, instruction.path)
        mkdirSync(path.join(root, workdir), { recursive: true })
        break
      case 'USER':
        idsOf(root, instruction.user)
        user = instruction.user
        break
      case 'COPY':
        copy(instruction, root, workdir, roots)
        break
      case 'RUN': {
        log(`RUN ${instruction.command}`)
        const run = inStage(root, user, workdir, env, ['/bin/sh', '-c', instruction.command])
        const result = spawnSync(run.command, run.args, { env: run.env, stdio: 'inherit' })
        if (result.status !== 0) fail(`RUN ${instruction.command} exited with ${result.status}`)
        if (mountsUnder(root).length > 0) fail(`mounts of RUN leaked out of its namespace`)
        break
      }
      default:
        log(`${instruction.kind} (read at start)`)
    }
  }
  return { env, user, workdir }
}

function copy(
  instruction: Extract<Stage['instructions'][number], { kind: 'COPY' }>,
  root: string,
  workdir: string,
  roots: Map<string, string>,
) {
  const destination = path.posix.resolve(workdir, instruction.destination)
  const into = instruction.destination.endsWith('/') || instruction.sources.length > 1
  const ids = instruction.chown ? idsOf(root, instruction.chown) : undefined
  const copied: string[] = []
  for (const source of instruction.sources) {
    if (instruction.from !== undefined) {
      const from = roots.get(instruction.from)
      if (!from) fail(`COPY --from=${instruction.from}: no such stage`)
      const sourcePath = path.join(from, path.posix.resolve('/', source))
      if (!existsSync(sourcePath)) fail(`COPY --from=${instruction.from} ${source}: not there`)
      if (lstatSync(sourcePath).isDirectory()) {
        for (const name of readdirSync(sourcePath)) {
          const target = path.join(root, destination, name)
          cpSync(path.join(sourcePath, name), target, { recursive: true, verbatimSymlinks: true })
          copied.push(target)
        }
      } else {
        const target = path.join(
          root,
          into ? path.posix.join(destination, path.basename(source)) : destination,
        )
        cpSync(sourcePath, target)
        copied.push(target)
      }
      continue
    }
    const clean = path.posix.normalize(source).replace(/\/$/, '')
    const files = contextFiles().filter(
      (file) => clean === '.' || file === clean || file.startsWith(`${clean}/`),
    )
    if (files.length === 0) fail(`COPY ${source}: nothing in the build context`)
    for (const file of files) {
      const relative =
        clean === '.' || file !== clean
          ? path.posix.relative(clean === '.' ? '' : clean, file)
          : path.basename(file)
      const target = path.join(
        root,
        into || clean === '.' || file !== clean
          ? path.posix.join(destination, relative)
          : destination,
      )
      mkdirSync(path.dirname(target), { recursive: true })
      cpSync(path.join(ROOT, file), target, { verbatimSymlinks: true })
      copied.push(target)
    }
  }
  if (ids)
    for (const target of copied)
      execFileSync('chown', ['-R', '-h', `${ids.uid}:${ids.gid}`, target])
  log(
    `COPY ${instruction.from ? `--from=${instruction.from} ` : ''}${instruction.chown ? `--chown=${instruction.chown} ` : ''}${instruction.sources.join(' ')} ${instruction.destination}: ${copied.length} entries`,
  )
}

async function freePort(): Promise<number> {
  for (let port = 5000; port < 5100; port++) if (await isPortFree(port)) return port
  fail('no free port on 127.0.0.1 from 5000 to 5099')
}

type BuiltStage = ReturnType<typeof runStage> & { stage: Stage; root: string }

async function runContainer({ stage, root, env, user, workdir }: BuiltStage) {
  const find = <K extends Stage['instructions'][number]['kind']>(kind: K) =>
    stage.instructions.findLast((instruction) => instruction.kind === kind) as
      Extract<Stage['instructions'][number], { kind: K }> | undefined
  const cmd = find('CMD')
  const healthcheck = find('HEALTHCHECK')
  const stopSignal = (find('STOPSIGNAL')?.signal ?? 'SIGTERM') as NodeJS.Signals
  if (!cmd) fail('the last stage has no CMD')
  if (!healthcheck) fail('the last stage has no HEALTHCHECK')
  const port = await freePort()
  // `docker run -e PORT=… -e HOSTNAME=127.0.0.1`: loopback only, on a port of our range.
  const runEnv = { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' }
  const { uid, gid } = idsOf(root, user)
  log(`CMD ${JSON.stringify(cmd.command)} as ${user} (${uid}:${gid}) in ${workdir}, port ${port}`)
  const run = inStage(root, user, workdir, runEnv, cmd.command)
  const output: string[] = []
  server = spawn(run.command, run.args, { env: run.env, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [server.stdout!, server.stderr!])
    stream.on('data', (chunk: Buffer) => {
      output.push(chunk.toString())
      process.stdout.write(`  | ${chunk.toString().trimEnd().split('\n').join('\n  | ')}\n`)
    })
  const exited = new Promise<number | null>((resolve) =>
    server!.once('exit', (code) => resolve(code)),
  )

  // The HEALTHCHECK's own command, in the container, as its user, until it passes.
  const interval = Number.parseInt(healthcheck.options.interval ?? '10s', 10) * 1000
  const probeEvery = Math.min(interval, 2_000)
  let healthy = false
  let checks = 0
  while (!healthy) {
    if (server.exitCode !== null)
      fail(`the server exited with ${server.exitCode} before it was healthy`)
    const probe = inStage(root, user, workdir, runEnv, healthcheck.command)
    const result = spawnSync(probe.command, probe.args, { env: probe.env, timeout: 10_000 })
    checks += 1
    healthy = result.status === 0
    if (!healthy) {
      if (checks * probeEvery > HEALTHY_WITHIN_MS)
        fail(`not healthy after ${HEALTHY_WITHIN_MS / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, probeEvery))
    }
  }
  log(`HEALTHCHECK passed (check ${checks}): ${JSON.stringify(healthcheck.command).slice(0, 80)}…`)
  const health = await fetch(`http://127.0.0.1:${port}/healthz`)
  log(`/healthz → ${health.status} ${(await health.text()).trim()}`)

  // Who serves: the process's real user (each wrapper exec'd into node).
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  const commandLine = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8')
    .split('\0')
    .join(' ')
    .trim()
  const serverUid = /^Uid:\s+(\d+)/m.exec(status)?.[1]
  if (serverUid !== String(uid)) fail(`the server runs as uid ${serverUid}, not ${uid}`)
  log(`the server is "${commandLine}", pid ${server.pid}, uid ${serverUid} (${user})`)

  // The fixtures are the default content: the home page carries their site description.
  const documents = await readNdjson(path.join(ROOT, 'fixtures/production/data.ndjson'))
  const settings = (documents as { _type?: string; description?: string }[]).find(
    (document) => document._type === 'siteSettings',
  )
  const home = await fetch(`http://127.0.0.1:${port}/`)
  const html = await home.text()
  if (home.status !== 200) fail(`/ answered ${home.status}`)
  if (!settings?.description || !html.includes(settings.description))
    fail("/ does not carry the fixtures' site description")
  log(
    `/ → 200, ${html.length} bytes, with the fixtures' description "${settings.description.slice(0, 40)}…"`,
  )
  const missing = await fetch(`http://127.0.0.1:${port}/no-such-page`)
  log(`/no-such-page → ${missing.status}`)
  if (missing.status !== 404) fail('an unknown page did not answer 404')

  // The stop signal, as `docker stop` sends it, reaches node (every wrapper exec'd into it).
  log(`${stopSignal} → the server`)
  server.kill(stopSignal)
  const code = await Promise.race([
    exited,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOPPED_WITHIN_MS)),
  ])
  if (code !== 0) fail(`the server did not exit cleanly after ${stopSignal}: ${code}`)
  log('the server exited with 0')
}
