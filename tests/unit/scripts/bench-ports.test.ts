import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { assertPortsFree } from '../../../scripts/bench/servers'

/** A loopback listener on a port the system picks, as another process's server would hold it. */
async function listening(): Promise<Server> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const portOf = (server: Server) => (server.address() as AddressInfo).port

describe('the ports the bench needs, checked as it starts', () => {
  const servers: Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
  })

  it('passes when every port is free, and leaves them free', async () => {
    const server = await listening()
    const port = portOf(server)
    await new Promise((done) => server.close(done))
    await assertPortsFree([port])
    await assertPortsFree([port])
  })

  it('names each port another process holds', async () => {
    servers.push(await listening(), await listening())
    const [first, second] = servers.map(portOf)
    await expect(assertPortsFree([first!, second!])).rejects.toThrow(
      `The bench needs 127.0.0.1:${first}, ${second}, taken by another process`,
    )
  })
})
