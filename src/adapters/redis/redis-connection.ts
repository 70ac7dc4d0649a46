import { createClient, type RedisClientType } from '@redis/client'
import type { Logger } from '../../ports/logger.ts'

/** A command that takes longer than this is taken as failed: a page never waits on Redis. */
const COMMAND_TIMEOUT_MS = 500
const reconnectDelay = (retries: number) => Math.min(100 * 2 ** retries, 2_000)

export type RedisClient = RedisClientType

/**
 * The shared Redis, never making its caller wait or fail: while it is away every command answers
 * undefined at once. Loss and recovery are said once, by the connection that announces them.
 */
export class RedisConnection {
  readonly client: RedisClient
  private readonly logger: Logger
  private readonly announce: boolean
  private readonly onReady: Array<() => void> = []
  private state: 'connecting' | 'up' | 'down' = 'connecting'
  private connecting?: Promise<void>

  constructor(url: string, logger: Logger, options: { announce: boolean; name: string }) {
    this.logger = logger.child({ component: 'shared-cache', connection: options.name })
    this.announce = options.announce
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: reconnectDelay },
    }) as RedisClient
    this.client.on('error', (error: unknown) => this.lost(error))
    this.client.on('ready', () => this.back())
  }

  get isUp(): boolean {
    return this.state === 'up' && this.client.isReady
  }

  whenReady(callback: () => void): void {
    this.onReady.push(callback)
  }

  open(): void {
    this.connecting ??= this.client.connect().then(
      () => {},
      (error: unknown) => this.lost(error),
    )
  }

  /** Undefined when Redis is away, slow or refuses (logged at debug: the loss is announced once). */
  async run<T>(command: (client: RedisClient) => Promise<T>): Promise<T | undefined> {
    this.open()
    if (!this.isUp) return undefined
    let timer: NodeJS.Timeout | undefined
    try {
      return await Promise.race([
        command(this.client),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`No answer within ${COMMAND_TIMEOUT_MS} ms`)),
            COMMAND_TIMEOUT_MS,
          )
        }),
      ])
    } catch (error) {
      this.logger.debug('A shared cache command failed', { error })
      return undefined
    } finally {
      clearTimeout(timer)
    }
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close()
  }

  private lost(error: unknown) {
    if (this.state === 'down') return
    const wasUp = this.state === 'up'
    this.state = 'down'
    const message = wasUp
      ? 'Lost the shared cache; serving from what this instance has until it is back'
      : 'Cannot reach the shared cache; serving from what this instance has until it can'
    this.logger[this.announce ? 'warn' : 'debug'](message, { reason: String(error) })
  }

  private back() {
    const wasDown = this.state === 'down'
    this.state = 'up'
    if (wasDown)
      this.logger[this.announce ? 'info' : 'debug'](
        'The shared cache is back; sharing pages and state again',
      )
    for (const callback of this.onReady) callback()
  }
}
