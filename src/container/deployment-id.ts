import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
// Relative, with its extension: next.config.ts loads this file (see ./config.ts).
import { ConfigurationError } from '../domain/errors.ts'

/*
 * The deployment id names a release: the same for every instance built from the same source, so
 * a rolling deploy never mixes two releases' code in one page (docs/rolling-deploys.md).
 */

/** What the build reads, relative to the project: the code, its settings and locked packages. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'serwist.config.js',
  'src',
  'public',
  'scripts/artifact',
  'scripts/draft-mode',
] as const

/** What the build itself writes among its inputs: a build must not change the next one's id. */
export const NOT_INPUTS = ['public/sw.js', 'public/sw.js.map', 'public/draft-mode'] as const
const NOT_INPUT_NAMES = new Set(['.DS_Store', 'Thumbs.db'])

/** What Next.js accepts in HTML, addresses and headers; short enough to name in logs. */
export const DEPLOYMENT_ID = /^[\w-]{1,64}$/
export const DEPLOYMENT_ID_RULE = 'must be 1 to 64 letters, digits, "_" or "-"'

/** Digits and consonants: an id never spells a word an ad blocker's filter might match. */
const ALPHABET = '0123456789bcfghjkmnpqrstvwxz'
/** 28^16 ≈ 2^77 names: two releases never share one, and every address stays short. */
const LENGTH = 16
/** Changes when the way the id is made changes, so an old and a new way never meet on one id. */
const SCHEME = 'alts-deployment-id-1'

export type BuildInput = { path: string; bytes: Uint8Array }

/** NEXT_DEPLOYMENT_ID when set, otherwise the hash of the build's inputs and NEXT_HASH_SALT. */
export function deploymentIdOf(
  root: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const named = env.NEXT_DEPLOYMENT_ID
  if (named !== undefined && named !== '') {
    if (!DEPLOYMENT_ID.test(named))
      throw new ConfigurationError([{ setting: 'NEXT_DEPLOYMENT_ID', rule: DEPLOYMENT_ID_RULE }])
    return named
  }
  return hashOfInputs(readBuildInputs(root), env.NEXT_HASH_SALT ?? '')
}

/** The id of a set of inputs: their paths and bytes, in any order, and the output salt. */
export function hashOfInputs(inputs: Iterable<BuildInput>, salt = ''): string {
  const hash = createHash('sha256').update(`${SCHEME}\0${salt.length}\0${salt}\0`)
  for (const input of [...inputs].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)))
    hash.update(`${input.path}\0${input.bytes.length}\0`).update(input.bytes)
  let value = BigInt(`0x${hash.digest('hex')}`)
  let id = ''
  for (let i = 0; i < LENGTH; i++) {
    id += ALPHABET[Number(value % BigInt(ALPHABET.length))]
    value /= BigInt(ALPHABET.length)
  }
  return id
}

/** Every file of BUILD_INPUTS under `root` that exists, leaving out NOT_INPUTS. */
export function readBuildInputs(root: string): BuildInput[] {
  const inputs: BuildInput[] = []
  const visit = (relative: string) => {
    if (NOT_INPUTS.some((out) => relative === out || relative.startsWith(`${out}/`))) return
    if (NOT_INPUT_NAMES.has(path.posix.basename(relative))) return
    const absolute = path.join(root, relative)
    const stats = statSync(absolute, { throwIfNoEntry: false })
    if (stats?.isDirectory())
      for (const name of readdirSync(absolute)) visit(path.posix.join(relative, name))
    else if (stats?.isFile()) inputs.push({ path: relative, bytes: readFileSync(absolute) })
  }
  for (const input of BUILD_INPUTS) visit(input)
  return inputs
}
