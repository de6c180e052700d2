import { randomBytes } from 'node:crypto'
import type { GatewayName, ItemKind } from '@kheyr/contracts'
import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { AppError, invalid, notFound } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { GatewayError, type Redirect, type VerifyResult } from './gateways/gateway.ts'
import { DEFAULT_TIMEOUT_MS, staffWillCheck } from './gateways/gateway-http.ts'
import { attemptState, lockBill, openAttempt } from './payments.repository.ts'
import {
  callbackToken,
  driverFor,
  enabledGateways,
  gatewaySettingsOf,
} from './gateways/registry.ts'
import {
  billItems,
  bills,
  transactions,
  type BillItemRow,
  type BillRow,
  type TransactionRow,
} from './payments.tables.ts'

/** What paying for an item does, applied in the same database transaction that marks the bill paid. */
export type ItemKindHandler = {
  onPaid: (tx: Tx, item: BillItemRow, bill: BillRow) => Promise<void>
}

export type NewItem = { kind: ItemKind; itemId: number; title: string; amount: number }

const PENDING_AFTER_MS = 15 * 60 * 1000
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000
const CLAIM_MS = 60 * 1000
/** Whoever owns the bill, or holds its token (a guest payer), may open and pay it. */
const canOpen = (request: FastifyRequest, bill: BillRow, token: string | null | undefined) =>
  Boolean(request.user && bill.userId === request.user.id) || Boolean(token && token === bill.token)

export class PaymentsService {
  private readonly kinds = new Map<ItemKind, ItemKindHandler>()

  constructor(private readonly app: FastifyInstance) {}

  registerKind(kind: ItemKind, handler: ItemKindHandler) {
    this.kinds.set(kind, handler)
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
  async createBill(
    tx: Tx,
    payer: { userId: number | null; guestMobile: string | null },
    items: NewItem[],
  ) {
    if (!items.length) throw new AppError(422, 'validation_failed')
    const total = items.reduce((sum, i) => sum + i.amount, 0)
    if (!Number.isSafeInteger(total) || total <= 0) throw new AppError(422, 'validation_failed')
    const max = await this.maxBill(tx)
    if (total > max) throw invalid('amount', 'amount_max', { max })
    const [bill] = await tx
      .insert(bills)
      .values({
        userId: payer.userId,
        guestMobile: payer.guestMobile,
        total,
        token: randomBytes(18).toString('base64url'),
      })
      .returning()
    await tx.insert(billItems).values(items.map((i) => ({ ...i, billId: bill!.id })))
    return bill!
  }

  /** The bill, when the caller owns it or holds its token; otherwise it does not exist for them. */
  async accessibleBill(request: FastifyRequest, billId: number, token?: string | null) {
    const [bill] = await this.app.db.select().from(bills).where(eq(bills.id, billId))
    if (!bill || !canOpen(request, bill, token)) throw notFound()
    return bill
  }

  /**
   * Asks the chosen gateway for a payment of the bill's total and says where to send the
   * browser. The bill is locked only while its attempt is picked or created, never during the
   * call to the gateway; a double click (even a concurrent one) reuses the first attempt.
   */
  async startPayment(
    request: FastifyRequest,
    billId: number,
    token: string | null | undefined,
    gateway: GatewayName,
  ): Promise<{ transactionId: number; redirect: Redirect }> {
    const settings = await this.gatewaySettings()
    const { bill, attempt } = await this.app.db.transaction(async (tx) => {
      const bill = await lockBill(tx, billId)
      if (!bill || !canOpen(request, bill, token)) throw notFound()
      if (bill.status !== 'unpaid') throw new AppError(409, 'bill_not_payable')
      if (!enabledGateways(settings).includes(gateway)) throw invalid('gateway', 'in')
      return { bill, attempt: await openAttempt(tx, bill, gateway) }
    })
    if (!attempt.fresh) {
      return { transactionId: attempt.id, redirect: await this.redirectOf(request, attempt.id) }
    }
    const transaction = { id: attempt.id, amount: bill.total }
    const driver = driverFor(settings, gateway, this.app.config.appUrl)
    try {
      const result = await driver.request({
        amount: transaction.amount,
        orderId: String(transaction.id),
        callbackUrl: `${this.app.config.appUrl}/api/payments/callback/${gateway}`,
        description: `پرداخت صورت‌حساب ${bill.id}`,
        mobile: request.user?.mobile ?? bill.guestMobile,
      })
      await this.app.db
        .update(transactions)
        .set({
          token: result.token,
          raw: [{ request: result.raw, redirect: result.redirect }],
          updatedAt: new Date(),
        })
        .where(eq(transactions.id, transaction.id))
      return { transactionId: transaction.id, redirect: result.redirect }
    } catch (err) {
      const message = err instanceof GatewayError ? err.userMessage : null
      await this.app.db
        .update(transactions)
        .set({
          status: 'error',
          errorCode: err instanceof GatewayError ? err.code : 'exception',
          errorMessage: message ?? {
            fa: 'خطای غیرمنتظره در درخواست پرداخت.',
            en: 'Unexpected error requesting the payment.',
          },
          raw: [{ error: err instanceof GatewayError ? err.raw : String(err) }],
          updatedAt: new Date(),
        })
        .where(eq(transactions.id, transaction.id))
      request.log.warn({ err, gateway, bill: bill.id }, 'payment request failed')
      throw new AppError(502, 'gateway_unavailable', { message: message?.[request.lang] ?? '' })
    }
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
    const [found] = await this.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.gateway, gateway), eq(transactions.token, token)))
    if (!found) throw notFound()
    await this.app.db
      .update(transactions)
      .set({ callbackParams: params })
      .where(and(eq(transactions.id, found.id), isNull(transactions.callbackParams)))
    const claimed = await this.claim(found.id)
    if (claimed) await this.verifyAndSettle(claimed, params)
    return this.outcome(found.id)
  }

  /** Marks a pending transaction as being verified by this process; null when another has it. */
  private async claim(id: number): Promise<TransactionRow | null> {
    const [row] = await this.app.db
      .update(transactions)
      .set({ verifyingAt: new Date() })
      .where(
        and(
          eq(transactions.id, id),
          eq(transactions.status, 'pending'),
          or(
            isNull(transactions.verifyingAt),
            lt(transactions.verifyingAt, new Date(Date.now() - CLAIM_MS)),
          ),
        ),
      )
      .returning()
    return row ?? null
  }

  private async verifyAndSettle(
    transaction: TransactionRow,
    params: Record<string, string> | null,
  ) {
    const settings = await this.gatewaySettings()
    const driver = driverFor(settings, transaction.gateway, this.app.config.appUrl)
    // A bank reference that already paid for another of our attempts is never sent to the bank
    // again: verifying (or reversing) it would act on someone else's settled payment.
    const fields = params ?? transaction.callbackParams
    const reference = fields ? (driver.callbackReference?.(fields) ?? null) : null
    if (reference && (await this.referenceTaken(transaction, reference))) {
      await this.settle(transaction.id, {
        status: 'review',
        code: 'reference_reused',
        message: staffWillCheck,
        raw: { reference, params: fields },
      })
      return
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
      await this.app.db
        .update(transactions)
        .set({ verifyingAt: null })
        .where(eq(transactions.id, transaction.id))
      return
    }
    await this.settle(transaction.id, result)
  }

  private async referenceTaken(transaction: TransactionRow, reference: string) {
    const [other] = await this.app.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.gateway, transaction.gateway),
          eq(transactions.referenceId, reference),
          ne(transactions.id, transaction.id),
        ),
      )
      .limit(1)
    return Boolean(other)
  }

  /**
   * Records the gateway's verdict exactly once. Marking the transaction and the bill paid and
   * applying every item's effect happen in one database transaction, under row locks.
   */
  async settle(transactionId: number, result: VerifyResult) {
    try {
      await this.app.db.transaction(async (tx) => {
        const [transaction] = await tx
          .select()
          .from(transactions)
          .where(eq(transactions.id, transactionId))
          .for('update')
        if (!transaction || transaction.status !== 'pending') return
        const raw = [...(transaction.raw ?? []), { verify: result.raw ?? null }]
        if (result.status === 'pending') {
          await tx
            .update(transactions)
            .set({ verifyingAt: null, raw })
            .where(eq(transactions.id, transactionId))
          return
        }
        if (result.status === 'review') {
          // The bank may hold money we cannot credit: failed for the payer, flagged for staff.
          await tx
            .update(transactions)
            .set({
              status: 'failed',
              errorCode: result.code,
              errorMessage: result.message,
              flag: result.code,
              flaggedAt: new Date(),
              raw,
              verifyingAt: null,
              updatedAt: new Date(),
            })
            .where(eq(transactions.id, transactionId))
          await recordAudit(tx, null, {
            action: 'payment.flagged',
            resource: 'transactions',
            recordId: transactionId,
            after: {
              flag: result.code,
              bill: transaction.billId,
              gateway: transaction.gateway,
              amount: transaction.amount,
            },
          })
          this.app.log.warn(
            { transaction: transactionId, flag: result.code },
            'payment flagged for staff',
          )
          return
        }
        if (result.status !== 'paid') {
          await tx
            .update(transactions)
            .set({
              status: result.status,
              errorCode: result.code,
              errorMessage: result.message,
              raw,
              verifyingAt: null,
              updatedAt: new Date(),
            })
            .where(eq(transactions.id, transactionId))
          return
        }
        const [bill] = await tx
          .select()
          .from(bills)
          .where(eq(bills.id, transaction.billId))
          .for('update')
        const duplicate = bill!.status === 'paid'
        await tx
          .update(transactions)
          .set({
            status: 'paid',
            referenceId: result.referenceId,
            cardMask: result.cardMask,
            paidAt: new Date(),
            duplicate,
            raw,
            verifyingAt: null,
            updatedAt: new Date(),
          })
          .where(eq(transactions.id, transactionId))
        if (duplicate) {
          // The money arrived twice for one bill: keep it on record for a refund; effects ran already.
          await recordAudit(tx, null, {
            action: 'payment.duplicate',
            resource: 'transactions',
            recordId: transactionId,
            after: { bill: bill!.id },
          })
          return
        }
        const paidBill = {
          ...bill!,
          status: 'paid' as const,
          paidAt: new Date(),
          paidTransactionId: transactionId,
        }
        await tx
          .update(bills)
          .set({
            status: 'paid',
            paidAt: paidBill.paidAt,
            paidTransactionId: transactionId,
            updatedAt: new Date(),
          })
          .where(eq(bills.id, bill!.id))
        const items = await tx.select().from(billItems).where(eq(billItems.billId, bill!.id))
        for (const item of items) {
          const handler = this.kinds.get(item.kind)
          if (!handler) throw new Error(`No handler for bill items of kind ${item.kind}`)
          await handler.onPaid(tx, item, paidBill)
        }
      })
    } catch (err) {
      // The bank confirmed a reference another attempt was credited with: never credit it twice.
      if (uniqueViolation(err) === 'transactions_gateway_reference_unique') {
        await this.flagDuplicateReference(transactionId, result)
        return
      }
      await this.app.db
        .update(transactions)
        .set({ verifyingAt: null })
        .where(eq(transactions.id, transactionId))
      throw err
    }
  }

  private async flagDuplicateReference(transactionId: number, result: VerifyResult) {
    const reference = result.status === 'paid' ? result.referenceId : null
    await this.app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(transactions)
        .set({
          status: 'failed',
          errorCode: 'duplicate_reference',
          errorMessage: {
            fa: 'این شمارهٔ پیگیری قبلاً برای پرداخت دیگری ثبت شده است. همکاران ما آن را بررسی می‌کنند.',
            en: 'This reference was already used for another payment. Our staff will check it.',
          },
          flag: 'duplicate_reference',
          flaggedAt: new Date(),
          verifyingAt: null,
          updatedAt: new Date(),
        })
        .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'pending')))
        .returning()
      if (!row) return
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
      const [row] = await tx
        .update(transactions)
        .set({ flag: null, updatedAt: new Date() })
        .where(and(eq(transactions.id, transactionId), isNotNull(transactions.flag)))
        .returning({ id: transactions.id })
      if (!row) {
        const [exists] = await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.id, transactionId))
        if (!exists) throw notFound()
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
    const [row] = await this.app.db
      .select({
        status: transactions.status,
        billId: transactions.billId,
        token: bills.token,
        billStatus: bills.status,
      })
      .from(transactions)
      .innerJoin(bills, eq(bills.id, transactions.billId))
      .where(eq(transactions.id, transactionId))
    const status =
      row!.billStatus === 'paid'
        ? 'paid'
        : row!.status === 'pending'
          ? 'pending'
          : row!.status === 'canceled'
            ? 'canceled'
            : 'failed'
    return { billId: row!.billId, token: row!.token, status }
  }

  /**
   * Transactions left pending past 15 minutes are asked about at their gateway and settled;
   * after a day without an answer they are given up.
   */
  async reconcile(limit = 100) {
    const stale = await this.app.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.status, 'pending'),
          lt(transactions.createdAt, new Date(Date.now() - PENDING_AFTER_MS)),
        ),
      )
      .orderBy(transactions.createdAt)
      .limit(limit)
    let settled = 0
    for (const row of stale) {
      if (!row.token) {
        await this.settle(row.id, {
          status: 'failed',
          code: 'no_token',
          message: { fa: 'درخواست پرداخت کامل نشد.', en: 'The payment request did not complete.' },
          raw: null,
        })
        continue
      }
      const claimed = await this.claim(row.id)
      if (!claimed) continue
      await this.verifyAndSettle(claimed, null)
      const [after] = await this.app.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, row.id))
      if (after?.status === 'pending' && Date.now() - row.createdAt.getTime() > GIVE_UP_AFTER_MS) {
        // A payer who came back from the bank may have paid: never failed without a person.
        await this.settle(
          row.id,
          after.callbackParams
            ? { status: 'review', code: 'unanswered', message: staffWillCheck, raw: null }
            : {
                status: 'failed',
                code: 'expired',
                message: { fa: 'پاسخی از درگاه نرسید.', en: 'The gateway never answered.' },
                raw: null,
              },
        )
      }
      if (after?.status !== 'pending') settled++
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
