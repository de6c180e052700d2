import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { crownTypes } from './crown-types.tables.ts'

/** The types the order form offers, cheapest first. */
export async function activeCrownTypes(db: Executor) {
  return db
    .select()
    .from(crownTypes)
    .where(eq(crownTypes.active, true))
    .orderBy(asc(crownTypes.price), asc(crownTypes.id))
}
