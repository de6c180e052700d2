import fp from 'fastify-plugin'
import { PgBoss, fromDrizzle, fromPglite, type Job, type SendOptions } from 'pg-boss'
import { sql } from 'drizzle-orm'
import type { Tx } from '../db/client.ts'

const WORK_OPTIONS = {
  batchSize: 10,
  perJobResults: true,
  burstWhenBatchFull: true,
  pollingIntervalSeconds: 0.5,
} as const

type Handler<T> = (job: Job<T>) => Promise<void>
type QueueDefinition = {
  retryLimit?: number
  retryDelay?: number
  retryBackoff?: boolean
  expireInSeconds?: number
}

export type Jobs = {
  /** Declares a queue and its worker; call before the app is ready. */
  define<T extends object>(
    name: string,
    options: QueueDefinition,
    handler: Handler<T>,
    /** Runs the job on this schedule (cron, Tehran time) as well as on demand. */
    cron?: string,
  ): void
  /**
   * Enqueues a job. Given a transaction, the job exists only if that transaction commits
   * (the SMS outbox row and its sending job appear together or not at all).
   */
  send(name: string, data: object, options?: SendOptions & { tx?: Tx }): Promise<string | null>
  schedule(name: string, cron: string, data?: object): Promise<void>
  readonly boss: PgBoss
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * pg-boss on the same database as the app, in both modes: on PGlite through its adapter, on a
 * PostgreSQL server through its own small pool. Safe with several app instances (each job runs
 * once); `workers: false` leaves jobs queued (tests that only read the outbox).
 */
export const jobs = fp<{ workers?: boolean }>(
  async (app, { workers = true }) => {
    const database = app.database
    const create = () =>
      database.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite' })
        : new PgBoss({ connectionString: database.url!, max: 4 })
    const boss = create()
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'))

    const definitions: {
      name: string
      options: QueueDefinition
      handler: Handler<object>
      cron?: string
    }[] = []
    app.decorate('jobs', {
      boss,
      define(name, options, handler, cron) {
        definitions.push({
          name,
          options,
          handler: handler as Handler<object>,
          ...(cron ? { cron } : {}),
        })
      },
      send(name, data, options = {}) {
        const { tx, ...rest } = options
        return boss.send(
          name,
          data,
          tx ? { ...rest, db: fromDrizzle(tx as never, sql as never) } : rest,
        )
      },
      schedule: (name, cron, data) =>
        boss.schedule(name, cron, data ?? null, { tz: 'Asia/Tehran' }),
    } satisfies Jobs)

    app.addHook('onReady', async () => {
      // pg-boss caches its queue list when it starts, and looks up a missing queue on its own
      // connection. Inside one of our transactions on PGlite (a single connection) that lookup
      // would wait for the transaction forever, so the queues exist before the main instance starts.
      const setup = create()
      setup.on('error', (err) => app.log.error({ err }, 'job queue error'))
      await setup.start()
      for (const { name, options } of definitions) await setup.createQueue(name, options)
      // On a server it has its own pool, closed here; on PGlite it shares the app's connection.
      await setup.stop({ graceful: false, close: database.kind !== 'pglite' })
      await boss.start()
      for (const { name, cron } of definitions) {
        if (cron) await boss.schedule(name, cron, null, { tz: 'Asia/Tehran' })
      }
      if (!workers) return
      for (const { name, handler } of definitions) {
        // Up to 10 jobs a fetch, handled side by side; each succeeds or is retried on its own,
        // and a full batch fetches again at once (an SMS blast to many people).
        await boss.work<object, unknown, typeof WORK_OPTIONS>(name, WORK_OPTIONS, async (batch) =>
          Promise.all(
            batch.map(async (job) => {
              try {
                await handler(job)
                return { id: job.id, status: 'completed' as const }
              } catch (err) {
                return {
                  id: job.id,
                  status: 'failed' as const,
                  output: { message: String((err as Error)?.message ?? err) },
                }
              }
            }),
          ),
        )
      }
    })
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: 5000 })
    })
  },
  { name: 'jobs', dependencies: ['db', 'config'] },
)
