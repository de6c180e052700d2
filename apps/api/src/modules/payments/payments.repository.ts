import type { GatewayName } from '@kheyr/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { bills, transactions, type BillRow } from './payments.tables.ts'

/** A second click on "pay" within this time reuses the first attempt. */
export const DOUBLE_CLICK_SECONDS = 10

/** The bill, locked until the caller's transaction ends; concurrent payers of it wait here. */
export async function lockBill(tx: Tx, id: number): Promise<BillRow | null> {
  const [row] = await tx.select().from(bills).where(eq(bills.id, id)).for('update')
  return row ?? null
}

/**
 * The attempt a click on "pay" uses: the bill's pending attempt at this gateway from the last
 * few seconds (a double click), or a new one for the bill's total. Call it holding the bill's
 * lock: the statement then sees every attempt committed before the lock was granted, so two
 * concurrent clicks cannot both create one.
 */
export async function openAttempt(tx: Tx, bill: BillRow, gateway: GatewayName) {
  const result = await tx.execute<{ id: number; fresh: boolean }>(sql`
    with recent as (
      select ${transactions.id} as id from ${transactions}
      where ${transactions.billId} = ${bill.id} and ${transactions.gateway} = ${gateway}
        and ${transactions.status} = 'pending'
        and ${transactions.createdAt} > now() - make_interval(secs => ${DOUBLE_CLICK_SECONDS})
      order by ${transactions.id} desc
      limit 1
    ), created as (
      insert into ${transactions} (bill_id, user_id, gateway, amount)
      select ${bill.id}, ${bill.userId}, ${gateway}, ${bill.total}
      where not exists (select 1 from recent)
      returning id
    )
    select id, true as fresh from created
    union all
    select id, false as fresh from recent
  `)
  const row = (result as unknown as { rows: { id: number | string; fresh: boolean }[] }).rows[0]!
  return { id: Number(row.id), fresh: row.fresh }
}

/** Where an attempt sends the browser, once its request to the gateway has been answered. */
export async function attemptState(db: Executor, id: number) {
  const [row] = await db
    .select({
      status: transactions.status,
      raw: transactions.raw,
      error: transactions.errorMessage,
    })
    .from(transactions)
    .where(eq(transactions.id, id))
  return row ?? null
}
