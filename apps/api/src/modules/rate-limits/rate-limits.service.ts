import type { Executor } from '../../db/client.ts'
import { tooManyRequests } from '../../lib/errors.ts'
import { countHit, currentCount, deleteCounter, deleteExpired } from './rate-limits.repository.ts'

export type Limit = { key: string; max: number; windowSeconds: number }

/** Counts one hit against the limit; whether it is still within it. */
export async function hit(db: Executor, { key, max, windowSeconds }: Limit) {
  const { count, retryAfter } = await countHit(db, key, windowSeconds)
  return { allowed: count <= max, count, retryAfter }
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
  const current = await currentCount(db, key)
  if (current && current.count >= max) throw refusal(current.retryAfter)
}

export async function clear(db: Executor, key: string) {
  await deleteCounter(db, key)
}

export async function purgeExpired(db: Executor) {
  await deleteExpired(db)
}
