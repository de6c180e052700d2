import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

/** One round trip to the database: it answers. */
export async function ping(db: Executor) {
  await db.execute(sql`select 1`)
}
