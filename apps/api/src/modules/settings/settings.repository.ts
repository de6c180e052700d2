import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { settings } from './settings.tables.ts'

export type SettingsMap = Record<string, Record<string, unknown>>

/** The PostgreSQL channel a settings change is announced on (see settings.cache.ts). */
export const SETTINGS_CHANNEL = 'kheyr_settings'

/**
 * The transactions that changed settings, by their session: one per transaction, shared by its
 * savepoints, and gone with it. The cache reads settings through these instead of from memory.
 */
const changedIn = new WeakSet<object>()

/** Whether `db` (a transaction) has changed settings: its reads must see its own change. */
export const changedSettings = (db: Executor) => changedIn.has(db._.session)

/** All settings as `{ group: { key: value } }`. */
export async function allSettings(db: Executor): Promise<SettingsMap> {
  const rows = await db.select().from(settings)
  const map: SettingsMap = {}
  for (const row of rows) (map[row.group] ??= {})[row.key] = row.value
  return map
}

export async function settingsOf(db: Executor, group: string): Promise<Record<string, unknown>> {
  const rows = await db.select().from(settings).where(eq(settings.group, group))
  return Object.fromEntries(rows.map((r) => [r.key, r.value]))
}

/**
 * Saves one setting and tells every instance's settings cache; inside a transaction the notice
 * goes out when it commits, so no instance can read the old value after being told.
 */
export async function putSetting(db: Executor, group: string, key: string, value: unknown) {
  changedIn.add(db._.session)
  await db
    .insert(settings)
    .values({ group, key, value })
    .onConflictDoUpdate({
      target: [settings.group, settings.key],
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    })
  await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${group})`)
}

/** Writes defaults for keys that have no value yet; never overwrites what staff set. */
export async function seedSettings(db: Executor, values: SettingsMap) {
  const rows = Object.entries(values).flatMap(([group, entries]) =>
    Object.entries(entries).map(([key, value]) => ({ group, key, value })),
  )
  if (!rows.length) return
  changedIn.add(db._.session)
  await db.insert(settings).values(rows).onConflictDoNothing()
  await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`)
}
