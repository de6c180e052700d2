import { createReadStream, createWriteStream } from 'node:fs'
import { link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, gzipSync } from 'node:zlib'
import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Database, Executor, Tx } from '../../db/client.ts'
import { appVersion } from '../../lib/app-version.ts'
import { migrationsDir } from '../../lib/paths.ts'
import type { StorageDriver } from '../../lib/storage/storage.ts'
import { allStoredKeys } from '../media/media.service.ts'
import { ledgerTotals } from '../payments/ledger.service.ts'
import {
  ArchiveError,
  ArchiveWriter,
  entryBuffer,
  entryChecksum,
  entryStream,
  readEntries,
  type ArchiveEntry,
  type WrittenPart,
} from './backups.archive.ts'
import {
  NOT_BACKED_UP,
  addForeignKey,
  clearTable,
  appliedMigrations,
  countRows,
  dropAppObjects,
  dropForeignKey,
  foreignKeys,
  insertRows,
  insertRun,
  publicTables,
  sequenceStates,
  setSequence,
  setUserTriggers,
  tableRows,
  updateRun,
  writableColumns,
  applyMigration,
} from './backups.repository.ts'

export { ArchiveError }

/** Bumped when a backup's layout changes in a way an older restore could not read. */
export const FORMAT_VERSION = 1
const MANIFEST = 'manifest.json'
const MANIFEST_CHECKSUM = 'manifest.sha256'
export const BACKUP_FILE = /^kheyr-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.tar$/

const ledgerShape = z.object({
  payments: z.string(),
  amount: z.string(),
  refunds: z.string(),
  refunded_amount: z.string(),
})
export type LedgerTotals = z.infer<typeof ledgerShape>

const part = z.object({ name: z.string(), size: z.number(), sha256: z.string() })

const manifestShape = z.object({
  format: z.literal('kheyr-backup'),
  format_version: z.number().int(),
  created_at: z.string(),
  app_version: z.string(),
  source: z.object({
    database: z.enum(['pglite', 'postgres']),
    server_version: z.string(),
    storage: z.enum(['local', 's3']),
  }),
  dump: z.string(),
  migrations: z.object({
    last: z.string().nullable(),
    applied: z.array(z.object({ hash: z.string(), at: z.number() })),
  }),
  tables: z.array(
    z.object({
      name: z.string(),
      rows: z.number(),
      columns: z.array(z.string()),
      part: z.string(),
    }),
  ),
  sequences: z.array(
    z.object({ name: z.string(), last_value: z.string(), is_called: z.boolean() }),
  ),
  ledger: ledgerShape,
  media: z.object({
    driver: z.enum(['local', 's3']),
    /** Whether the files themselves are in the backup (always on local storage). */
    copied: z.boolean(),
    files: z.array(
      z.object({
        key: z.string(),
        size: z.number(),
        sha256: z.string(),
        part: z.string().nullable(),
      }),
    ),
  }),
  parts: z.array(part),
})
export type Manifest = z.infer<typeof manifestShape>

export type BackupDeps = { database: Database; storage: StorageDriver; config: Config }

export type BackupResult = {
  file: string
  size: number
  manifest: Manifest
}

const migrationTag = (() => {
  let tags: Map<number, string> | null = null
  return async (at: number) => {
    if (!tags) {
      const { readFile } = await import('node:fs/promises')
      const journal = JSON.parse(
        await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
      ) as { entries: { when: number; tag: string }[] }
      tags = new Map(journal.entries.map((e) => [e.when, e.tag]))
    }
    return tags.get(at) ?? null
  }
})()

export const backupFileName = (at: Date) =>
  `kheyr-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`

/** When a backup file was taken, from its name. */
export function backupTime(file: string): Date | null {
  const match = BACKUP_FILE.exec(file)
  if (!match) return null
  const [date, time] = match[1]!.split('T')
  const [h, m, s, ms] = time!.replace('Z', '').split('-')
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`)
}

async function* gzipBatches(
  batches: AsyncIterable<string[]>,
  counter: { rows: number },
): AsyncGenerator<Buffer> {
  // Each batch is its own gzip member; a gzip reader reads concatenated members as one stream.
  for await (const rows of batches) {
    counter.rows += rows.length
    yield gzipSync(`${rows.join('\n')}\n`)
  }
}

async function* chunksOf(stream: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of stream) yield chunk as Buffer
}

/** Every file under a folder, as `/`-separated keys relative to it. */
async function filesUnder(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true }).catch(() => [])
  const keys: string[] = []
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) keys.push(...(await filesUnder(root, key)))
    else if (entry.isFile()) keys.push(key)
  }
  return keys
}

async function checksumOf(stream: Readable) {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of stream) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), size }
}

/**
 * Writes one backup file: every table of a single snapshot (repeatable read, so a payment is in
 * it whole or not at all), the media, and a manifest with counts, the ledger's totals and a
 * checksum of each part. The file appears under its name only once complete.
 */
export async function writeBackup(
  { database, storage, config }: BackupDeps,
  at = new Date(),
): Promise<BackupResult> {
  await mkdir(config.backup.dir, { recursive: true })
  const file = path.join(config.backup.dir, backupFileName(at))
  const partial = `${file}.partial`
  const writer = await ArchiveWriter.create(partial)
  try {
    const parts: WrittenPart[] = []
    const snapshot = await database.db.transaction(
      async (tx) => {
        const tables: Manifest['tables'] = []
        for (const name of await publicTables(tx)) {
          if (NOT_BACKED_UP.has(name)) continue
          const counter = { rows: 0 }
          const written = await writer.add(
            `db/${name}.jsonl.gz`,
            gzipBatches(tableRows(tx, name), counter),
          )
          parts.push(written)
          tables.push({
            name,
            rows: counter.rows,
            columns: await writableColumns(tx, name),
            part: written.name,
          })
        }
        const [version] = (
          (await tx.execute(sql`show server_version`)) as unknown as {
            rows: { server_version: string }[]
          }
        ).rows
        return {
          tables,
          sequences: await sequenceStates(tx),
          migrations: await appliedMigrations(tx),
          ledger: await ledgerTotals(tx),
          mediaKeys: storage.name === 's3' ? await allStoredKeys(tx) : [],
          serverVersion: version!.server_version,
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )

    const media: Manifest['media'] = {
      driver: storage.name,
      copied: storage.name === 'local' || config.backup.includeS3Media,
      files: [],
    }
    if (storage.localRoot) {
      const root = storage.localRoot
      for (const key of await filesUnder(root)) {
        const written = await writer.add(
          `media/${key}`,
          chunksOf(createReadStream(path.join(root, ...key.split('/')))),
        )
        parts.push(written)
        media.files.push({ key, size: written.size, sha256: written.sha256, part: written.name })
      }
    } else {
      for (const key of snapshot.mediaKeys) {
        const object = await storage.read(key)
        if (!object) continue
        if (media.copied) {
          const written = await writer.add(`media/${key}`, chunksOf(object.stream))
          parts.push(written)
          media.files.push({ key, size: written.size, sha256: written.sha256, part: written.name })
        } else {
          media.files.push({ key, ...(await checksumOf(object.stream)), part: null })
        }
      }
    }

    const last = snapshot.migrations.at(-1)
    const manifest: Manifest = {
      format: 'kheyr-backup',
      format_version: FORMAT_VERSION,
      created_at: at.toISOString(),
      app_version: appVersion,
      source: {
        database: database.kind,
        server_version: snapshot.serverVersion,
        storage: storage.name,
      },
      dump: 'in-app logical dump: each table as gzipped JSON lines (row_to_json), one snapshot',
      migrations: {
        last: last ? ((await migrationTag(last.at)) ?? String(last.at)) : null,
        applied: snapshot.migrations,
      },
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      ledger: snapshot.ledger,
      media,
      parts,
    }
    const body = Buffer.from(JSON.stringify(manifest, null, 2))
    await writer.add(MANIFEST, [body])
    await writer.add(MANIFEST_CHECKSUM, [
      Buffer.from(`${createHash('sha256').update(body).digest('hex')}\n`),
    ])
    await writer.finish()
    await rename(partial, file)
    return { file, size: (await stat(file)).size, manifest }
  } catch (error) {
    await writer.abandon()
    await rm(partial, { force: true })
    throw error
  }
}

// ---- Reading and checking a backup -------------------------------------------------------------

const damaged = (message: string) =>
  new ArchiveError('damaged', `The backup is damaged: ${message}`)

/**
 * Reads a backup's manifest and checks every part against it (size and SHA-256) before anything
 * is written anywhere; throws an `ArchiveError` saying what is wrong.
 */
export async function verifyBackup(file: string) {
  const entries = await readEntries(file)
  const byName = new Map(entries.map((e) => [e.name, e]))
  const manifestEntry = byName.get(MANIFEST)
  const checksumEntry = byName.get(MANIFEST_CHECKSUM)
  if (!manifestEntry || !checksumEntry) {
    throw entries.some((e) => e.name.startsWith('db/'))
      ? new ArchiveError(
          'truncated',
          'The backup is truncated: its manifest is missing (the copy stopped early?).',
        )
      : new ArchiveError('not-a-backup', 'This file is not a Kheyr backup.')
  }
  const body = await entryBuffer(file, manifestEntry)
  const expected = (await entryBuffer(file, checksumEntry)).toString('utf8').trim()
  if (createHash('sha256').update(body).digest('hex') !== expected)
    throw damaged('its manifest does not match its checksum.')
  let manifest: Manifest
  try {
    const raw = JSON.parse(body.toString('utf8')) as { format_version?: unknown }
    if (typeof raw.format_version === 'number' && raw.format_version > FORMAT_VERSION)
      throw new ArchiveError(
        'newer',
        `This backup was made by a newer version of Kheyr (backup format ${raw.format_version}; this version reads up to ${FORMAT_VERSION}). Upgrade Kheyr, then restore.`,
      )
    manifest = manifestShape.parse(raw)
  } catch (error) {
    if (error instanceof ArchiveError) throw error
    throw new ArchiveError('not-a-backup', 'This file is not a Kheyr backup (unreadable manifest).')
  }
  for (const expectedPart of manifest.parts) {
    const entry = byName.get(expectedPart.name)
    if (!entry) throw damaged(`part ${expectedPart.name} is missing.`)
    if (entry.size !== expectedPart.size)
      throw damaged(`part ${expectedPart.name} has ${entry.size} bytes, not ${expectedPart.size}.`)
    if ((await entryChecksum(file, entry)) !== expectedPart.sha256)
      throw damaged(`part ${expectedPart.name} does not match its checksum.`)
  }
  return { manifest, entries: byName }
}

/** Semantic versions compared number by number (`0.10.0` is newer than `0.9.3`). */
function newerVersion(a: string, b: string) {
  const pa = a.split(/[.+-]/).map(Number)
  const pb = b.split(/[.+-]/).map(Number)
  for (let i = 0; i < 3; i++) {
    if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) > (pb[i] ?? 0)
  }
  return false
}

/**
 * This version's migrations, split at the backup's: those the backup's database had (run before
 * its rows load) and the newer ones (run after). A backup whose database had a migration this
 * version does not know, or that a newer app made, is refused.
 */
function planMigrations(manifest: Manifest) {
  const ours = readMigrationFiles({ migrationsFolder: migrationsDir })
  const newer = () =>
    new ArchiveError(
      'newer',
      `This backup was made by a newer version of Kheyr (${manifest.app_version}, database at migration ${manifest.migrations.last ?? 'none'}); this is ${appVersion}. Upgrade Kheyr, then restore.`,
    )
  if (newerVersion(manifest.app_version, appVersion)) throw newer()
  const applied = manifest.migrations.applied
  if (applied.length > ours.length) throw newer()
  applied.forEach((migration, i) => {
    if (ours[i]!.folderMillis !== migration.at) throw newer()
    if (ours[i]!.hash !== migration.hash)
      throw new ArchiveError(
        'mismatch',
        `This backup's database ran a different migration ${manifest.migrations.last ?? ''} than this version of Kheyr has; restore it with the version that made it.`,
      )
  })
  return { before: ours.slice(0, applied.length), after: ours.slice(applied.length) }
}

/**
 * Everything that can refuse a backup without touching a database: its checksums, its format and
 * whether this version of the app can read what made it.
 */
export async function checkBackup(file: string) {
  const { manifest, entries } = await verifyBackup(file)
  return { manifest, entries, plan: planMigrations(manifest) }
}
export type CheckedBackup = Awaited<ReturnType<typeof checkBackup>>

// ---- Restoring ---------------------------------------------------------------------------------

/** A restore refused before anything was written (a target with data, and no `--force`). */
export class RestoreRefused extends Error {}

export type RestoreReport = {
  manifest: Manifest
  tables: { name: string; backup: number; restored: number }[]
  ledger: { backup: LedgerTotals; restored: LedgerTotals }
  media: { restored: number; listed: number }
  newerMigrations: number
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
}
const mimeOf = (key: string) =>
  MIME[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream'

async function loadTable(
  tx: Tx,
  file: string,
  entry: ArchiveEntry,
  name: string,
  columns: string[],
) {
  if (entry.size === 0) return
  const lines = createInterface({
    input: entryStream(file, entry).pipe(createGunzip()),
    crlfDelay: Infinity,
  })
  let batch: string[] = []
  let bytes = 0
  for await (const line of lines) {
    if (!line) continue
    batch.push(line)
    bytes += line.length
    if (batch.length >= 2000 || bytes > 4_000_000) {
      await insertRows(tx, name, columns, batch)
      batch = []
      bytes = 0
    }
  }
  if (batch.length) await insertRows(tx, name, columns, batch)
}

/**
 * Restores a backup into the database and storage given, in one transaction: the schema as the
 * backup's database had it, every row, the sequences, then this version's newer migrations. The
 * counts and the ledger's totals are checked against the manifest before it commits; any
 * difference, or any error, leaves the target as it was.
 */
export async function restoreBackup(
  { database, storage }: Omit<BackupDeps, 'config'>,
  file: string,
  { force = false, checked }: { force?: boolean; checked?: CheckedBackup } = {},
): Promise<RestoreReport> {
  const { manifest, entries, plan } = checked ?? (await checkBackup(file))
  const existing = await publicTables(database.db)
  if (existing.length && !force)
    throw new RestoreRefused(
      `The target database is not empty (${existing.length} tables); run again with --force to replace everything in it with the backup.`,
    )

  const written: string[] = []
  const scratch = path.join(tmpdir(), `kheyr-restore-${randomBytes(6).toString('hex')}`)
  await mkdir(scratch, { recursive: true })
  try {
    return await database.db.transaction(async (tx) => {
      if (force) await dropAppObjects(tx)
      for (const migration of plan.before) await applyMigration(tx, migration)
      const keys = await foreignKeys(tx)
      for (const key of keys) await dropForeignKey(tx, key)
      const tables: RestoreReport['tables'] = []
      for (const table of manifest.tables) {
        const target = new Set(await writableColumns(tx, table.name))
        const columns = table.columns.filter((c) => target.has(c))
        await setUserTriggers(tx, table.name, false)
        await clearTable(tx, table.name)
        await loadTable(tx, file, entries.get(table.part)!, table.name, columns)
        await setUserTriggers(tx, table.name, true)
        tables.push({
          name: table.name,
          backup: table.rows,
          restored: await countRows(tx, table.name),
        })
      }
      for (const sequence of manifest.sequences)
        await setSequence(tx, sequence.name, sequence.last_value, sequence.is_called)
      for (const key of keys) await addForeignKey(tx, key)
      const ledger = await ledgerTotals(tx)

      const short = tables.filter((t) => t.backup !== t.restored)
      if (short.length)
        throw new Error(
          `restored rows differ from the backup's: ${short.map((t) => `${t.name} ${t.restored}/${t.backup}`).join(', ')}`,
        )
      if (JSON.stringify(ledger) !== JSON.stringify(manifest.ledger))
        throw new Error('the restored settlement ledger differs from the backup’s totals')

      for (const migration of plan.after) await applyMigration(tx, migration)

      let restoredMedia = 0
      for (const media of manifest.media.files) {
        if (!media.part) continue
        const existingObject = await storage.read(media.key)
        existingObject?.stream.destroy()
        const temp = path.join(scratch, String(restoredMedia))
        await pipeline(entryStream(file, entries.get(media.part)!), createWriteStream(temp))
        await storage.putFile(media.key, temp, { contentType: mimeOf(media.key) })
        if (!existingObject) written.push(media.key)
        restoredMedia++
      }
      return {
        manifest,
        tables,
        ledger: { backup: manifest.ledger, restored: ledger },
        media: {
          restored: restoredMedia,
          listed: manifest.media.files.length - restoredMedia,
        },
        newerMigrations: plan.after.length,
      }
    })
  } catch (error) {
    // The database rolled back; files this restore added go too.
    if (written.length) await storage.delete(written).catch(() => {})
    throw error
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

// ---- Runs, retention, the off-server copy ------------------------------------------------------

export type BackupTrigger = 'nightly' | 'dashboard' | 'cli'

/** Takes a backup and records the run (its result, size and counts) for the dashboard. */
export async function takeBackup(deps: BackupDeps, trigger: BackupTrigger, at = new Date()) {
  const run = await insertRun(deps.database.db, { file: backupFileName(at), trigger })
  try {
    const result = await writeBackup(deps, at)
    await updateRun(deps.database.db, run.id, {
      status: 'succeeded',
      finishedAt: new Date(),
      size: result.size,
      summary: summaryOf(result.manifest),
    })
    return { run: { ...run, status: 'succeeded' }, ...result }
  } catch (error) {
    await updateRun(deps.database.db, run.id, {
      status: 'failed',
      finishedAt: new Date(),
      error: String((error as Error)?.message ?? error).slice(0, 1000),
    })
    throw Object.assign(error as Error, { runId: run.id })
  }
}

export function summaryOf(manifest: Manifest) {
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    media_files: manifest.media.files.length,
    media_copied: manifest.media.copied,
    ledger: manifest.ledger,
    app_version: manifest.app_version,
    migration: manifest.migrations.last,
    database: manifest.source.database,
  }
}

const tehranDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(at)

/** The Saturday (the Iranian week's first day) on or before a Tehran day. */
function tehranWeek(at: Date) {
  const day = new Date(`${tehranDay(at)}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 1) % 7))
  return day.toISOString().slice(0, 10)
}

/**
 * Which backups retention keeps: the newest of each of the last `daily` Tehran days that have
 * one, and the newest of each of the last `weekly` weeks (Saturday to Friday).
 */
export function backupsToKeep<T extends { at: Date }>(backups: T[], daily: number, weekly: number) {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime())
  const keep = new Set<T>()
  const days = new Set<string>()
  const weeks = new Set<string>()
  for (const backup of newestFirst) {
    const day = tehranDay(backup.at)
    if (!days.has(day) && days.size < daily) {
      days.add(day)
      keep.add(backup)
    }
    const week = tehranWeek(backup.at)
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week)
      keep.add(backup)
    }
  }
  return keep
}

/** The backup files in BACKUP_DIR, newest first. */
export async function backupFiles(config: Config) {
  const names = await readdir(config.backup.dir).catch(() => [] as string[])
  const files: { name: string; at: Date; size: number }[] = []
  for (const name of names) {
    const at = backupTime(name)
    if (!at) continue
    const info = await stat(path.join(config.backup.dir, name)).catch(() => null)
    if (info?.isFile()) files.push({ name, at, size: info.size })
  }
  return files.sort((a, b) => b.at.getTime() - a.at.getTime())
}

/** Removes the files retention does not keep (and their off-server copies); answers their names. */
export async function pruneBackups(config: Config, offsite: StorageDriver | null) {
  const files = await backupFiles(config)
  const keep = backupsToKeep(files, config.backup.keepDaily, config.backup.keepWeekly)
  const removed = files.filter((f) => !keep.has(f)).map((f) => f.name)
  for (const name of removed) await rm(path.join(config.backup.dir, name), { force: true })
  if (offsite && removed.length) await offsite.delete(removed.map(offsiteKey))
  return removed
}

export const offsiteKey = (name: string) => `backups/${name}`

/** Copies a backup to the off-server bucket (through a hard link, as the driver moves its file). */
export async function copyOffsite(offsite: StorageDriver, file: string) {
  const linked = `${file}.upload-${randomBytes(4).toString('hex')}`
  await link(file, linked)
  try {
    await offsite.putFile(offsiteKey(path.basename(file)), linked, {
      contentType: 'application/x-tar',
    })
  } finally {
    await rm(linked, { force: true })
  }
}

/** Whether this database records backup runs (one from before backups existed does not). */
export async function keepsRunRecord(db: Executor) {
  return (await publicTables(db)).includes('backup_runs')
}

/** Rows in every backed-up table, by name (what a restore is compared with). */
export async function countTableRows(db: Executor) {
  const counts: Record<string, number> = {}
  for (const name of await publicTables(db))
    if (!NOT_BACKED_UP.has(name)) counts[name] = await countRows(db, name)
  return counts
}
