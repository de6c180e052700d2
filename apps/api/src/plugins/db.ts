import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    db: Db
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Hands the already-open database to every module; the caller owns opening and migrating it. */
export const dbPlugin = fp<{ database: Database; closeOnShutdown: boolean }>(
  async (app, { database, closeOnShutdown }) => {
    app.decorate('database', database)
    app.decorate('db', database.db)
    if (closeOnShutdown) app.addHook('onClose', async () => database.close())
  },
  { name: 'db' },
)
