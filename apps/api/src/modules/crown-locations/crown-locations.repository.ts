import { asc } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { crownLocations } from './crown-locations.tables.ts'

/** Every ceremony location, by name. */
export async function allCrownLocations(db: Executor) {
  return db.select().from(crownLocations).orderBy(asc(crownLocations.name), asc(crownLocations.id))
}
