/** Content releases as the Actions API keeps them; unarchiving and scheduling are refused. */
import type { MutationBody, PendingTransaction } from './transactions.ts'
import { copy, refused, TransactionError, unsupported } from './transactions.ts'

export const RELEASE_TYPE = 'system.release'
export const RELEASE_NAME = /^[a-zA-Z0-9_-]{1,128}$/
const RELEASE_TYPES = ['asap', 'scheduled', 'undecided']

export const releaseDocumentId = (name: string) => `_.releases.${name}`

/** The release a version belongs to (`versions.<name>.<id>`), or undefined for any other id. */
export function releaseOfVersion(id: string): string | undefined {
  const [folder, name] = id.split('.')
  return folder === 'versions' ? name : undefined
}

/** Checks that a version may be written: its release exists and is still active. */
export function expectActiveRelease(transaction: PendingTransaction, versionId: string): void {
  const name = releaseOfVersion(versionId)
  if (name === undefined) return
  const release = transaction.get(releaseDocumentId(name))
  if (!release) throw refused(`There is no release "${name}" for the version "${versionId}"`)
  if (release.state !== 'active')
    throw refused(`The release "${name}" is ${String(release.state)}: its versions cannot change`)
}

/** The mutations a release action stands for, or undefined if the action is not one of them. */
export function releaseMutations(
  transaction: PendingTransaction,
  action: { actionType: string } & Record<string, unknown>,
): MutationBody[] | undefined {
  if (!action.actionType.startsWith('sanity.action.release.')) return undefined
  const name = String(action.releaseId ?? '')
  if (!RELEASE_NAME.test(name))
    throw new TransactionError(400, 'validationError', `"${name}" is not a valid release id`)
  const id = releaseDocumentId(name)
  const release = transaction.get(id)
  const expectState = (...states: string[]) => {
    if (!release) throw refused(`There is no release "${name}"`)
    if (!states.includes(String(release.state)))
      throw refused(`The release "${name}" is ${String(release.state)}, not ${states.join(' or ')}`)
  }
  const members = () =>
    transaction.ids().filter((versionId) => releaseOfVersion(versionId) === name)
  const settle = (state: string, extra: Record<string, unknown> = {}) => ({
    patch: {
      id,
      set: { state, finalDocumentStates: members().map((member) => ({ id: member })), ...extra },
    },
  })

  switch (action.actionType) {
    case 'sanity.action.release.create': {
      if (release) throw refused(`The release "${name}" already exists`)
      const metadata = { releaseType: 'undecided', ...(action.metadata as object) }
      if (!RELEASE_TYPES.includes(String(metadata.releaseType)))
        throw new TransactionError(
          400,
          'validationError',
          `A release's releaseType is one of ${RELEASE_TYPES.join(', ')}, not "${String(metadata.releaseType)}"`,
        )
      return [{ create: { _id: id, _type: RELEASE_TYPE, name, state: 'active', metadata } }]
    }
    case 'sanity.action.release.edit': {
      expectState('active')
      const patch = { ...(action.patch as object), id }
      return [{ patch }]
    }
    case 'sanity.action.release.publish': {
      expectState('active')
      const published = members().flatMap((versionId) => publishVersion(transaction, versionId))
      return [...published, settle('published', { publishedAt: transaction.timestamp })]
    }
    case 'sanity.action.release.archive': {
      expectState('active')
      // The release records its versions before they go.
      return [settle('archived'), ...members().map((versionId) => ({ delete: { id: versionId } }))]
    }
    case 'sanity.action.release.delete':
      expectState('archived', 'published')
      return [{ delete: { id } }]
    default:
      throw unsupported(
        `${action.actionType} actions: it keeps no archived versions and no publishing clock`,
      )
  }
}

/** One version into its published document, or the published document out, as it asks. */
function publishVersion(transaction: PendingTransaction, versionId: string): MutationBody[] {
  const version = transaction.get(versionId)!
  const publishedId = versionId.split('.').slice(2).join('.')
  const gone: MutationBody = { delete: { id: versionId } }
  const { _system: system, ...content } = version
  if ((system as { delete?: unknown } | undefined)?.delete === true)
    return transaction.get(publishedId) ? [{ delete: { id: publishedId } }, gone] : [gone]
  return [{ createOrReplace: copy(content, publishedId) }, gone]
}
