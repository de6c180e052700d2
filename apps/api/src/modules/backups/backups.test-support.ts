import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, expect } from 'vitest'
import { databaseUrl, freshDbName, withAdmin } from '../../../test/template-db.ts'
import type { TestContext, TestClient } from '../../../test/harness.ts'
import { runCli } from '../../cli.ts'
import { openDatabase, type Database } from '../../db/client.ts'
import { seedFirstRun } from '../../seed.ts'
import { backupTime } from './backups.service.ts'

// What the backup tests share: the command line as people run it, empty targets to restore
// into, a charity's records to seed, and fingerprints of a database to compare.

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** A PostgreSQL server to restore into: the suite's, when it runs on one. */
export const adminUrl = process.env.TEST_DATABASE_URL ?? null

const dropped: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const drop of dropped) await drop()
})

/** An empty target: a new data folder, or a new PostgreSQL database (with its own data folder). */
export async function emptyTarget(
  kind: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; dataDir: string; url: string | null }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-restore-'))
  if (kind === 'pglite') return { env: { DATA_DIR: dataDir }, dataDir, url: null }
  const name = freshDbName()
  await withAdmin(adminUrl!, (c) => c.query(`CREATE DATABASE ${name}`))
  dropped.push(() =>
    withAdmin(adminUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
      () => {},
    ),
  )
  const url = databaseUrl(adminUrl!, name)
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, dataDir, url }
}

export async function openTarget(target: { dataDir: string; url: string | null }) {
  return target.url
    ? openDatabase({ kind: 'postgres', url: target.url, max: 2 })
    : openDatabase({ kind: 'pglite', dataDir: target.dataDir })
}

/** Each table's row count and a digest of its rows (ordered by their text), backups' own aside. */
export async function fingerprint(database: Database) {
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

export async function ledger(database: Database) {
  return rowsOf(
    await database.db.execute(sql`
      select coalesce(sum(count), 0)::text as payments, coalesce(sum(amount), 0)::text as amount,
        coalesce(sum(refunded_count), 0)::text as refunds,
        coalesce(sum(refunded_amount), 0)::text as refunded_amount
      from settlement_ledger where kind is null`),
  )[0]
}

/** Every file under a folder and its SHA-256. */
export function mediaChecksums(root: string) {
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
  if (existsSync(root)) walk(root)
  return sums
}

/** The helpers bound to one running app. */
export function backupKit(ctx: Pick<TestContext, 'url' | 'config'>) {
  /** The command line as a person runs it, its lines kept. */
  async function cli(argv: string[], env: Record<string, string>) {
    const out: string[] = []
    const err: string[] = []
    const code = await runCli(
      argv,
      { NODE_ENV: 'test', SESSION_SECRET: ctx.config.sessionSecret, LOG_LEVEL: 'silent', ...env },
      { out: (l) => out.push(l), err: (l) => err.push(l) },
    )
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  const callback = (authority: string) =>
    fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
      redirect: 'manual',
    })

  async function startPaying(client: TestClient, bill: { id: number; token?: string | null }) {
    const res = await client.post(`/api/bills/${bill.id}/pay`, {
      gateway: 'sandbox',
      token: bill.token ?? null,
    })
    expect(res.status).toBe(200)
    return (res.body.data.redirect.url as string).split('/').pop()!
  }

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

  return { cli, callback, startPaying, donation, upload, latestBackup }
}

/**
 * What a charity keeps: the demo content (campaigns with reports, memberships, needy files,
 * crowns, boxes), paid donations, needy help attachments in storage and a refund in the ledger.
 * Answers a super-admin's client.
 */
export async function seedCharityRecords(ctx: TestContext) {
  const kit = backupKit(ctx)
  await seedFirstRun(
    ctx.db,
    { ...ctx.config, seedDemo: true, adminPassword: 'password-for-tests' },
    ctx.app.log,
  )
  const root = ctx.client()
  await ctx.actingAs(root, await ctx.createUser({}, ['super-admin']))
  const donor = ctx.client()
  await ctx.actingAs(donor, await ctx.createUser({}))
  for (let i = 0; i < 3; i++) {
    const bill = await kit.donation(donor, 20000 + i * 1000)
    await kit.callback(await kit.startPaying(donor, bill))
  }
  await kit.upload(root, '/api/dashboard/needies-helps/attachments', 'رسید.png')
  await kit.upload(root, '/api/dashboard/needies-helps/attachments', 'نسخه.png')
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
  return root
}
