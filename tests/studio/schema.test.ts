import { expect, it } from 'vitest'
import { documentTypes } from '../../studio/schema'
import { studioWorkspace } from './support/studio-validation'

/*
 * What `sanity schema validate` reports is the problem list Sanity keeps on the compiled
 * schema; `npm run studio:check` runs the command itself. This keeps the same promise inside
 * the unit tests, in a fraction of the time.
 */
it('has no schema errors and no warnings', async () => {
  const { schema } = await studioWorkspace()
  const problems = (schema._validation ?? []).flatMap(({ path, problems }) =>
    problems.map(({ severity, message }) => `${severity}: ${JSON.stringify(path)}: ${message}`),
  )
  expect(problems).toEqual([])
})

it('gives every document and section an icon that exists', async () => {
  // An icon that is not there is no type error (@sanity/icons declares names it no longer
  // exports as `never`); the Studio's build would fail on it instead.
  const { schema } = await studioWorkspace()
  const named = documentTypes.map(({ name }) => name)
  const sections =
    (
      schema.get('page') as { fields: { name: string; type: { of?: { name: string }[] } }[] }
    ).fields.find(({ name }) => name === 'sections')?.type.of ?? []
  const missing = [...named, ...sections.map(({ name }) => name)].filter(
    (name) => !['function', 'object'].includes(typeof schema.get(name)?.icon),
  )
  expect(missing).toEqual([])
})
