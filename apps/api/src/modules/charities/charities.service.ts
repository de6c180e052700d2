import type { CreateCharityInput } from '@kheyr/contracts'
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Tx } from '../../db/client.ts'
import { AppError, invalid } from '../../lib/errors.ts'
import { bills, transactions } from '../payments/payments.tables.ts'
import { charities, charityTypes, type CharityRow } from './charities.tables.ts'

export async function activeType(db: FastifyInstance['db'] | Tx, slug: string) {
  const [type] = await db
    .select()
    .from(charityTypes)
    .where(and(eq(charityTypes.slug, slug), eq(charityTypes.active, true)))
  return type ?? null
}

/** The active charity types' pages for the sitemap. */
export async function activeTypeSlugs(db: FastifyInstance['db']) {
  return db
    .select({ slug: charityTypes.slug, updatedAt: charityTypes.updatedAt })
    .from(charityTypes)
    .where(eq(charityTypes.active, true))
    .orderBy(asc(charityTypes.sort), asc(charityTypes.id))
}

/** A donation and its bill, in one transaction; the amount's floor comes from the type's price module. */
export async function createDonation(
  app: FastifyInstance,
  request: FastifyRequest,
  input: CreateCharityInput,
) {
  const type = await activeType(app.db, input.type)
  if (!type) throw invalid('type', 'in')
  if (input.amount < type.minAmount) throw invalid('amount', 'amount_min', { min: type.minAmount })
  const userId = request.user?.id ?? null
  const guestMobile = userId ? null : input.mobile
  return app.db.transaction(async (tx) => {
    const [donation] = await tx
      .insert(charities)
      .values({
        userId,
        guestMobile,
        charityTypeId: type.id,
        amount: input.amount,
        description: input.description,
      })
      .returning()
    const bill = await app.payments.createBill(tx, { userId, guestMobile }, [
      { kind: 'charity', itemId: donation!.id, title: type.title, amount: donation!.amount },
    ])
    const [linked] = await tx
      .update(charities)
      .set({ billId: bill.id })
      .where(eq(charities.id, donation!.id))
      .returning()
    return { donation: linked!, type, bill }
  })
}

/**
 * Every unpaid donation of the user in one new bill. Donations whose bill is being paid right now
 * stay where they are; the bills they leave are canceled, so nothing can be paid for twice.
 */
export async function payAll(app: FastifyInstance, userId: number) {
  return app.db.transaction(async (tx) => {
    const unpaid = await tx
      .select()
      .from(charities)
      .where(and(eq(charities.userId, userId), eq(charities.status, 'unpaid')))
      .for('update')
    const billIds = [...new Set(unpaid.map((d) => d.billId).filter((v): v is number => v !== null))]
    const busy = billIds.length
      ? await tx
          .select({ billId: transactions.billId })
          .from(transactions)
          .where(and(inArray(transactions.billId, billIds), eq(transactions.status, 'pending')))
      : []
    const busyBills = new Set(busy.map((b) => b.billId))
    const movable = unpaid.filter((d) => d.billId === null || !busyBills.has(d.billId))
    if (!movable.length) throw new AppError(409, 'nothing_to_pay')
    const oldBills = [
      ...new Set(movable.map((d) => d.billId).filter((v): v is number => v !== null)),
    ]
    if (oldBills.length) {
      await tx
        .update(bills)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(inArray(bills.id, oldBills), eq(bills.status, 'unpaid')))
    }
    const types = await tx
      .select()
      .from(charityTypes)
      .where(inArray(charityTypes.id, [...new Set(movable.map((d) => d.charityTypeId))]))
    const title = (d: CharityRow) => types.find((t) => t.id === d.charityTypeId)?.title ?? ''
    const bill = await app.payments.createBill(
      tx,
      { userId, guestMobile: null },
      movable.map((d) => ({
        kind: 'charity' as const,
        itemId: d.id,
        title: title(d),
        amount: d.amount,
      })),
    )
    await tx
      .update(charities)
      .set({ billId: bill.id, updatedAt: new Date() })
      .where(
        inArray(
          charities.id,
          movable.map((d) => d.id),
        ),
      )
    return { bill, count: movable.length }
  })
}

/** A donation is paid when its bill is; applied inside the settlement's own transaction. */
export async function markDonationPaid(tx: Tx, donationId: number) {
  await tx
    .update(charities)
    .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(charities.id, donationId), ne(charities.status, 'paid')))
}

/** `markDonationPaid` as one statement over many donations, for the settlement statement. */
export const markDonationsPaidSql = (donationIds: SQL) =>
  sql`update ${charities} set status = 'paid', paid_at = now(), updated_at = now()
    where ${charities.id} in (${donationIds}) and ${charities.status} <> 'paid'`

/** Gifts a guest made with this mobile join the account that signs in with it. */
export async function adoptGuestDonations(tx: Tx, userId: number, mobile: string) {
  await tx
    .update(charities)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(charities.userId), eq(charities.guestMobile, mobile)))
  await tx
    .update(bills)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(bills.userId), eq(bills.guestMobile, mobile)))
  await tx.execute(sql`update ${transactions} set user_id = ${userId}
    where user_id is null and bill_id in (select id from ${bills} where user_id = ${userId})`)
}
