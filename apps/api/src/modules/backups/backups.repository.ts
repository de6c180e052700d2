import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { backupAlerts, backupRuns, type BackupRunRow } from './backups.tables.ts'

// All SQL of backups: reading the catalogue and the rows of a snapshot, loading rows back in
// one transaction, and the record of runs.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
const table = (name: string) => sql.raw(`public.${ident(name)}`)

/** Tables that describe this machine's backups, not the charity: never in a backup. */
export const NOT_BACKED_UP = new Set(['backup_runs', 'backup_alerts'])

/** The app's tables (schema `public`), by name. */
export async function publicTables(db: Executor): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`)
  return rowsOf<{ name: string }>(result).map((r) => r.name)
}

/** Columns a row can be written to (generated ones left out), in table order. */
export async function writableColumns(db: Executor, name: string): Promise<string[]> {
  const result = await db.execute(sql`
    select a.attname as name from pg_attribute a
    where a.attrelid = ${`public.${ident(name)}`}::regclass and a.attnum > 0
      and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`)
  return rowsOf<{ name: string }>(result).map((r) => r.name)
}

export async function countRows(db: Executor, name: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::bigint as n from ${table(name)}`)
  return Number(rowsOf<{ n: number | string }>(result)[0]!.n)
}

/** The sequences of `public` and where each stands. */
export async function sequenceStates(db: Executor) {
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`),
  ).map((r) => r.name)
  const states: { name: string; last_value: string; is_called: boolean }[] = []
  for (const name of names) {
    const [row] = rowsOf<{ last_value: string; is_called: boolean }>(
      await db.execute(sql`select last_value::text as last_value, is_called from ${table(name)}`),
    )
    states.push({ name, ...row! })
  }
  return states
}

/** The migrations applied to this database, oldest first (drizzle's own record). */
export async function appliedMigrations(db: Executor): Promise<{ hash: string; at: number }[]> {
  const exists = rowsOf<{ t: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`),
  )[0]!.t
  if (!exists) return []
  const result = await db.execute(
    sql`select hash, created_at::text as at from drizzle.__drizzle_migrations order by created_at`,
  )
  return rowsOf<{ hash: string; at: string }>(result).map((r) => ({
    hash: r.hash,
    at: Number(r.at),
  }))
}

/**
 * Reads a table's rows in batches of JSON texts (one object a row, every column, in the types'
 * own text forms), through a cursor of the snapshot's transaction.
 */
export async function* tableRows(tx: Tx, name: string, batch = 2000): AsyncGenerator<string[]> {
  await tx.execute(
    sql`declare kheyr_backup no scroll cursor for select row_to_json(t)::text as j from ${table(name)} t`,
  )
  try {
    for (;;) {
      const rows = rowsOf<{ j: string }>(
        await tx.execute(sql.raw(`fetch ${batch} from kheyr_backup`)),
      )
      if (!rows.length) return
      yield rows.map((r) => r.j)
    }
  } finally {
    await tx.execute(sql`close kheyr_backup`)
  }
}

// ---- Restoring ---------------------------------------------------------------------------------

/**
 * Removes every object of the app (its tables, functions and sequences, the migration record and
 * the job queue) so a forced restore starts from nothing; inside the restore's transaction.
 */
export async function dropAppObjects(tx: Tx) {
  for (const name of await publicTables(tx))
    await tx.execute(sql`drop table if exists ${table(name)} cascade`)
  const functions = rowsOf<{ f: string }>(
    await tx.execute(sql`
      select p.oid::regprocedure::text as f from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`),
  )
  for (const { f } of functions) await tx.execute(sql.raw(`drop function if exists ${f} cascade`))
  for (const { name } of await sequenceStates(tx))
    await tx.execute(sql`drop sequence if exists ${table(name)} cascade`)
  await tx.execute(sql`drop schema if exists drizzle cascade`)
  await tx.execute(sql`drop schema if exists pgboss cascade`)
}

/** Runs one migration's statements and records it as drizzle's migrator does. */
export async function applyMigration(
  tx: Tx,
  migration: { sql: string[]; hash: string; folderMillis: number },
) {
  await tx.execute(sql`create schema if not exists drizzle`)
  await tx.execute(sql`
    create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`)
  for (const statement of migration.sql) await tx.execute(sql.raw(statement))
  await tx.execute(sql`
    insert into drizzle.__drizzle_migrations (hash, created_at)
    values (${migration.hash}, ${migration.folderMillis})`)
}

export type ForeignKey = { table: string; name: string; definition: string }

/** Foreign keys of `public`: dropped while rows load in any order, then added back (checked). */
export async function foreignKeys(tx: Tx): Promise<ForeignKey[]> {
  const result = await tx.execute(sql`
    select c.conrelid::regclass::text as table, c.conname as name,
      pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = 'public' and c.contype = 'f' order by 1, 2`)
  return rowsOf<ForeignKey>(result)
}

export async function dropForeignKey(tx: Tx, key: ForeignKey) {
  await tx.execute(sql.raw(`alter table ${key.table} drop constraint ${ident(key.name)}`))
}

export async function addForeignKey(tx: Tx, key: ForeignKey) {
  await tx.execute(
    sql.raw(`alter table ${key.table} add constraint ${ident(key.name)} ${key.definition}`),
  )
}

/** The tables' own triggers (version counters, change notices) stay quiet while rows load. */
export async function setUserTriggers(tx: Tx, name: string, enabled: boolean) {
  await tx.execute(
    sql.raw(`alter table public.${ident(name)} ${enabled ? 'enable' : 'disable'} trigger user`),
  )
}

/** Rows a migration wrote (counters, catalogues) give way to the backup's own. */
export async function clearTable(tx: Tx, name: string) {
  await tx.execute(sql`delete from ${table(name)}`)
}

/** Writes rows given as JSON texts (as `tableRows` read them) into the named columns. */
export async function insertRows(tx: Tx, name: string, columns: string[], rows: string[]) {
  const list = sql.raw(columns.map(ident).join(', '))
  await tx.execute(sql`
    insert into ${table(name)} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${table(name)}, ${`[${rows.join(',')}]`}::json)`)
}

export async function setSequence(tx: Tx, name: string, lastValue: string, isCalled: boolean) {
  await tx.execute(
    sql`select setval(${`public.${ident(name)}`}::regclass, ${lastValue}::bigint, ${isCalled})`,
  )
}

// ---- Runs and alerts ---------------------------------------------------------------------------

export async function insertRun(db: Executor, values: { file: string; trigger: string }) {
  const [row] = await db.insert(backupRuns).values(values).returning()
  return row!
}

export async function updateRun(
  db: Executor,
  id: number,
  values: Partial<Omit<BackupRunRow, 'id' | 'file' | 'trigger' | 'startedAt'>>,
) {
  await db.update(backupRuns).set(values).where(eq(backupRuns.id, id))
}

/** Runs whose file is still kept (retention has not removed it), newest first. */
export async function keptRuns(db: Executor) {
  return db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'succeeded'), isNull(backupRuns.prunedAt)))
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
}

export async function lastRun(db: Executor) {
  const [row] = await db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(1)
  return row ?? null
}

export async function lastSuccess(db: Executor) {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id))
    .limit(1)
  return row ?? null
}

/** Records an alert; answers false when it was raised before (nobody hears it twice). */
export async function raiseAlertOnce(db: Executor, key: string): Promise<boolean> {
  const rows = await db
    .insert(backupAlerts)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: backupAlerts.key })
  return rows.length > 0
}

const WATCHING = 'watching'

/** When this installation began watching its backups (its first start with backups), set once. */
export async function watchingSince(db: Executor): Promise<Date> {
  await db.insert(backupAlerts).values({ key: WATCHING }).onConflictDoNothing()
  const [row] = await db.select().from(backupAlerts).where(eq(backupAlerts.key, WATCHING))
  return row!.raisedAt
}

export async function findRun(db: Executor, id: number) {
  const [row] = await db.select().from(backupRuns).where(eq(backupRuns.id, id)).limit(1)
  return row ?? null
}

export async function markPruned(db: Executor, files: string[], at: Date) {
  if (files.length)
    await db.update(backupRuns).set({ prunedAt: at }).where(inArray(backupRuns.file, files))
}

/** A run that started after `since` and has not finished: another backup is under way. */
export async function runningSince(db: Executor, since: Date) {
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'running'), gte(backupRuns.startedAt, since)))
    .limit(1)
  return row ?? null
}
