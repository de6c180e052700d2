import { randomBytes } from 'node:crypto'
import {
  bothLangs,
  encodeMessage,
  type Bill,
  type ErrorKey,
  type GatewayName,
  type ItemAnswers,
  type ItemKind,
  type Lang,
  type PayerGatewayName,
} from '@kheyr/contracts'
import type { SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { AppError, conflict, invalid, notFound, type FieldErrors } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { presentBills, registerParents, type ParentsOf } from './payments.presenter.ts'
import { GatewayError, type Redirect, type VerifyResult } from './gateways/gateway.ts'
import { DEFAULT_TIMEOUT_MS, staffWillCheck } from './gateways/gateway-http.ts'
import {
  attemptState,
  attemptWithBill,
  billItemsOf,
  cancelUnpaidBills,
  claimAttempt,
  claimGuestBills,
  clearFlag,
  closeAttempt,
  decidePending,
  findBill,
  findBills,
  firstPaymentOfUser,
  insertBill,
  insertBillWith,
  insertCashAttempt,
  itemIdsOfKindSql,
  lockBill,
  lockFreeUnpaidBills,
  markPaid,
  noteCallback,
  notePending,
  paidItemsOfUser,
  payState,
  releaseClaim,
  stalePendingAttempts,
  startAttempt,
  unpaidBillsInFlight,
  updateAttempt,
  type ClaimedAttempt,
  type PaidEffect,
} from './payments.repository.ts'
import {
  callbackToken,
  driverFor,
  enabledGateways,
  gatewaySettingsOf,
} from './gateways/registry.ts'
import type { BillItemRow, BillRow, TransactionRow } from './payments.tables.ts'

export type { BillItemRow, BillRow } from './payments.tables.ts'

/** What paying for an item does, applied in the same database transaction that marks the bill paid. */
export type ItemKindHandler = {
  onPaid: (tx: Tx, item: BillItemRow, bill: BillRow) => Promise<void>
  /**
   * The same effect as one SQL statement over the paid bill's items of this kind (`itemIds`
   * selects their `item_id`s), run inside the statement that marks the bill paid. When every
   * registered kind gives one, a payment settles in one statement instead of a transaction with
   * a round trip per item; keep it and `onPaid` doing the same thing.
   */
  paidSql?: (itemIds: SQL) => SQL
  /**
   * The kind tells its payer of the payment itself (crowns text their own receipt): a bill of
   * such items only gets no general receipt.
   */
  ownReceipt?: boolean
  /** The record each item pays toward, where it is not the item itself (shown on receipts). */
  parentsOf?: ParentsOf
  /**
   * Items that may no longer be paid (a crown past its ordering cut-off): `sql` gives a query
   * selecting any such item among `itemIds` (read in the statement that starts an attempt, so
   * no attempt starts for them), `error` the 409 a payer then gets.
   */
  closed?: { sql: (itemIds: SQL) => Promise<SQL>; error: ErrorKey }
}

/**
 * Tells a payer their bill was paid (the receipts module): called once per bill, in the
 * database transaction that marks it paid, so the receipt exists exactly when the payment does.
 */
export type ReceiptSender = (tx: Tx, bill: BillRow, items: BillItemRow[]) => Promise<void>

export type NewItem = {
  kind: ItemKind
  itemId: number
  title: string
  amount: number
  /** What reports group it by within its kind (a donation's charity type, a gift's campaign). */
  subKey?: number | null
  /** What the payer answered, for an item a rate prices (kept on the bill item). */
  answers?: ItemAnswers | null
}

/**
 * Items of one kind that their module inserts in the statement making their bill
 * (`createBillWith`): `insert` is its `insert ... returning item_id, title, amount, sub_key, ...`, given
 * the bill's id as SQL; `total` what those amounts add up to.
 */
export type ItemsInsert = { kind: ItemKind; total: number; insert: (billId: SQL) => SQL }

type Payer = { userId: number | null; guestMobile: string | null }

/** Money staff received in person, for an existing unpaid bill or for new items. */
export type CashPayment = {
  /** The staff member's request: the audit log names them. */
  request: FastifyRequest
  /** What staff wrote down (who brought it, the card reader's slip number...). */
  note: string
  /** False when the caller tells the payer itself (a counted charity box); a receipt otherwise. */
  receipt?: boolean
} & ({ billId: number } | { payer: Payer; items: NewItem[] })

const PENDING_AFTER_MS = 15 * 60 * 1000
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000
const CLAIM_MS = 60 * 1000

/** Where a payer stands after the bank sent them back, as the `/verify` page shows it. */
type OutcomeStatus = 'paid' | 'pending' | 'failed' | 'canceled'

// A paid attempt means a paid bill (its own, or the money came twice): say so even when the bill
// was read in the statement's snapshot, before the settlement it waited for committed.
const outcomeOf = (
  status: TransactionRow['status'],
  billStatus: BillRow['status'],
): OutcomeStatus =>
  status === 'paid' || billStatus === 'paid'
    ? 'paid'
    : status === 'pending'
      ? 'pending'
      : status === 'canceled'
        ? 'canceled'
        : 'failed'

const newBillToken = () => randomBytes(18).toString('base64url')

/** Whoever owns the bill, or holds its token (a guest payer), may open and pay it. */
const canOpen = (
  request: FastifyRequest,
  bill: Pick<BillRow, 'userId' | 'token'>,
  token: string | null | undefined,
) =>
  Boolean(request.user && bill.userId === request.user.id) || Boolean(token && token === bill.token)

export class PaymentsService {
  private readonly kinds = new Map<ItemKind, ItemKindHandler>()
  private receiptSender: ReceiptSender | null = null

  constructor(private readonly app: FastifyInstance) {}

  registerKind(kind: ItemKind, handler: ItemKindHandler) {
    this.kinds.set(kind, handler)
    if (handler.parentsOf) registerParents(kind, handler.parentsOf)
  }

  /** Who tells payers their bill was paid (the receipts module registers itself). */
  sendReceiptsWith(sender: ReceiptSender) {
    this.receiptSender = sender
  }

  /**
   * The saved gateway settings, from the settings cache (no query while they stay the same);
   * pass the transaction when called inside one.
   */
  async gatewaySettings(db: Executor = this.app.db) {
    return gatewaySettingsOf(await this.app.settings.group('payments', db))
  }

  /** The largest bill anyone may make, in toman (a setting, DEFAULT_MAX_BILL unless changed). */
  async maxBill(db: Executor = this.app.db) {
    return (await this.gatewaySettings(db)).max_bill
  }

  /** A bill for the given items; the total is the sum of amounts the caller took from its own records. */
  async createBill(tx: Tx, payer: Payer, items: NewItem[]) {
    if (!items.length) throw new AppError(422, 'validation_failed')
    const total = items.reduce((sum, i) => sum + i.amount, 0)
    await this.assertTotal(total, tx)
    return insertBill(tx, payer, items, total, newBillToken())
  }

  /**
   * A bill and its items in one statement, the items inserted by their own module (`items`):
   * one round trip and no transaction, for a module making a record and its bill at once.
   * Returns the bill and the rows the module's insert returned (as JSON).
   */
  async createBillWith(db: Executor, payer: Payer, items: ItemsInsert) {
    await this.assertTotal(items.total, db)
    return insertBillWith(db, payer, items.kind, items.insert, items.total, newBillToken())
  }

  /**
   * Amounts staff save for later bills (a crown's price, a membership's least amount): each
   * above the ceiling is an `amount_max` error on its field, as making its bill would be.
   */
  async overCap(amounts: Record<string, number | number[] | undefined>): Promise<FieldErrors> {
    const max = await this.maxBill()
    const errors: FieldErrors = {}
    for (const [field, value] of Object.entries(amounts))
      if ([value ?? []].flat().some((amount) => amount > max))
        errors[field] = [encodeMessage('amount_max', { max })]
    return errors
  }

  /** A bill's total is whole, positive and at most the ceiling (a 422 on `amount` above it). */
  private async assertTotal(total: number, db: Executor) {
    if (!Number.isSafeInteger(total) || total <= 0) throw new AppError(422, 'validation_failed')
    const max = await this.maxBill(db)
    if (total > max) throw invalid('amount', 'amount_max', { max })
  }

  /** The bill, when the caller owns it or holds its token; otherwise it does not exist for them. */
  async accessibleBill(request: FastifyRequest, billId: number, token?: string | null) {
    const bill = await findBill(this.app.db, billId)
    if (!bill || !canOpen(request, bill, token)) throw notFound()
    return bill
  }

  /**
   * Bills as their payer sees them (items, attempts, receipt); `withToken` only for their owner.
   * Pass bill rows you hold, or ids to read them.
   */
  async present(
    bills: BillRow[] | number[],
    lang: Lang,
    withToken: boolean,
    db: Executor = this.app.db,
  ): Promise<Bill[]> {
    const rows =
      typeof bills[0] === 'number' ? await findBills(db, bills as number[]) : (bills as BillRow[])
    return presentBills(db, rows, lang, withToken)
  }

  /** What a user paid for between two moments (their yearly statement), oldest first. */
  paidItemsOf(userId: number, from: Date, to: Date) {
    return paidItemsOfUser(this.app.db, userId, from, to)
  }

  /** When a user first paid a bill, or null. */
  firstPaymentOf(userId: number) {
    return firstPaymentOfUser(this.app.db, userId)
  }

  /** A bill by id (a module's own record names it), or null. */
  bill(billId: number, db: Executor = this.app.db) {
    return findBill(db, billId)
  }

  /**
   * Takes hold of unpaid bills a module made earlier, before it bills their items again, so no
   * item sits in two payable bills (005): `free` are locked by this transaction until it ends
   * (nobody can start paying them meanwhile), `busy` are being paid (an attempt is pending at a
   * gateway, or a click, a settlement or another request holds the bill this moment; never
   * waited for). Paid and canceled bills are in neither. Call it under the lock of the module's
   * own records, and cancel (`cancelBills`) only free bills.
   */
  async holdBills(
    tx: Tx,
    billIds: number[],
  ): Promise<{ free: Map<number, BillRow>; busy: Set<number> }> {
    const ids = [...new Set(billIds)]
    const locked = await lockFreeUnpaidBills(tx, ids)
    const unpaid = await unpaidBillsInFlight(tx, ids)
    const free = new Map<number, BillRow>()
    const busy = new Set<number>()
    for (const row of unpaid) {
      const mine = locked.find((b) => b.id === row.id)
      if (mine && !row.inFlight) free.set(row.id, mine)
      else busy.add(row.id)
    }
    return { free, busy }
  }

  /** Cancels those of these bills that are still unpaid (their items moved to a new bill). */
  cancelBills(tx: Executor, billIds: number[]): Promise<void> {
    return cancelUnpaidBills(tx, billIds)
  }

  /**
   * One payable bill per thing (a membership's periods, a box's payment): before a module bills
   * it again, under its own lock on the thing, the bills it made for it earlier are settled here.
   * With `reuse`, an unpaid one asking the same (`same`) is the answer (a double tap, a pay link
   * opened twice); otherwise one being paid is a 409 `payment_in_progress`, and the rest are
   * canceled. Null: make the new bill.
   */
  async makeWayFor(
    tx: Tx,
    earlier: { billId: number; same: boolean }[],
    reuse: boolean,
  ): Promise<BillRow | null> {
    if (!earlier.length) return null
    const { free, busy } = await this.holdBills(
      tx,
      earlier.map((e) => e.billId),
    )
    const same = reuse
      ? earlier.find((e) => e.same && (free.has(e.billId) || busy.has(e.billId)))
      : undefined
    if (same) return free.get(same.billId) ?? (await findBill(tx, same.billId))
    if (busy.size) throw new AppError(409, 'payment_in_progress')
    await cancelUnpaidBills(tx, [...free.keys()])
    return null
  }

  /**
   * Bills a guest paid or left with this mobile join the account that signs in with it (a
   * sign-in hook of this module; the items' own records are their modules' to claim).
   */
  claimGuestBills(tx: Tx, userId: number, mobile: string): Promise<void> {
    return claimGuestBills(tx, userId, mobile)
  }

  /**
   * Asks the chosen gateway for a payment of the bill's total and says where to send the
   * browser. A double click, even a concurrent one, reuses the first click's attempt; the bill
   * is locked only for the one statement that starts an attempt, never during the call to the
   * gateway.
   */
  async startPayment(
    request: FastifyRequest,
    billId: number,
    token: string | null | undefined,
    gateway: PayerGatewayName,
  ): Promise<{ transactionId: number; redirect: Redirect }> {
    const settings = await this.gatewaySettings()
    const enabled = enabledGateways(settings).includes(gateway)
    const closed = await this.closedItems(billId)
    const started = enabled
      ? await startAttempt(
          this.app.db,
          billId,
          { userId: request.user?.id ?? null, token: token ?? null },
          gateway,
          closed.map((c) => c.sql),
        )
      : null
    if (!started) {
      const state = await payState(
        this.app.db,
        billId,
        closed.map((c) => c.sql),
      )
      if (!state || !canOpen(request, state, token)) throw notFound()
      if (state.status !== 'unpaid') throw new AppError(409, 'bill_not_payable')
      const refused = closed.find((_, i) => state.closed[i])
      if (refused) throw new AppError(409, refused.error)
      if (!enabled) throw invalid('gateway', 'in')
      if (!state.open || state.gateway !== gateway || !state.attemptId) throw conflict()
      // A double click: the first click's attempt, once its gateway has answered.
      return {
        transactionId: state.attemptId,
        redirect: await this.redirectOf(request, state.attemptId),
      }
    }
    const transaction = started
    const driver = driverFor(settings, gateway, this.app.config.appUrl)
    try {
      const result = await driver.request({
        amount: transaction.amount,
        orderId: String(transaction.id),
        callbackUrl: `${this.app.config.appUrl}/api/payments/callback/${gateway}`,
        description: bothLangs('payments', 'description', { bill: String(billId) }).fa,
        mobile: request.user?.mobile ?? started.guestMobile,
      })
      await updateAttempt(this.app.db, transaction.id, {
        token: result.token,
        raw: [{ request: result.raw, redirect: result.redirect }],
      })
      return { transactionId: transaction.id, redirect: result.redirect }
    } catch (err) {
      const message = err instanceof GatewayError ? err.userMessage : null
      await updateAttempt(this.app.db, transaction.id, {
        status: 'error',
        errorCode: err instanceof GatewayError ? err.code : 'exception',
        errorMessage: message ?? bothLangs('payments', 'request_failed'),
        raw: [{ error: err instanceof GatewayError ? err.raw : String(err) }],
      })
      await closeAttempt(this.app.db, billId, transaction.id)
      request.log.warn({ err, gateway, bill: billId }, 'payment request failed')
      throw new AppError(502, 'gateway_unavailable', { message: message?.[request.lang] ?? '' })
    }
  }

  /** Per kind that closes its items to payment, its query over the bill's items of that kind. */
  private async closedItems(billId: number) {
    const closed: { sql: SQL; error: ErrorKey }[] = []
    for (const [kind, handler] of this.kinds) {
      if (!handler.closed) continue
      const itemIds = itemIdsOfKindSql(billId, kind)
      closed.push({ sql: await handler.closed.sql(itemIds), error: handler.closed.error })
    }
    return closed
  }

  /**
   * The redirect of an attempt another click started: ready once its gateway answered. Waits
   * for it (the first click holds no lock while it talks to the gateway) at most as long as a
   * gateway may take.
   */
  private async redirectOf(request: FastifyRequest, id: number): Promise<Redirect> {
    const until = Date.now() + DEFAULT_TIMEOUT_MS + 2000
    for (;;) {
      const state = await attemptState(this.app.db, id)
      const redirect = (state?.raw as { redirect?: Redirect }[] | undefined)?.find(
        (r) => r.redirect,
      )?.redirect
      if (redirect) return redirect
      if (!state || state.status !== 'pending' || Date.now() > until) {
        throw new AppError(502, 'gateway_unavailable', {
          message: state?.error?.[request.lang] ?? '',
        })
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /**
   * A gateway sent the payer back. The first arrival claims the transaction and asks the gateway
   * to verify; replays and concurrent arrivals only read where it stands.
   */
  async handleCallback(gateway: GatewayName, params: Record<string, string>) {
    const token = callbackToken[gateway](params)
    if (!token) throw notFound()
    const driver = driverFor(await this.gatewaySettings(), gateway, this.app.config.appUrl)
    const reference = driver.callbackReference?.(params) ?? null
    const claimed = await claimAttempt(this.app.db, { gateway, token }, params, reference, CLAIM_MS)
    if (claimed) {
      const status = await this.verifyAndSettle(claimed, params)
      if (status) {
        const billPaid = status === 'paid' || claimed.billStatus === 'paid'
        return {
          billId: claimed.billId,
          token: claimed.billToken,
          status: billPaid ? 'paid' : status,
        }
      }
      return this.outcome(claimed.id)
    }
    const noted = await noteCallback(this.app.db, gateway, token, params)
    if (!noted) throw notFound()
    return {
      billId: noted.billId,
      token: noted.billToken,
      status: outcomeOf(noted.status, noted.billStatus),
    }
  }

  /**
   * Asks the gateway about a claimed transaction and settles it; the status it settled to, or
   * null when it stays as it was (no answer) or was settled elsewhere meanwhile.
   */
  private async verifyAndSettle(
    transaction: ClaimedAttempt,
    params: Record<string, string> | null,
  ): Promise<OutcomeStatus | null> {
    const settings = await this.gatewaySettings()
    const driver = driverFor(settings, transaction.gateway, this.app.config.appUrl)
    // A bank reference that already paid for another of our attempts is never sent to the bank
    // again: verifying (or reversing) it would act on someone else's settled payment.
    if (transaction.referenceTaken) {
      const fields = params ?? transaction.callbackParams
      return this.settle(transaction.id, {
        status: 'review',
        code: 'reference_reused',
        message: staffWillCheck,
        raw: { reference: fields ? driver.callbackReference?.(fields) : null, params: fields },
      })
    }
    // A gateway switched off since the payment started (the test bank after go-live) is never
    // asked and never credits: the payer may have paid nothing, or a person must look.
    if (!enabledGateways(settings).some((g) => g === transaction.gateway)) {
      return this.settle(transaction.id, {
        status: 'review',
        code: 'gateway_disabled',
        message: staffWillCheck,
        raw: { params: params ?? transaction.callbackParams },
      })
    }
    let result: VerifyResult
    try {
      const input = {
        token: transaction.token!,
        orderId: String(transaction.id),
        amount: transaction.amount,
      }
      result = params
        ? await driver.verify({ ...input, params })
        : await driver.inquire({
            ...input,
            issuedAt: transaction.createdAt,
            params: transaction.callbackParams,
          })
    } catch (err) {
      // The gateway could not answer: the payment stays pending and reconciliation asks again.
      this.app.log.warn(
        { err, transaction: transaction.id },
        'payment verification did not get an answer',
      )
      await releaseClaim(this.app.db, transaction.id)
      return null
    }
    return this.settle(transaction.id, result, transaction.itemKinds)
  }

  /**
   * Records the gateway's verdict exactly once: only a still-pending transaction is touched, and
   * marking it and its bill paid (under their row locks) and applying every item's effect happen
   * in one database transaction (one statement when the kinds of the bill's items, `itemKinds`,
   * all give their effect as SQL). Returns what it settled to, or null when the transaction was
   * no longer pending.
   */
  async settle(
    transactionId: number,
    result: VerifyResult,
    itemKinds: readonly ItemKind[] | null = null,
  ): Promise<OutcomeStatus | null> {
    try {
      if (result.status === 'paid') return await this.settlePaid(transactionId, result, itemKinds)
      const verify = { verify: result.raw ?? null }
      if (result.status === 'pending')
        return (await notePending(this.app.db, transactionId, verify)) ? 'pending' : null
      const review = result.status === 'review'
      const decide = (db: Executor) =>
        decidePending(db, transactionId, verify, {
          // The bank may hold money we cannot credit: failed for the payer, flagged for staff.
          status: review ? 'failed' : result.status,
          errorCode: result.code,
          errorMessage: result.message,
          ...(review ? { flag: result.code, flaggedAt: new Date() } : {}),
        })
      if (!review) {
        const row = await decide(this.app.db)
        if (!row) return null
        // Paying again need not wait for the double-click window.
        await closeAttempt(this.app.db, row.billId, transactionId)
        return result.status
      }
      return await this.app.db.transaction(async (tx) => {
        const row = await decide(tx)
        if (!row) return null
        await closeAttempt(tx, row.billId, transactionId)
        await recordAudit(tx, null, {
          action: 'payment.flagged',
          resource: 'transactions',
          recordId: transactionId,
          after: { flag: result.code, bill: row.billId, gateway: row.gateway, amount: row.amount },
        })
        this.app.log.warn(
          { transaction: transactionId, flag: result.code },
          'payment flagged for staff',
        )
        return 'failed'
      })
    } catch (err) {
      // The bank confirmed a reference another attempt was credited with: never credit it twice.
      if (uniqueViolation(err) === 'transactions_gateway_reference_unique') {
        await this.flagDuplicateReference(transactionId, result)
        return 'failed'
      }
      await releaseClaim(this.app.db, transactionId)
      throw err
    }
  }

  /** The kinds whose effect is SQL (of these kinds only, when given), for `markPaid`. */
  private sqlEffects(only?: readonly ItemKind[]): PaidEffect[] {
    const effects: PaidEffect[] = []
    for (const [kind, handler] of this.kinds)
      if (handler.paidSql && (!only || only.includes(kind)))
        effects.push({ kind, statement: handler.paidSql })
    return effects
  }

  /** Whether the items of these kinds all settle in SQL, so their bill needs one statement. */
  private settlesInSql(itemKinds: readonly ItemKind[]) {
    return itemKinds.every((kind) => this.kinds.get(kind)?.paidSql)
  }

  /** Marks an attempt paid and applies every item's effect, inside the caller's transaction. */
  private async markPaidWithEffects(
    tx: Tx,
    transactionId: number,
    paid: Parameters<typeof markPaid>[2],
    receipt = true,
  ) {
    const done = await markPaid(tx, transactionId, paid, this.sqlEffects())
    if (done?.bill) {
      for (const item of done.otherItems) {
        const handler = this.kinds.get(item.kind)
        if (!handler) throw new Error(`No handler for bill items of kind ${item.kind}`)
        await handler.onPaid(tx, item, done.bill)
      }
      if (receipt) await this.sendReceipt(tx, done.bill)
    }
    return done
  }

  /** A guest who left no mobile has nobody to tell (their receipt is the page they return to). */
  private wantsReceipt(bill: BillRow) {
    return Boolean(this.receiptSender && (bill.userId || bill.guestMobile))
  }

  /**
   * The payer's receipt for a bill that just became paid, in the same transaction: a replayed
   * or concurrent callback finds the bill paid and sends nothing, a second payment of a paid
   * bill (duplicate) gets none.
   */
  private async sendReceipt(tx: Tx, bill: BillRow) {
    const send = this.receiptSender
    if (!send || !this.wantsReceipt(bill)) return
    const items = await billItemsOf(tx, bill.id)
    if (items.every((item) => this.kinds.get(item.kind)?.ownReceipt)) return
    try {
      // In a savepoint: a receipt that cannot be written never holds back the payment it tells of.
      await tx.transaction((savepoint) => send(savepoint, bill, items))
    } catch (err) {
      this.app.log.error({ err, bill: bill.id }, 'the receipt of a paid bill was not sent')
    }
  }

  /**
   * The path is the bill's own: when its items' kinds all give their effect as SQL, one
   * statement settles it, outside any transaction; otherwise the statement and the other
   * kinds' TypeScript effects run in one transaction. The one statement checks the bill's kinds
   * again itself (`onlySql`) and leaves a bill it cannot settle alone to the transaction, so no
   * item's effect is ever skipped (when the attempt was simply settled meanwhile, the
   * transaction finds nothing to do either). On the one-statement path the receipt follows in
   * its own short transaction, for the one call that settled the bill: a crash in between can
   * lose a text, never money, and a replayed callback finds the bill paid and sends nothing.
   */
  private async settlePaid(
    transactionId: number,
    result: Extract<VerifyResult, { status: 'paid' }>,
    itemKinds: readonly ItemKind[] | null,
  ): Promise<OutcomeStatus | null> {
    const oneStatement =
      itemKinds && this.settlesInSql(itemKinds)
        ? await markPaid(this.app.db, transactionId, result, this.sqlEffects(itemKinds), {
            onlySql: true,
          })
        : null
    const settledBill = oneStatement?.bill
    if (settledBill && this.wantsReceipt(settledBill))
      await this.app.db.transaction((tx) => this.sendReceipt(tx, settledBill))
    const marked =
      oneStatement ??
      (await this.app.db.transaction((tx) => this.markPaidWithEffects(tx, transactionId, result)))
    if (!marked) return null
    if (marked.duplicate) {
      // The money arrived twice for one bill: on record (duplicate) for a refund, effects ran once.
      await recordAudit(this.app.db, null, {
        action: 'payment.duplicate',
        resource: 'transactions',
        recordId: transactionId,
        after: { bill: marked.billId },
      })
      this.app.log.warn({ transaction: transactionId }, 'a paid bill was paid again')
    }
    return 'paid'
  }

  /**
   * Money staff received in person (cash, a card reader): a bill (the given unpaid one, or a new
   * one for `items`) paid through the staff-only `cash` gateway, its items' effects applied and
   * the staff member audited, all inside the caller's transaction, so the caller's own records
   * (the items it made) and the payment exist together or not at all. Reports count it like any
   * payment; payers are never offered this gateway.
   */
  async recordCashPayment(tx: Tx, payment: CashPayment): Promise<BillRow> {
    const staff = payment.request.user
    if (!staff) throw new AppError(401, 'unauthenticated')
    let bill: BillRow
    if ('billId' in payment) {
      const row = await lockBill(tx, payment.billId)
      if (!row) throw notFound()
      if (row.status !== 'unpaid') throw new AppError(409, 'bill_not_payable')
      bill = row
    } else {
      bill = await this.createBill(tx, payment.payer, payment.items)
    }
    const details = { note: payment.note, staff_id: staff.id }
    const attemptId = await insertCashAttempt(tx, bill, details)
    const marked = await this.markPaidWithEffects(
      tx,
      attemptId,
      { referenceId: `CASH-${attemptId}`, cardMask: null, raw: details },
      payment.receipt ?? true,
    )
    // The bill was locked or just made: nothing else can have paid it meanwhile.
    if (!marked?.bill) throw conflict()
    await recordAudit(tx, payment.request, {
      action: 'payment.cash',
      resource: 'transactions',
      recordId: attemptId,
      after: { bill: bill.id, amount: bill.total, note: payment.note, payer: bill.userId },
    })
    return marked.bill
  }

  private async flagDuplicateReference(transactionId: number, result: VerifyResult) {
    const reference = result.status === 'paid' ? result.referenceId : null
    await this.app.db.transaction(async (tx) => {
      const row = await decidePending(tx, transactionId, null, {
        status: 'failed',
        errorCode: 'duplicate_reference',
        errorMessage: bothLangs('payments', 'reference_reused'),
        flag: 'duplicate_reference',
        flaggedAt: new Date(),
      })
      if (!row) return
      await closeAttempt(tx, row.billId, transactionId)
      await recordAudit(tx, null, {
        action: 'payment.flagged',
        resource: 'transactions',
        recordId: transactionId,
        after: {
          flag: 'duplicate_reference',
          reference,
          bill: row.billId,
          gateway: row.gateway,
          amount: row.amount,
        },
      })
    })
    this.app.log.warn(
      { transaction: transactionId, flag: 'duplicate_reference' },
      'payment flagged for staff',
    )
  }

  /** Staff settled a flagged attempt by hand (at the bank's panel): the flag goes, the note stays. */
  async resolveFlag(request: FastifyRequest, transactionId: number, note: string) {
    await this.app.db.transaction(async (tx) => {
      if (!(await clearFlag(tx, transactionId))) {
        if (!(await attemptState(tx, transactionId))) throw notFound()
        throw new AppError(409, 'not_flagged')
      }
      await recordAudit(tx, request, {
        action: 'payment.flag_resolved',
        resource: 'transactions',
        recordId: transactionId,
        after: { note },
      })
    })
  }

  async outcome(transactionId: number) {
    const row = await attemptWithBill(this.app.db, transactionId)
    return {
      billId: row!.billId,
      token: row!.token,
      status: outcomeOf(row!.status, row!.billStatus),
    }
  }

  /**
   * Transactions left pending past 15 minutes are asked about at their gateway and settled;
   * after a day without an answer they are given up.
   */
  async reconcile(limit = 100) {
    const stale = await stalePendingAttempts(
      this.app.db,
      new Date(Date.now() - PENDING_AFTER_MS),
      limit,
    )
    let settled = 0
    const settings = await this.gatewaySettings()
    for (const row of stale) {
      if (!row.token) {
        await this.settle(row.id, {
          status: 'failed',
          code: 'no_token',
          message: bothLangs('payments', 'request_incomplete'),
          raw: null,
        })
        continue
      }
      const driver = driverFor(settings, row.gateway, this.app.config.appUrl)
      const reference = row.callbackParams
        ? (driver.callbackReference?.(row.callbackParams) ?? null)
        : null
      const claimed = await claimAttempt(this.app.db, { id: row.id }, null, reference, CLAIM_MS)
      if (!claimed) continue
      const status = await this.verifyAndSettle(claimed, null)
      if (status === 'pending' || status === null) {
        if (Date.now() - row.createdAt.getTime() > GIVE_UP_AFTER_MS) {
          // A payer who came back from the bank may have paid: never failed without a person.
          await this.settle(
            row.id,
            claimed.callbackParams
              ? { status: 'review', code: 'unanswered', message: staffWillCheck, raw: null }
              : {
                  status: 'failed',
                  code: 'expired',
                  message: bothLangs('payments', 'unanswered'),
                  raw: null,
                },
          )
        }
        continue
      }
      settled++
    }
    return { checked: stale.length, settled }
  }
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
