import type { CreateCharityInput } from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor } from '../../db/client.ts'
import { AppError, invalid } from '../../lib/errors.ts'
import {
  activeType,
  insertDonationSql,
  insertedDonation,
  lockUnpaidOfUser,
  moveToBill,
  typesByIds,
  type NewDonation,
} from './charities.repository.ts'
import type { CharityRow, CharityTypeRow } from './charities.tables.ts'

/**
 * A donation and its bill, written in one statement (no transaction to open and close); the
 * amount's floor comes from the type's price module. `checked` is the type the request's rules
 * already read, when they did.
 */
export async function createDonation(
  app: FastifyInstance,
  request: FastifyRequest,
  input: CreateCharityInput,
  checked?: CharityTypeRow,
) {
  const type = checked?.slug === input.type ? checked : await activeType(app.db, input.type)
  if (!type) throw invalid('type', 'in')
  if (input.amount < type.minAmount) throw invalid('amount', 'amount_min', { min: type.minAmount })
  const userId = request.user?.id ?? null
  const values: NewDonation = {
    userId,
    guestMobile: userId ? null : input.mobile,
    charityTypeId: type.id,
    amount: input.amount,
    description: input.description,
  }
  const { bill, rows } = await app.payments.createBillWith(app.db, values, {
    kind: 'charity',
    total: input.amount,
    insert: insertDonationSql(values, type.title),
  })
  return { donation: insertedDonation(values, rows[0]!), type, bill }
}

/**
 * Every unpaid donation of the user in one bill. Donations whose bill is being paid right now
 * stay where they are; the bills the others leave are canceled, under their row locks, so no
 * donation sits in two payable bills (005). When the donations to pay are already all in one
 * unpaid bill (pay-all sent twice, or a single donation), that bill is the answer.
 */
export async function payAll(app: FastifyInstance, userId: number) {
  return app.db.transaction(async (tx) => {
    const unpaid = await lockUnpaidOfUser(tx, userId)
    const { free, busy } = await app.payments.holdBills(
      tx,
      unpaid.flatMap((d) => (d.billId === null ? [] : [d.billId])),
    )
    const movable = unpaid.filter((d) => d.billId === null || !busy.has(d.billId))
    if (!movable.length)
      throw new AppError(409, busy.size ? 'payment_in_progress' : 'nothing_to_pay')
    const oldBills = [...new Set(movable.map((d) => d.billId))]
    const only = oldBills.length === 1 && oldBills[0] !== null ? free.get(oldBills[0]!) : undefined
    if (only) return { bill: only, count: movable.length }
    await app.payments.cancelBills(
      tx,
      oldBills.filter((id): id is number => id !== null),
    )
    const types = await typesByIds(tx, [...new Set(movable.map((d) => d.charityTypeId))])
    const title = (d: CharityRow) => types.find((t) => t.id === d.charityTypeId)?.title ?? ''
    const bill = await app.payments.createBill(
      tx,
      { userId, guestMobile: null },
      movable.map((d) => ({
        kind: 'charity' as const,
        itemId: d.id,
        title: title(d),
        amount: d.amount,
        subKey: d.charityTypeId,
      })),
    )
    await moveToBill(
      tx,
      movable.map((d) => d.id),
      bill.id,
    )
    return { bill, count: movable.length }
  })
}

/** Charity types' titles by id (the reports name their rows with them). */
export async function charityTypeTitles(db: Executor, ids: number[]) {
  return new Map((await typesByIds(db, ids)).map((t) => [t.id, t.title]))
}
