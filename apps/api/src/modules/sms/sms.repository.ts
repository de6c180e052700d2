import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Delivery } from './drivers/sms-driver.ts'
import type { Executor } from '../../db/client.ts'
import { smsMessages, type SmsMessageRow } from './sms.tables.ts'

export async function insertSms(db: Executor, values: typeof smsMessages.$inferInsert) {
  const [row] = await db.insert(smsMessages).values(values).returning()
  return row!
}

export async function findSms(db: Executor, id: number): Promise<SmsMessageRow | null> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id))
  return row ?? null
}

export async function markSmsSent(
  db: Executor,
  id: number,
  values: { provider: string; providerId: string | null; cost: number | null },
) {
  await db
    .update(smsMessages)
    .set({
      ...values,
      status: 'sent',
      error: null,
      sentAt: new Date(),
      attempts: sql`${smsMessages.attempts} + 1`,
    })
    .where(eq(smsMessages.id, id))
}

/** Sent texts whose delivery the provider has not reported yet, oldest question first. */
export async function awaitingDelivery(
  db: Executor,
  provider: string,
  watchMs: number,
  limit: number,
) {
  return db
    .select({ id: smsMessages.id, providerId: sql<string>`${smsMessages.providerId}` })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.status, 'sent'),
        eq(smsMessages.provider, provider),
        isNotNull(smsMessages.providerId),
        gt(smsMessages.sentAt, new Date(Date.now() - watchMs)),
        or(
          isNull(smsMessages.checkedAt),
          lt(smsMessages.checkedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    )
    .orderBy(sql`${smsMessages.checkedAt} asc nulls first`, smsMessages.id)
    .limit(limit)
}

/** What the provider said about each text: one statement per outcome, whatever the count. */
export async function recordDeliveries(
  db: Executor,
  found: { id: number; delivery: Delivery | null }[],
) {
  const now = new Date()
  const ids = (state: Delivery['state']) =>
    found.filter((f) => (f.delivery?.state ?? 'sent') === state).map((f) => f.id)
  const delivered = ids('delivered')
  const undelivered = found.filter((f) => f.delivery?.state === 'undelivered')
  const pending = ids('sent')
  if (delivered.length)
    await db
      .update(smsMessages)
      .set({ status: 'delivered', deliveredAt: now, checkedAt: now, error: null })
      .where(inArray(smsMessages.id, delivered))
  for (const detail of new Set(undelivered.map((f) => f.delivery!.detail)))
    await db
      .update(smsMessages)
      .set({ status: 'undelivered', checkedAt: now, error: detail })
      .where(
        inArray(
          smsMessages.id,
          undelivered.filter((f) => f.delivery!.detail === detail).map((f) => f.id),
        ),
      )
  if (pending.length)
    await db.update(smsMessages).set({ checkedAt: now }).where(inArray(smsMessages.id, pending))
}

export async function markSmsAttemptFailed(
  db: Executor,
  id: number,
  values: { provider: string; error: string; final: boolean },
) {
  await db
    .update(smsMessages)
    .set({
      provider: values.provider,
      error: values.error.slice(0, 500),
      status: values.final ? 'failed' : 'queued',
      attempts: sql`${smsMessages.attempts} + 1`,
    })
    .where(eq(smsMessages.id, id))
}
