import { eq, sql } from 'drizzle-orm'
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
