import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client.ts'
import { DbNotices } from '../lib/db-notices.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    db: Db
    /** LISTEN/NOTIFY for the in-process caches (settings, role permissions). */
    notices: DbNotices
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Hands the already-open database to every module; the caller owns opening and migrating it. */
export const dbPlugin = fp<{ database: Database; closeOnShutdown: boolean }>(
  async (app, { database, closeOnShutdown }) => {
    const notices = new DbNotices(database, (err) => app.log.warn({ err }, 'database notices'))
    await notices.start()
    app.decorate('database', database)
    app.decorate('db', database.db)
    app.decorate('notices', notices)
    app.addHook('onClose', async () => {
      await notices.stop()
      if (closeOnShutdown) await database.close()
    })
  },
  { name: 'db' },
)
