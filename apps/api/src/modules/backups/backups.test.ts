import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestClient } from '../../../test/harness.ts'
import { databaseUrl, freshDbName, withAdmin } from '../../../test/template-db.ts'
import { runCli } from '../../cli.ts'
import { openDatabase, type Database } from '../../db/client.ts'
import { seedFirstRun } from '../../seed.ts'
import { notifications } from '../notifications/notifications.tables.ts'
import { ArchiveWriter, entryBuffer, readEntries } from './backups.archive.ts'
import { runBackup } from './backups.jobs.ts'
import { backupsToKeep, backupTime } from './backups.service.ts'
import { backupRuns } from './backups.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })
const source = ctx.database
const onPostgres = source.kind === 'postgres'
const adminUrl = process.env.TEST_DATABASE_URL ?? null

// ---- Helpers ----------------------------------------------------------------------------------

/** The command line as a person runs it, its lines kept; answers the exit code and the output. */
async function cli(argv: string[], env: Record<string, string>) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(
    argv,
    {
      NODE_ENV: 'test',
      SESSION_SECRET: ctx.config.sessionSecret,
      LOG_LEVEL: 'silent',
      ...env,
    },
    { out: (l) => out.push(l), err: (l) => err.push(l) },
  )
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** The environment that points the command line at the test app's database and folders. */
const sourceEnv = () => ({
  DATA_DIR: ctx.config.dataDir,
  ...(onPostgres ? { DATABASE_URL: source.url! } : {}),
})

/** An empty target of the suite's kind: a new data folder, or a new PostgreSQL database. */
const targets: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const drop of targets) await drop()
})
async function emptyTarget(kind: 'pglite' | 'postgres' = source.kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-restore-'))
  if (kind === 'pglite') return { env: { DATA_DIR: dataDir }, dataDir, url: null }
  const name = freshDbName()
  await withAdmin(adminUrl!, (c) => c.query(`CREATE DATABASE ${name}`))
  targets.push(() =>
    withAdmin(adminUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
      () => {},
    ),
  )
  const url = databaseUrl(adminUrl!, name)
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, dataDir, url }
}

async function openTarget(target: { dataDir: string; url: string | null }) {
  return target.url
    ? openDatabase({ kind: 'postgres', url: target.url, max: 2 })
    : openDatabase({ kind: 'pglite', dataDir: target.dataDir })
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** Each table's row count and a digest of its rows (ordered by their text), backups' own aside. */
async function fingerprint(database: Database) {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and c.relname not in ('backup_runs', 'backup_alerts') order by 1`),
  ).map((r) => r.name)
  const result: Record<string, string> = {}
  for (const name of tables) {
    const [row] = rowsOf<{ n: string; digest: string | null }>(
      await database.db.execute(
        sql.raw(`select count(*)::text as n,
          md5(string_agg(j, E'\\n' order by j)) as digest
          from (select row_to_json(t)::text as j from public."${name}" t) s`),
      ),
    )
    result[name] = `${row!.n}:${row!.digest}`
  }
  return result
}

async function ledger(database: Database) {
  return rowsOf(
    await database.db.execute(sql`
      select coalesce(sum(count), 0)::text as payments, coalesce(sum(amount), 0)::text as amount,
        coalesce(sum(refunded_count), 0)::text as refunds,
        coalesce(sum(refunded_amount), 0)::text as refunded_amount
      from settlement_ledger where kind is null`),
  )[0]
}

/** Every file under a folder and its SHA-256. */
function mediaChecksums(root: string) {
  const sums: Record<string, string> = {}
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else
        sums[path.relative(root, full)] = createHash('sha256')
          .update(readFileSync(full))
          .digest('hex')
    }
  }
  walk(root)
  return sums
}

async function payInSandbox(client: TestClient, bill: { id: number; token?: string | null }) {
  const authority = await startPaying(client, bill)
  await callback(authority)
}
async function startPaying(client: TestClient, bill: { id: number; token?: string | null }) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token ?? null,
  })
  expect(res.status).toBe(200)
  return (res.body.data.redirect.url as string).split('/').pop()!
}
const callback = (authority: string) =>
  fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    redirect: 'manual',
  })

async function donation(client: TestClient, amount = 50000) {
  const made = await client.post('/api/charities', { type: 'sadaqa', amount })
  expect(made.status).toBe(201)
  return made.body.data.bill as { id: number; token: string }
}

async function upload(client: TestClient, url: string, name: string) {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
  const res = await client.postForm(url, form)
  expect(res.status).toBe(201)
  return res.body
}

const latestBackup = () => {
  const dir = ctx.config.backup.dir
  const files = readdirSync(dir).filter((f) => backupTime(f))
  return path.join(dir, files.sort().at(-1)!)
}

// ---- Seed: what a charity keeps ----------------------------------------------------------------

await seedFirstRun(
  ctx.db,
  { ...ctx.config, seedDemo: true, adminPassword: 'password-for-tests' },
  ctx.app.log,
)
const root = ctx.client()
await ctx.actingAs(root, await ctx.createUser({}, ['super-admin']))
const donor = ctx.client()
await ctx.actingAs(donor, await ctx.createUser({}))
for (let i = 0; i < 3; i++) await payInSandbox(donor, await donation(donor, 20000 + i * 1000))
// Needy files with attachments: the help's receipt in the media storage.
await upload(root, '/api/dashboard/needies-helps/attachments', 'رسید.png')
await upload(root, '/api/dashboard/needies-helps/attachments', 'نسخه.png')
// A refund of a payment (staff recorded it at the bank's panel), in the ledger too.
await ctx.db.execute(sql`
  with paid as (select id, amount from transactions where status = 'paid' order by id limit 1),
  refund as (
    insert into refunds (transaction_id, amount, reference, refunded_on)
    select id, amount, 'R-1', current_date from paid returning amount)
  update settlement_ledger set refunded_count = refunded_count + 1,
    refunded_amount = refunded_amount + (select amount from refund)
  where (day, gateway) = (select day, gateway from settlement_ledger where kind is null limit 1)
    and kind is null`)

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
    expect(manifest.migrations.last).toBe('0019_backups')
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

  it('restores into an empty target: every row, the ledger and every media file the same', async () => {
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
  })

  it('refuses a target that is not empty, in one line, unless told to replace it', async () => {
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
  })

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
      const database = await openTarget(target)
      try {
        expect(Object.keys(await fingerprint(database)), bad).toEqual([])
      } finally {
        await database.close()
      }
    }
  })

  it('leaves nothing behind when the restored rows do not add up to the manifest', async () => {
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
  })
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
  it('restores 50 concurrent settlements whole: bills, payments and donations agree', async () => {
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
  })
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
    const [job] = rowsOf<{ data: { trigger: string } }>(
      await ctx.db.execute(sql`select data from pgboss.job where name = 'backups.run'`),
    )
    expect(job!.data).toEqual({ trigger: 'dashboard' })
  })
})
