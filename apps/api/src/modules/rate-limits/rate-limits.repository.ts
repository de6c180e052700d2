import { lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { tooManyRequests } from '../../lib/errors.ts'
import { rateLimits } from './rate-limits.tables.ts'

export type Limit = { key: string; max: number; windowSeconds: number }

/** Counts one hit against `key` in one statement (safe under concurrency). */
export async function hit(db: Executor, { key, max, windowSeconds }: Limit) {
  const rows = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into ${rateLimits} (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after
  `)
  const row = (rows as unknown as { rows: { count: number; retry_after: number }[] }).rows[0]!
  return {
    allowed: row.count <= max,
    count: Number(row.count),
    retryAfter: Number(row.retry_after),
  }
}

/** Throws 429 with Retry-After when any of the limits is exhausted. */
export async function enforce(db: Executor, ...limits: Limit[]) {
  for (const limit of limits) {
    const result = await hit(db, limit)
    if (!result.allowed) throw tooManyRequests(result.retryAfter)
  }
}

/**
 * Refuses (429, or `refusal`'s error) when `key` is already at its limit, without counting
 * this request.
 */
export async function assertBelow(
  db: Executor,
  { key, max }: Limit,
  refusal: (retryAfter: number) => Error = tooManyRequests,
) {
  const rows = await db.execute<{ count: number; retry_after: number }>(sql`
    select count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after
    from ${rateLimits} where key = ${key} and reset_at > now()
  `)
  const row = (rows as unknown as { rows: { count: number; retry_after: number }[] }).rows[0]
  if (row && row.count >= max) throw refusal(Number(row.retry_after))
}

export async function clear(db: Executor, key: string) {
  await db.execute(sql`delete from ${rateLimits} where key = ${key}`)
}

export async function purgeExpired(db: Executor) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()))
}
