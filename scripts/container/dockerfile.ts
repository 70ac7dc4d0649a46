/** Reads the Dockerfile and .dockerignore as an engine does; an unknown instruction stops it. */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export type Instruction =
  | { kind: 'FROM'; image: string; name?: string }
  | { kind: 'ARG'; name: string; value?: string }
  | { kind: 'ENV'; values: Record<string, string> }
  | { kind: 'WORKDIR'; path: string }
  | { kind: 'COPY'; from?: string; chown?: string; sources: string[]; destination: string }
  | { kind: 'RUN'; command: string }
  | { kind: 'USER'; user: string }
  | { kind: 'EXPOSE'; ports: string[] }
  | { kind: 'HEALTHCHECK'; options: Record<string, string>; command: string[] }
  | { kind: 'STOPSIGNAL'; signal: string }
  | { kind: 'CMD'; command: string[] }

export interface Stage {
  image: string
  name?: string
  instructions: Instruction[]
}

/** Splits `a=b c="d e"` into pairs, quotes removed. */
function pairsOf(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const match of text.matchAll(/([A-Za-z_][\w]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const raw = match[2]!
    values[match[1]!] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw
  }
  return values
}

/** `--name=value` flags at the start of an instruction's arguments, and what follows them. */
function flagsOf(text: string): { flags: Record<string, string>; rest: string } {
  const [, leading = '', rest = ''] = /^((?:--[\w-]+=\S+\s+)*)(.*)$/s.exec(text) ?? []
  const flags = [...leading.matchAll(/--([\w-]+)=(\S+)/g)].map(([, name, value]) => [name, value])
  return { flags: Object.fromEntries(flags) as Record<string, string>, rest }
}

function execFormOf(text: string, instruction: string): string[] {
  const parsed: unknown = JSON.parse(text)
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string'))
    throw new Error(`${instruction} must be in exec form (a JSON array of strings): ${text}`)
  return parsed
}

type Fields<K extends Instruction['kind']> = Omit<Extract<Instruction, { kind: K }>, 'kind'>

/** Each instruction after FROM, from its arguments. */
const PARSERS: { [K in Exclude<Instruction['kind'], 'FROM'>]: (args: string) => Fields<K> } = {
  ARG: (args) => {
    const [name = '', value] = args.split('=')
    return { name, value }
  },
  ENV: (args) => ({ values: pairsOf(args) }),
  WORKDIR: (path) => ({ path }),
  COPY: (args) => {
    const { flags, rest } = flagsOf(args)
    const parts = rest.split(/\s+/)
    const { from, chown } = flags
    return { from, chown, sources: parts.slice(0, -1), destination: parts.at(-1)! }
  },
  RUN: (command) => ({ command }),
  USER: (user) => ({ user }),
  EXPOSE: (args) => ({ ports: args.split(/\s+/) }),
  HEALTHCHECK: (args) => {
    const { flags, rest } = flagsOf(args)
    const [, command = ''] = /^CMD\s+(.*)$/.exec(rest) ?? []
    return { options: flags, command: execFormOf(command, 'HEALTHCHECK CMD') }
  },
  STOPSIGNAL: (signal) => ({ signal }),
  CMD: (args) => ({ command: execFormOf(args, 'CMD') }),
}

export function parseDockerfile(text: string): Stage[] {
  // Continuation lines join; comments and blank lines go.
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const stages: Stage[] = []
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? []
    const kind = keyword.toUpperCase()
    if (kind === 'FROM') {
      const [, image = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? []
      stages.push({ image, name, instructions: [] })
      continue
    }
    const stage = stages.at(-1)
    if (!stage) throw new Error(`The Dockerfile must start with FROM, not: ${line}`)
    const parse = PARSERS[kind as keyof typeof PARSERS]
    if (!parse)
      throw new Error(`Instruction ${keyword} is not understood by scripts/container: ${line}`)
    stage.instructions.push({ kind, ...parse(args) } as Instruction)
  }
  return stages
}

export const readDockerfile = (root = ROOT): Stage[] =>
  parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))

/** The .dockerignore's rules in order: later rules win, `!` lets a path back in. */
export interface IgnoreRule {
  pattern: RegExp
  include: boolean
  source: string
}

const GLOB: Record<string, string> = { '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' }

function regexOf(pattern: string): RegExp {
  const clean = pattern.replace(/^\/+/, '').replace(/\/+$/, '')
  const source = clean.replace(
    /\*\*\/|\*\*|[*?]|[.+^${}()|[\]\\]/g,
    (token) => GLOB[token] ?? `\\${token}`,
  )
  return new RegExp(`^${source}$`)
}

export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!')
      const source = include ? line.slice(1) : line
      return { pattern: regexOf(source), include, source }
    })
}

export const readDockerignore = (root = ROOT): IgnoreRule[] =>
  parseDockerignore(readFileSync(path.join(root, '.dockerignore'), 'utf8'))

/** Whether a context path is left out: the last rule matching it or one of its folders decides. */
export function isIgnored(rules: readonly IgnoreRule[], file: string): boolean {
  const parts = file.split('/')
  const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('/'))
  let ignored = false
  for (const rule of rules)
    if (prefixes.some((prefix) => rule.pattern.test(prefix))) ignored = !rule.include
  return ignored
}
