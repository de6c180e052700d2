import { lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { rateLimits } from './rate-limits.tables.ts'

type Counter = { count: number; retry_after: number }
const rowsOf = (result: unknown) => (result as { rows: Counter[] }).rows

/** Counts one hit against `key` in one statement (safe under concurrency). */
export async function countHit(db: Executor, key: string, windowSeconds: number) {
  const result = await db.execute<Counter>(sql`
    insert into ${rateLimits} (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after
  `)
  const row = rowsOf(result)[0]!
  return { count: Number(row.count), retryAfter: Number(row.retry_after) }
}

/** The hits counted against `key` in its current window, and the seconds left in it. */
export async function currentCount(db: Executor, key: string) {
  const result = await db.execute<Counter>(sql`
    select count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after
    from ${rateLimits} where key = ${key} and reset_at > now()
  `)
  const row = rowsOf(result)[0]
  return row ? { count: Number(row.count), retryAfter: Number(row.retry_after) } : null
}

export async function deleteCounter(db: Executor, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
}

export async function deleteExpired(db: Executor) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()))
}
