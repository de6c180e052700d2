import { OTP_MAX_ATTEMPTS } from '@kheyr/contracts'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { otpCodes, type OtpPurpose } from './otp.tables.ts'

/** The newest code of a mobile for a purpose that is not spent yet. */
export async function latestCode(db: Executor, mobile: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1)
  return row ?? null
}

/** A new code, the only one that works: older ones are spent in the same call. */
export async function replaceCode(
  db: Executor,
  values: { mobile: string; purpose: OtpPurpose; codeHash: string; expiresAt: Date },
) {
  await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(otpCodes.mobile, values.mobile),
        eq(otpCodes.purpose, values.purpose),
        isNull(otpCodes.consumedAt),
      ),
    )
  await db.insert(otpCodes).values(values)
}

/** Counts a try on a code, atomically; null once it has used up its tries (or was spent). */
export async function countAttempt(db: Executor, id: number) {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(otpCodes.consumedAt),
      ),
    )
    .returning({ attempts: otpCodes.attempts })
  return row?.attempts ?? null
}

/** Spends a code; false when another request spent it first. */
export async function spendCode(db: Executor, id: number) {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id })
  return rows.length === 1
}
