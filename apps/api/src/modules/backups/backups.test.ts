import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'
import { notifications } from '../notifications/notifications.tables.ts'
import { ArchiveWriter, entryBuffer, readEntries } from './backups.archive.ts'
import { runBackup } from './runs.service.ts'
import { backupsToKeep, backupTime } from './backups.service.ts'
import { backupRuns } from './backups.tables.ts'
import {
  backupKit,
  emptyTarget as emptyTargetOf,
  fingerprint,
  ledger,
  mediaChecksums,
  openTarget,
  rowsOf,
  seedCharityRecords,
} from './backups.test-support.ts'

const ctx = await setupTestApp({}, [], { workers: false })
const source = ctx.database
const onPostgres = source.kind === 'postgres'
const { cli, callback, startPaying, donation, latestBackup } = backupKit(ctx)
const emptyTarget = () => emptyTargetOf(source.kind)

/** The environment that points the command line at the test app's database and folders. */
const sourceEnv = () => ({
  DATA_DIR: ctx.config.dataDir,
  ...(onPostgres ? { DATABASE_URL: source.url! } : {}),
})

const root = await seedCharityRecords(ctx)

// ---- Tests ------------------------------------------------------------------------------------

describe('a backup and its restore', () => {
  let file = ''
  const restored = { env: {} as Record<string, string>, dataDir: '', url: null as string | null }

  it('writes one file with a manifest of counts, the ledger and checksums', async () => {
    const run = await cli(['backup'], sourceEnv())
    expect(run.err).toBe('')
    expect(run.code).toBe(0)
    expect(run.out).toMatch(/Backup written: .*kheyr-backup-.*\.tar/)
    file = latestBackup()
    const entries = await readEntries(file)
    const manifest = JSON.parse(
      (
        await entryBuffer(
          file,
          entries.find((e) => e.name === 'manifest.json')!,
        )
      ).toString(),
    )
    expect(manifest.app_version).toBe('0.1.0')
    expect(manifest.migrations.last).toBe('0020_obligations')
    expect(manifest.source.database).toBe(source.kind)
    expect(manifest.tables.find((t: { name: string }) => t.name === 'bills').rows).toBeGreaterThan(
      2,
    )
    expect(manifest.ledger).toEqual(await ledger(source))
    expect(Number(manifest.ledger.refunds)).toBe(1)
    expect(manifest.media.files.length).toBeGreaterThanOrEqual(2)
    for (const part of manifest.parts) expect(part.sha256).toMatch(/^[0-9a-f]{64}$/)
    const [recorded] = await ctx.db.select().from(backupRuns)
    expect(recorded).toMatchObject({ status: 'succeeded', trigger: 'cli' })
  })

  it(
    'restores into an empty target: every row, the ledger and every media file the same',
    { timeout: 120_000 },
    async () => {
      Object.assign(restored, await emptyTarget())
      const run = await cli(['restore', file], restored.env)
      expect(run.err).toBe('')
      expect(run.code).toBe(0)
      expect(run.out).toMatch(/^bills\s+\d+\s+\d+$/m)
      expect(run.out).toMatch(/Restored the backup of/)
      const target = await openTarget(restored)
      try {
        expect(await fingerprint(target)).toEqual(await fingerprint(source))
        expect(await ledger(target)).toEqual(await ledger(source))
      } finally {
        await target.close()
      }
      expect(mediaChecksums(path.join(restored.dataDir, 'storage'))).toEqual(
        mediaChecksums(ctx.config.storage.driver === 'local' ? ctx.config.storage.root : ''),
      )
    },
  )

  it(
    'refuses a target that is not empty, in one line, unless told to replace it',
    { timeout: 120_000 },
    async () => {
      const run = await cli(['restore', file], restored.env)
      expect(run.code).not.toBe(0)
      expect(run.err).toBe(
        run.err.split('\n')[0]!, // one line
      )
      expect(run.err).toMatch(/^Restore refused: The target database is not empty .*--force/)
      const forced = await cli(['restore', file, '--force'], restored.env)
      expect(forced.err).toBe('')
      expect(forced.code).toBe(0)
      const target = await openTarget(restored)
      try {
        expect(await fingerprint(target)).toEqual(await fingerprint(source))
      } finally {
        await target.close()
      }
    },
  )

  it('refuses a truncated file, a changed byte and a newer version’s backup, writing nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kheyr-bad-backups-'))
    const bytes = readFileSync(file)

    const truncated = path.join(dir, 'truncated.tar')
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)))

    const changed = path.join(dir, 'changed.tar')
    const entries = await readEntries(file)
    const bills = entries.find((e) => e.name === 'db/bills.jsonl.gz')!
    const copy = Buffer.from(bytes)
    copy[bills.offset + Math.floor(bills.size / 2)]! ^= 0xff
    writeFileSync(changed, copy)

    const newer = path.join(dir, 'newer.tar')
    await rewriteManifest(file, newer, (m) => ({ ...m, app_version: '99.0.0' }))
    const unknownMigration = path.join(dir, 'unknown-migration.tar')
    await rewriteManifest(file, unknownMigration, (m) => ({
      ...m,
      migrations: {
        last: '0099_future',
        applied: [...m.migrations.applied, { hash: 'f'.repeat(64), at: 9_999_999_999_999 }],
      },
    }))

    const cases: [string, RegExp][] = [
      [truncated, /^Restore refused: The backup is truncated/],
      [
        changed,
        /^Restore refused: The backup is damaged: part db\/bills\.jsonl\.gz does not match its checksum/,
      ],
      [newer, /^Restore refused: This backup was made by a newer version of Kheyr/],
      [unknownMigration, /^Restore refused: This backup was made by a newer version of Kheyr/],
    ]
    for (const [bad, message] of cases) {
      const target = await emptyTarget()
      const run = await cli(['restore', bad], target.env)
      expect(run.code, bad).not.toBe(0)
      expect(run.err, bad).toMatch(message)
      expect(run.err.includes('\n'), bad).toBe(false)
      // Refused before the target was opened: not one file in the data folder.
      expect(readdirSync(target.dataDir), bad).toEqual([])
      if (target.url) {
        const database = await openTarget(target)
        expect(Object.keys(await fingerprint(database)), bad).toEqual([])
        await database.close()
      }
    }
  })

  it(
    'leaves nothing behind when the restored rows do not add up to the manifest',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'kheyr-bad-backups-'))
      const lying = path.join(dir, 'lying.tar')
      await rewriteManifest(file, lying, (m) => ({
        ...m,
        tables: m.tables.map((t: { name: string; rows: number }) =>
          t.name === 'bills' ? { ...t, rows: t.rows + 1 } : t,
        ),
      }))
      const target = await emptyTarget()
      const run = await cli(['restore', lying], target.env)
      expect(run.code).not.toBe(0)
      expect(run.err).toMatch(/^Restore failed, nothing was changed: restored rows differ .*bills/)
      const database = await openTarget(target)
      try {
        expect(Object.keys(await fingerprint(database))).toEqual([])
      } finally {
        await database.close()
      }
      expect(mediaChecksums(path.join(target.dataDir, 'storage'))).toEqual({})
    },
  )
})

/** Copies a backup with its manifest changed (and its checksum made to match): another app's file. */
async function rewriteManifest(from: string, to: string, change: (manifest: any) => unknown) {
  const writer = await ArchiveWriter.create(to)
  const entries = await readEntries(from)
  const manifest = change(
    JSON.parse(
      (
        await entryBuffer(
          from,
          entries.find((e) => e.name === 'manifest.json')!,
        )
      ).toString(),
    ),
  )
  const body = Buffer.from(JSON.stringify(manifest))
  for (const entry of entries) {
    if (entry.name === 'manifest.json') await writer.add(entry.name, [body])
    else if (entry.name === 'manifest.sha256')
      await writer.add(entry.name, [
        Buffer.from(createHash('sha256').update(body).digest('hex') + '\n'),
      ])
    else await writer.add(entry.name, [await entryBuffer(from, entry)])
  }
  await writer.finish()
}

describe('a backup while payments settle', () => {
  it(
    'restores 50 concurrent settlements whole: bills, payments and donations agree',
    { timeout: 120_000 },
    async () => {
      const payers = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const client = ctx.client()
          const bill = await donation(client, 10000)
          return startPaying(client, bill)
        }),
      )
      const settling = Promise.all(payers.map((authority) => callback(authority)))
      const run = await cli(['backup'], sourceEnv())
      await settling
      expect(run.code).toBe(0)
      const target = await emptyTarget()
      expect((await cli(['restore', latestBackup()], target.env)).code).toBe(0)
      const database = await openTarget(target)
      try {
        const torn = rowsOf(
          await database.db.execute(sql`
          select b.id, b.status, t.status as payment, c.status as donation
          from bills b
          join bill_items i on i.bill_id = b.id and i.kind = 'charity'
          join charities c on c.id = i.item_id
          left join transactions t on t.bill_id = b.id and t.status = 'paid'
          where (b.status = 'paid') <> (t.id is not null) or (b.status = 'paid') <> (c.status = 'paid')`),
        )
        expect(torn).toEqual([])
        const [counts] = rowsOf<{
          paid: string
          ledger: string
          amount: string
          ledger_amount: string
        }>(
          await database.db.execute(sql`
          select (select count(*) from transactions where status = 'paid')::text as paid,
            (select sum(count) from settlement_ledger where kind is null)::text as ledger,
            (select sum(amount) from transactions where status = 'paid')::text as amount,
            (select sum(amount) from settlement_ledger where kind is null)::text as ledger_amount`),
        )
        expect(counts!.ledger).toBe(counts!.paid)
        expect(counts!.ledger_amount).toBe(counts!.amount)
      } finally {
        await database.close()
      }
    },
  )
})

describe('the schedule and retention', () => {
  it('runs every night at 03:00 Tehran time, and checks for a missing backup hourly', async () => {
    const schedules = await ctx.app.jobs.boss.getSchedules()
    expect(schedules.find((s) => s.name === 'backups.run')).toMatchObject({
      cron: '0 3 * * *',
      timezone: 'Asia/Tehran',
    })
    expect(schedules.find((s) => s.name === 'backups.watch')).toBeTruthy()
  })

  it('keeps the newest of the last 7 days and of the last 4 weeks', () => {
    // Two backups a day for 60 days, at 00:30 and 22:00 Tehran time (21:00 and 18:30 UTC).
    const backups = Array.from({ length: 60 }, (_, day) => [
      { at: new Date(Date.UTC(2025, 0, 1 + day, -3, 0)) },
      { at: new Date(Date.UTC(2025, 0, 1 + day, 18, 30)) },
    ]).flat()
    const kept = [...backupsToKeep(backups, 7, 4)].sort((a, b) => b.at.getTime() - a.at.getTime())
    const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(d)
    const days = kept.map((b) => day(b.at))
    expect(new Set(days).size).toBe(days.length)
    expect(days.slice(0, 7)).toEqual([
      '2025-03-01',
      '2025-02-28',
      '2025-02-27',
      '2025-02-26',
      '2025-02-25',
      '2025-02-24',
      '2025-02-23',
    ])
    // The newest of the last 4 weeks (Saturday to Friday): two of them lie past the dailies.
    expect(kept).toHaveLength(9)
    expect(days.slice(7)).toEqual(['2025-02-21', '2025-02-14'])
  })
})

describe('the dashboard', () => {
  it('shows the super-admin the last backup and the kept ones, and downloads one by a short link', async () => {
    const res = await root.get('/api/dashboard/backups')
    expect(res.status).toBe(200)
    expect(res.body.data.warning).toBeNull()
    expect(res.body.data.last_run).toMatchObject({ status: 'succeeded', trigger: 'cli' })
    // Retention keeps the newest of each day: the earlier ones of today are gone.
    expect(res.body.data.backups).toHaveLength(1)
    expect(readdirSync(ctx.config.backup.dir).filter((f) => backupTime(f))).toEqual([
      res.body.data.backups[0].file,
    ])
    expect(res.body.data.settings).toEqual({
      schedule: '03:00 Asia/Tehran',
      keep_daily: 7,
      keep_weekly: 4,
      offsite: false,
    })
    const kept = res.body.data.backups[0]
    expect(kept.summary.ledger.payments).toMatch(/^\d+$/)

    const link = await root.post(`/api/dashboard/backups/${kept.id}/link`)
    expect(link.status).toBe(200)
    const url = new URL(link.body.data.url)
    expect(new Date(link.body.data.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(
      10 * 60_000,
    )
    const download = await fetch(`${ctx.url}${url.pathname}${url.search}`, {
      headers: { cookie: [...root.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    expect(download.status).toBe(200)
    const bytes = Buffer.from(await download.arrayBuffer())
    expect(bytes.equals(readFileSync(path.join(ctx.config.backup.dir, kept.file)))).toBe(true)

    const forged = url.search.replace(/signature=[^&]+/, 'signature=abc')
    expect((await root.get(`${url.pathname}${forged}`)).status).toBe(403)
    // Someone else's session cannot use the link either.
    const other = ctx.client()
    await ctx.actingAs(other, await ctx.createUser({}, ['super-admin']))
    expect((await other.get(`${url.pathname}${url.search}`)).status).toBe(403)

    const audits = rowsOf<{ action: string }>(
      await ctx.db.execute(
        sql`select action from audit_logs where resource = 'backups' order by id`,
      ),
    ).map((r) => r.action)
    expect(audits).toEqual(['link', 'download'])
  })

  it('is the super-admin’s alone', async () => {
    const admin = ctx.client()
    await ctx.actingAs(admin, await ctx.createUser({}, ['admin']))
    for (const url of ['/api/dashboard/backups', '/api/dashboard/backups/status'])
      expect((await admin.get(url)).status).toBe(403)
    expect((await admin.post('/api/dashboard/backups/1/link')).status).toBe(403)
    expect((await admin.post('/api/dashboard/backups')).status).toBe(403)
    expect((await ctx.client().get('/api/dashboard/backups')).status).toBe(401)
  })

  it('warns and tells the super-admins when a backup fails, and when none succeeded for 36 hours', async () => {
    const superAdmins = await ctx.db.execute(sql`
      select distinct ur.user_id from user_roles ur join roles r on r.id = ur.role_id
      where r.name = 'super-admin'`)
    const failing = {
      database: ctx.database,
      storage: ctx.app.storage,
      config: {
        ...ctx.config,
        // A file where the folder should be: the backup cannot be written.
        backup: {
          ...ctx.config.backup,
          dir: path.join(ctx.config.backup.dir, path.basename(latestBackup())),
        },
      },
      offsite: null,
      log: ctx.app.log,
    }
    await expect(runBackup(failing, 'nightly')).rejects.toThrow()
    const status = await root.get('/api/dashboard/backups/status')
    expect(status.body.data.warning).toBe('failed')
    expect(status.body.data.last_run).toMatchObject({ status: 'failed', trigger: 'nightly' })
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(sql`kind = 'backup'`)
    expect(told).toHaveLength(rowsOf(superAdmins).length)
    expect(told[0]!.link).toBe('/dashboard/backups')

    // A later good backup clears the warning; 37 hours on, the gap is told once.
    expect((await cli(['backup'], sourceEnv())).code).toBe(0)
    expect((await root.get('/api/dashboard/backups/status')).body.data.warning).toBeNull()
    const realNow = ctx.app.clock.now
    ctx.app.clock.now = () => new Date(Date.now() + 37 * 3600_000)
    try {
      expect((await root.get('/api/dashboard/backups/status')).body.data.warning).toBe('missing')
      const { alertIfMissing } = await import('./health.service.ts')
      expect(await alertIfMissing(ctx.db, ctx.app.clock.now())).toBe(true)
      expect(await alertIfMissing(ctx.db, ctx.app.clock.now())).toBe(false)
    } finally {
      ctx.app.clock.now = realNow
    }
    const missing = await ctx.db
      .select()
      .from(notifications)
      .where(sql`kind = 'backup' and title like '%۳۶%'`)
    expect(missing).toHaveLength(rowsOf(superAdmins).length)
  })

  it('queues a backup now', async () => {
    const res = await root.post('/api/dashboard/backups')
    expect(res.status).toBe(202)
    // The nightly schedule (03:00 Tehran, 23:30 UTC) may have queued its own job, with no data.
    const jobs = rowsOf<{ data: { trigger: string } }>(
      await ctx.db.execute(
        sql`select data from pgboss.job where name = 'backups.run' and data is not null`,
      ),
    )
    expect(jobs.map((job) => job.data)).toEqual([{ trigger: 'dashboard' }])
  })
})
