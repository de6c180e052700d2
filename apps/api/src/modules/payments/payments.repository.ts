import type { BillStatus, GatewayName, ItemAnswers, ItemKind } from '@kheyr/contracts'
import {
  and,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { pageOf } from '../../lib/pagination.ts'
import { settledInLedger } from './ledger.repository.ts'
import {
  billItems,
  bills,
  transactions,
  type BillItemRow,
  type BillRow,
  type TransactionRow,
} from './payments.tables.ts'

/** A second click on "pay" within this time reuses the first attempt. */
export const DOUBLE_CLICK_SECONDS = 10

/**
 * A click on "pay": a new attempt for the bill's total, unless this gateway's attempt from a
 * click in the last few seconds is still open (a double click). One statement: it marks the
 * bill with the new attempt (the row lock serialises concurrent clicks, and a click that waited
 * re-reads the mark the first one set) and inserts that attempt. Null when it started nothing:
 * the bill is not the caller's, not payable, or a double click (see `payState`). The bill's
 * lock lasts this statement only, never a call to the gateway.
 */
export async function startAttempt(
  db: Executor,
  billId: number,
  caller: { userId: number | null; token: string | null },
  gateway: GatewayName,
  closed: SQL[] = [],
) {
  const open = closed.map((c) => sql` and not exists (${c})`)
  const result = await db.execute(sql`
    with started as (
      update ${bills} set
        pay_attempt_id = nextval(pg_get_serial_sequence('transactions', 'id')),
        pay_gateway = ${gateway},
        pay_open_until = now() + make_interval(secs => ${DOUBLE_CLICK_SECONDS})
      where ${bills.id} = ${billId} and ${bills.status} = 'unpaid'
        and (${bills.userId} = ${caller.userId} or ${bills.token} = ${caller.token})
        and not coalesce(${bills.payGateway} = ${gateway} and ${bills.payOpenUntil} > now(), false)
        ${sql.join(open)}
      returning ${bills.id} as bill_id, ${bills.userId} as user_id, ${bills.total} as total,
        ${bills.guestMobile} as guest_mobile, ${bills.payAttemptId} as attempt_id
    )
    insert into ${transactions} (id, bill_id, user_id, gateway, amount)
    select attempt_id, bill_id, user_id, ${gateway}, total from started
    returning id, amount, (select guest_mobile from started) as guest_mobile
  `)
  const row = rowsOf<{ id: number | string; amount: number | string; guest_mobile: string | null }>(
    result,
  )[0]
  return row
    ? { id: Number(row.id), amount: Number(row.amount), guestMobile: row.guest_mobile }
    : null
}

/** A query selecting the `item_id`s of a bill's items of one kind. */
export const itemIdsOfKindSql = (billId: number, kind: ItemKind) =>
  sql`select i.item_id from ${billItems} i where i.bill_id = ${billId} and i.kind = ${kind}`

/**
 * Why a click started nothing: the bill as the caller may see it, its open attempt, and which
 * of `closed` (the items that may no longer be paid, per kind) found any.
 */
export async function payState(db: Executor, billId: number, closed: SQL[] = []) {
  const [row] = await db
    .select({
      userId: bills.userId,
      token: bills.token,
      status: bills.status,
      attemptId: bills.payAttemptId,
      gateway: bills.payGateway,
      open: sql<boolean>`coalesce(${bills.payOpenUntil} > now(), false)`,
      closed: closed.length
        ? sql<boolean[]>`array[${sql.join(
            closed.map((c) => sql`exists (${c})`),
            sql`, `,
          )}]`
        : sql<boolean[]>`'{}'::boolean[]`,
    })
    .from(bills)
    .where(eq(bills.id, billId))
  return row ?? null
}

/** The attempt ended without paying: the next click on "pay" starts a new one at once. */
export async function closeAttempt(db: Executor, billId: number, attemptId: number) {
  await db
    .update(bills)
    .set({ payOpenUntil: null })
    .where(and(eq(bills.id, billId), eq(bills.payAttemptId, attemptId)))
}

/** Changes an attempt's fields (its gateway's answer to the request, or the error). */
export async function updateAttempt(
  db: Executor,
  id: number,
  values: Partial<Omit<typeof transactions.$inferInsert, 'id'>>,
) {
  await db
    .update(transactions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(transactions.id, id))
}

/** Lets go of a claim to verify an attempt (the gateway did not answer): it may be claimed again. */
export async function releaseClaim(db: Executor, id: number) {
  await db.update(transactions).set({ verifyingAt: null }).where(eq(transactions.id, id))
}

const appendRaw = (entry: unknown) =>
  sql`${transactions.raw} || jsonb_build_array(${JSON.stringify(entry)}::jsonb)`
const stillPending = (id: number) =>
  and(eq(transactions.id, id), eq(transactions.status, 'pending'))

/** The gateway says the attempt is still pending: noted, claim released. False if decided. */
export async function notePending(db: Executor, id: number, raw: unknown) {
  const rows = await db
    .update(transactions)
    .set({ verifyingAt: null, raw: appendRaw(raw) })
    .where(stillPending(id))
    .returning({ id: transactions.id })
  return rows.length === 1
}

/**
 * Decides a still-pending attempt (failed, canceled, flagged for staff), keeping the gateway's
 * answer (`raw`, unless null); the attempt after, or null when it was no longer pending.
 */
export async function decidePending(
  db: Executor,
  id: number,
  raw: unknown,
  values: Pick<typeof transactions.$inferInsert, 'status' | 'errorCode' | 'errorMessage'> &
    Partial<Pick<typeof transactions.$inferInsert, 'flag' | 'flaggedAt'>>,
): Promise<TransactionRow | null> {
  const [row] = await db
    .update(transactions)
    .set({
      ...values,
      ...(raw === null ? {} : { raw: appendRaw(raw) }),
      verifyingAt: null,
      updatedAt: new Date(),
    })
    .where(stillPending(id))
    .returning()
  return row ?? null
}

/** Staff settled a flagged attempt by hand: the flag goes. False when it had none (or no row). */
export async function clearFlag(db: Executor, id: number) {
  const rows = await db
    .update(transactions)
    .set({ flag: null, updatedAt: new Date() })
    .where(and(eq(transactions.id, id), isNotNull(transactions.flag)))
    .returning({ id: transactions.id })
  return rows.length === 1
}

/** An attempt's status with its bill's id, token and status. */
export async function attemptWithBill(db: Executor, id: number) {
  const [row] = await db
    .select({
      status: transactions.status,
      billId: transactions.billId,
      token: bills.token,
      billStatus: bills.status,
    })
    .from(transactions)
    .innerJoin(bills, eq(bills.id, transactions.billId))
    .where(eq(transactions.id, id))
  return row ?? null
}

/** Attempts still pending that started before `before`, oldest first. */
export async function stalePendingAttempts(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.status, 'pending'), lt(transactions.createdAt, before)))
    .orderBy(transactions.createdAt)
    .limit(limit)
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

type Payer = { userId: number | null; guestMobile: string | null }
type Item = {
  kind: ItemKind
  itemId: number
  title: string
  amount: number
  subKey?: number | null
  answers?: ItemAnswers | null
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** A bill and its items in one statement; the caller decided the total from its own records. */
export async function insertBill(
  tx: Tx,
  payer: Payer,
  items: Item[],
  total: number,
  token: string,
): Promise<BillRow> {
  const result = await tx.execute<{ id: number | string; created_at: string | Date }>(sql`
    with bill as (
      insert into ${bills} (user_id, guest_mobile, total, token)
      values (${payer.userId}, ${payer.guestMobile}, ${total}, ${token})
      returning id, created_at
    ), items as (
      insert into ${billItems} (bill_id, kind, item_id, title, amount, sub_key, answers)
      select bill.id, i.kind, i.item_id, i.title, i.amount, i.sub_key, i.answers
      from bill, jsonb_to_recordset(${JSON.stringify(
        items.map((i) => ({
          kind: i.kind,
          item_id: i.itemId,
          title: i.title,
          amount: i.amount,
          sub_key: i.subKey ?? null,
          answers: i.answers ?? null,
        })),
      )}::jsonb) as i(kind text, item_id bigint, title text, amount bigint, sub_key bigint,
        answers jsonb)
      returning 1
    )
    select bill.id, bill.created_at from bill, (select count(*) from items) as written
  `)
  const row = rowsOf<{ id: number | string; created_at: string | Date }>(result)[0]!
  return unpaidBill(row, payer, total, token)
}

/** The bill a statement just wrote, from its id and creation time. */
function unpaidBill(
  row: { id: number | string; created_at: string | Date },
  payer: Payer,
  total: number,
  token: string,
): BillRow {
  const createdAt = new Date(row.created_at)
  return {
    id: Number(row.id),
    userId: payer.userId,
    guestMobile: payer.guestMobile,
    total,
    status: 'unpaid',
    token,
    paidTransactionId: null,
    paidAt: null,
    payAttemptId: null,
    payGateway: null,
    payOpenUntil: null,
    createdAt,
    updatedAt: createdAt,
  }
}

/**
 * A bill whose items another module inserts in this same statement, so making both is one round
 * trip and needs no transaction. `insert` is that module's `insert ... returning` statement,
 * given the new bill's id as SQL, returning `item_id`, `title`, `amount` and `sub_key` (what
 * reports group it by, or null) per item (and any
 * columns of its own, handed back as JSON). The bill is written only when the items add up to
 * `total`; otherwise the bill's items point at no bill and their foreign key undoes the whole
 * statement (constraints are checked when it ends, which is also what lets the caller's rows
 * point at a bill written after them). Returns the bill and the rows `insert` returned.
 */
export async function insertBillWith(
  db: Executor,
  payer: Payer,
  kind: ItemKind,
  insert: (billId: SQL) => SQL,
  total: number,
  token: string,
): Promise<{ bill: BillRow; rows: Record<string, unknown>[] }> {
  const result = await db.execute(sql`
    with new_bill as (
      select nextval(pg_get_serial_sequence('bills', 'id')) as id
    ), made as (${insert(sql`(select id from new_bill)`)}), bill as (
      insert into ${bills} (id, user_id, guest_mobile, total, token)
      select new_bill.id, ${payer.userId}, ${payer.guestMobile}, ${total}, ${token} from new_bill
      where (select sum(amount) from made) = ${total}
      returning id, created_at
    ), items as (
      insert into ${billItems} (bill_id, kind, item_id, title, amount, sub_key)
      select new_bill.id, ${kind}, made.item_id, made.title, made.amount, made.sub_key
      from new_bill, made
      returning 1
    )
    select bill.id, bill.created_at, (select jsonb_agg(to_jsonb(made)) from made) as rows,
      (select count(*) from items) as written
    from bill
  `)
  const row = rowsOf<{
    id: number | string
    created_at: string | Date
    rows: Record<string, unknown>[]
  }>(result)[0]
  if (!row) throw new Error(`No items were made for a bill of ${kind}`)
  return { bill: unpaidBill(row, payer, total, token), rows: row.rows }
}

/** A callback's attempt as the claim statement returns it, with its bill's state. */
export type ClaimedAttempt = TransactionRow & {
  billStatus: BillRow['status']
  billToken: string
  /** The callback's bank reference already paid for another of our attempts. */
  referenceTaken: boolean
  /** The kinds of the bill's items (settlement picks its path by them). */
  itemKinds: ItemKind[]
}

/**
 * The first arrival of a callback claims its attempt for verification (only while it is pending
 * and nobody else holds a fresh claim) and keeps the callback's fields, in one statement; the
 * row lock makes exactly one arrival the claimant. Null for replays, concurrent arrivals and
 * decided attempts.
 */
export async function claimAttempt(
  db: Executor,
  where: { gateway: GatewayName; token: string } | { id: number },
  params: Record<string, string> | null,
  reference: string | null,
  claimMs: number,
): Promise<ClaimedAttempt | null> {
  const match =
    'id' in where
      ? sql`${transactions.id} = ${where.id}`
      : sql`${transactions.gateway} = ${where.gateway} and ${transactions.token} = ${where.token}`
  const [row] = await db
    .update(transactions)
    .set({
      verifyingAt: sql`now()`,
      ...(params
        ? {
            callbackParams: sql`coalesce(${transactions.callbackParams}, ${JSON.stringify(params)}::jsonb)`,
          }
        : {}),
    })
    .from(bills)
    .where(
      sql`${match} and ${bills.id} = ${transactions.billId}
        and ${transactions.status} = 'pending'
        and (${transactions.verifyingAt} is null
          or ${transactions.verifyingAt} < now() - make_interval(secs => ${claimMs / 1000}))`,
    )
    .returning({
      ...getTableColumns(transactions),
      billStatus: bills.status,
      billToken: bills.token,
      referenceTaken: sql<boolean>`${reference}::text is not null and exists (
        select 1 from ${transactions} other
        where other.gateway = ${transactions.gateway} and other.reference_id = ${reference}
          and other.id <> ${transactions.id})`,
      itemKinds: sql<ItemKind[]>`(select coalesce(jsonb_agg(distinct i.kind), '[]'::jsonb)
        from ${billItems} i where i.bill_id = ${transactions.billId})`,
    })
  return row ?? null
}

/**
 * Where a callback that did not claim its attempt stands; its fields are kept when the attempt
 * has none yet (reconciliation may be verifying it without them). Null for an unknown token.
 */
export async function noteCallback(
  db: Executor,
  gateway: GatewayName,
  token: string,
  params: Record<string, string>,
) {
  const [row] = await db
    .update(transactions)
    .set({
      callbackParams: sql`coalesce(${transactions.callbackParams}, ${JSON.stringify(params)}::jsonb)`,
    })
    .from(bills)
    .where(
      sql`${transactions.gateway} = ${gateway} and ${transactions.token} = ${token}
        and ${bills.id} = ${transactions.billId}`,
    )
    .returning({
      id: transactions.id,
      status: transactions.status,
      billId: transactions.billId,
      billStatus: bills.status,
      billToken: bills.token,
    })
  return row ?? null
}

/** An item kind's effect as SQL: the statement run on the paid bill's items of that kind. */
export type PaidEffect = { kind: ItemKind; statement: (itemIds: SQL) => SQL }

/**
 * Marks a pending attempt paid, and its bill paid with every item's effect, in one statement.
 * The attempt's row is locked first, then the bill's (`for update` inside the statement, which
 * waits for a concurrent settlement of the same bill and then reads its outcome), so a second
 * successful attempt of a paid bill is marked `duplicate` and changes nothing else. `effects`
 * are the kinds whose effect is SQL; the items of other kinds come back for the caller to apply
 * in the same database transaction. With `onlySql` the statement runs on its own: it changes
 * nothing when the bill has an item of another kind (nobody would apply that item's effect).
 * Null when the attempt was no longer pending, or `onlySql` left it alone.
 */
export async function markPaid(
  db: Executor,
  id: number,
  paid: { referenceId: string; cardMask: string | null; raw: unknown },
  effects: PaidEffect[],
  options: { onlySql?: boolean } = {},
): Promise<{
  billId: number
  duplicate: boolean
  bill: BillRow | null
  otherItems: BillItemRow[]
} | null> {
  const sqlKinds = sql`${`{${effects.map((e) => e.kind).join(',')}}`}::text[]`
  const onlySql = options.onlySql
    ? sql`and not exists (select 1 from ${billItems} o
        where o.bill_id = t.bill_id and not (o.kind = any(${sqlKinds})))`
    : sql``
  const effectCtes = effects.map(
    (effect, n) =>
      sql`, ${sql.raw(`effect_${n}`)} as (${effect.statement(
        sql`select item_id from items where kind = ${effect.kind}`,
      )})`,
  )
  const result = await db.execute(sql`
    with paid as (
      update ${transactions} t set
        status = 'paid', reference_id = ${paid.referenceId}, card_mask = ${paid.cardMask},
        paid_at = now(), verifying_at = null, updated_at = now(),
        raw = t.raw || jsonb_build_array(${JSON.stringify({ verify: paid.raw ?? null })}::jsonb),
        duplicate = coalesce(
          (select b.status <> 'unpaid' from ${bills} b where b.id = t.bill_id for update), false)
      where t.id = ${id} and t.status = 'pending' ${onlySql}
      returning t.id, t.bill_id, t.duplicate, t.gateway, t.paid_at
    ), bill as (
      update ${bills} set status = 'paid', paid_transaction_id = paid.id, paid_at = now(),
        updated_at = now()
      from paid
      where ${bills.id} = paid.bill_id and not paid.duplicate and ${bills.status} = 'unpaid'
      returning ${bills.id} as id, ${bills.userId} as user_id, ${bills.guestMobile} as guest_mobile,
        ${bills.total} as total, ${bills.token} as token, ${bills.paidAt} as paid_at,
        ${bills.payAttemptId} as pay_attempt_id, ${bills.payGateway} as pay_gateway,
        ${bills.payOpenUntil} as pay_open_until,
        ${bills.createdAt} as created_at, ${bills.updatedAt} as updated_at
    ), items as (
      select i.* from ${billItems} i join bill on i.bill_id = bill.id
    ), ledger as (${settledInLedger(sql`select bill_id, gateway, paid_at from paid`)})${sql.join(effectCtes)}
    select paid.bill_id, paid.duplicate, to_jsonb(bill) as bill,
      coalesce((select jsonb_agg(to_jsonb(i) order by i.id) from items i
        where not (i.kind = any(${sqlKinds}))), '[]'::jsonb) as items
    from paid left join bill on true
  `)
  const row = rowsOf<{
    bill_id: number | string
    duplicate: boolean
    bill: BillJson | null
    items: ItemJson[]
  }>(result)[0]
  if (!row) return null
  const bill = row.bill
    ? {
        id: Number(row.bill.id),
        userId: row.bill.user_id === null ? null : Number(row.bill.user_id),
        guestMobile: row.bill.guest_mobile,
        total: Number(row.bill.total),
        status: 'paid' as const,
        token: row.bill.token,
        paidTransactionId: id,
        paidAt: new Date(row.bill.paid_at!),
        payAttemptId: row.bill.pay_attempt_id === null ? null : Number(row.bill.pay_attempt_id),
        payGateway: row.bill.pay_gateway,
        payOpenUntil: row.bill.pay_open_until ? new Date(row.bill.pay_open_until) : null,
        createdAt: new Date(row.bill.created_at),
        updatedAt: new Date(row.bill.updated_at),
      }
    : null
  const otherItems = row.items.map((i) => ({
    id: Number(i.id),
    billId: Number(i.bill_id),
    kind: i.kind,
    itemId: Number(i.item_id),
    title: i.title,
    amount: Number(i.amount),
    subKey: i.sub_key === null ? null : Number(i.sub_key),
    answers: i.answers ?? null,
  }))
  return { billId: Number(row.bill_id), duplicate: row.duplicate, bill, otherItems }
}

type BillJson = {
  id: number | string
  user_id: number | string | null
  guest_mobile: string | null
  total: number | string
  token: string
  paid_at: string | null
  pay_attempt_id: number | string | null
  pay_gateway: GatewayName | null
  pay_open_until: string | null
  created_at: string
  updated_at: string
}
type ItemJson = {
  id: number | string
  bill_id: number | string
  kind: ItemKind
  item_id: number | string
  title: string
  amount: number | string
  sub_key: number | string | null
  answers?: ItemAnswers | null
}

// ---- Reading bills and attempts ----------------------------------------------------------------

export async function findBill(db: Executor, id: number): Promise<BillRow | null> {
  const [row] = await db.select().from(bills).where(eq(bills.id, id))
  return row ?? null
}

export async function findBills(db: Executor, ids: number[]): Promise<BillRow[]> {
  if (!ids.length) return []
  return db.select().from(bills).where(inArray(bills.id, ids))
}

/** A user's bills, newest first, one page. */
export async function billsOfUser(
  db: Executor,
  userId: number,
  status: BillStatus | undefined,
  page: number,
) {
  const where = and(eq(bills.userId, userId), status ? eq(bills.status, status) : undefined)
  return pageOf(db, bills, where, page)
}

/** A user's payment attempts, newest first, one page. */
export async function transactionsOfUser(db: Executor, userId: number, page: number) {
  return pageOf(db, transactions, eq(transactions.userId, userId), page)
}

/** The items and attempts (newest first) of these bills. */
export async function itemsAndAttemptsOf(db: Executor, billIds: number[]) {
  if (!billIds.length) return { items: [], attempts: [] }
  const [items, attempts] = await Promise.all([
    db.select().from(billItems).where(inArray(billItems.billId, billIds)),
    db
      .select()
      .from(transactions)
      .where(inArray(transactions.billId, billIds))
      .orderBy(desc(transactions.id)),
  ])
  return { items, attempts }
}

/** A bill's items, in the order they were added. */
export async function billItemsOf(db: Executor, billId: number): Promise<BillItemRow[]> {
  return db.select().from(billItems).where(eq(billItems.billId, billId)).orderBy(billItems.id)
}

/**
 * What a user paid for between two moments, oldest first: every item of their paid bills with
 * the payment that paid the bill (a second payment of a paid bill, kept for a refund, is not
 * giving and is left out).
 */
export async function paidItemsOfUser(db: Executor, userId: number, from: Date, to: Date) {
  return db
    .select({
      billId: bills.id,
      paidAt: bills.paidAt,
      kind: billItems.kind,
      title: billItems.title,
      amount: billItems.amount,
      gateway: transactions.gateway,
      reference: transactions.referenceId,
    })
    .from(billItems)
    .innerJoin(bills, eq(bills.id, billItems.billId))
    .innerJoin(transactions, eq(transactions.id, bills.paidTransactionId))
    .where(
      and(
        eq(bills.userId, userId),
        eq(bills.status, 'paid'),
        gte(bills.paidAt, from),
        lt(bills.paidAt, to),
      ),
    )
    .orderBy(bills.paidAt, billItems.id)
}

/** When a user's first paid bill was paid, or null. */
export async function firstPaymentOfUser(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${bills.paidAt})` })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.status, 'paid')))
  return row?.at ? new Date(row.at) : null
}

/** The built-in test bank's attempt behind a payment page. */
export async function findSandboxAttempt(db: Executor, authority: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.gateway, 'sandbox'), eq(transactions.token, authority)))
  return row ?? null
}

// ---- What other modules ask of their bills ----------------------------------------------------

/**
 * Locks those of these bills that are unpaid and that nobody else holds at this moment (a click
 * starting an attempt, a settlement, another request making way): those are skipped, never
 * waited for, so a caller holding its own records' locks cannot deadlock with a settlement that
 * holds the bill and waits for them.
 */
export async function lockFreeUnpaidBills(tx: Tx, billIds: number[]): Promise<BillRow[]> {
  if (!billIds.length) return []
  return tx
    .select()
    .from(bills)
    .where(and(inArray(bills.id, billIds), eq(bills.status, 'unpaid')))
    .orderBy(bills.id)
    .for('update', { skipLocked: true })
}

/**
 * Of these bills, the unpaid ones and whether an attempt at a gateway is pending for each. A
 * statement of its own after the lock, so it sees every attempt committed before the lock was
 * taken (the statement that starts an attempt holds the bill's lock until it commits).
 */
export async function unpaidBillsInFlight(db: Executor, billIds: number[]) {
  if (!billIds.length) return []
  const result = await db.execute(sql`
    select b.id, exists (select 1 from ${transactions} t
      where t.bill_id = b.id and t.status = 'pending') as in_flight
    from ${bills} b
    where b.id in (${sql.join(
      billIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and b.status = 'unpaid'`)
  return rowsOf<{ id: number | string; in_flight: boolean }>(result).map((r) => ({
    id: Number(r.id),
    inFlight: r.in_flight,
  }))
}

/** Cancels those of these bills that are still unpaid. */
export async function cancelUnpaidBills(db: Executor, billIds: number[]) {
  if (!billIds.length) return
  await db
    .update(bills)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(inArray(bills.id, billIds), eq(bills.status, 'unpaid')))
}

/** Bills a guest made with this mobile, and their attempts, join the account signing in. */
export async function claimGuestBills(tx: Tx, userId: number, mobile: string) {
  await tx
    .update(bills)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(bills.userId), eq(bills.guestMobile, mobile)))
  await tx.execute(sql`update ${transactions} set user_id = ${userId}
    where user_id is null and bill_id in (select id from ${bills} where user_id = ${userId})`)
}

/** A bill, locked for the rest of the transaction (staff recording money against it). */
export async function lockBill(tx: Tx, id: number): Promise<BillRow | null> {
  const [row] = await tx.select().from(bills).where(eq(bills.id, id)).for('update')
  return row ?? null
}

/** The attempt behind money staff received in person: the staff-only `cash` gateway. */
export async function insertCashAttempt(tx: Tx, bill: BillRow, details: unknown) {
  const [attempt] = await tx
    .insert(transactions)
    .values({
      billId: bill.id,
      userId: bill.userId,
      gateway: 'cash',
      amount: bill.total,
      raw: [{ cash: details }],
    })
    .returning({ id: transactions.id })
  return attempt!.id
}
