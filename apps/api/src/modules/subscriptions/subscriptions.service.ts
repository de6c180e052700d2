import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  asOf,
  encodeMessage,
  jalaliOf,
  ledgerPeriods,
  membershipMonthLabel,
  monthKey,
  parseMonthKey,
  periodIndex,
  periodsDue,
  periodsDueBetween,
  standing,
  textMessage,
  type AsOf,
  type CashPaymentInput,
  type CreateSubscriptionInput,
  type Lang,
  type LedgerEntry,
  type MembershipState,
  type PayLinkView,
  type Schedule,
  type Standing,
  type Subscription,
  type SubscriptionCharge,
  type UpdateSubscriptionInput,
} from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import { AppError, conflict, invalid, notFound, ValidationError } from '../../lib/errors.ts'
import type { FieldErrors } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { notify } from '../notifications/notifications.service.ts'
import type { BillItemRow, BillRow } from '../payments/payments.service.ts'
import { queueSms } from '../sms/sms.service.ts'
import {
  creditCharge,
  findActiveType,
  findCharge,
  findReminder,
  findSubscription,
  insertCharge,
  insertReminder,
  insertSubscription,
  linkChargeBill,
  linkReminderCharge,
  lockReminder,
  lockSubscription,
  membershipFigures,
  reminderCandidates,
  typesByIds,
  unpaidChargesOf,
  updateSubscription,
} from './subscriptions.repository.ts'
import { userSummaries } from '../users/users.service.ts'
import type {
  SubscriptionChargeRow,
  SubscriptionRow,
  SubscriptionTypeRow,
} from './subscriptions.tables.ts'

/** How long a reminder's pay link works (DOMAIN.md). */
export const PAY_LINK_HOURS = 12
export const REMINDER_QUEUE = 'subscriptions.remind'
const REMINDER_BATCH = 100
const HOUR_MS = 60 * 60 * 1000

// ---- The ledger of one membership ---------------------------------------------------------------

export const scheduleOf = (row: SubscriptionRow): Schedule => ({
  start: row.startPeriod,
  months: row.periodMonths,
  dueDay: row.dueDay,
  paid: row.paidPeriods,
  excused: row.excusedPeriods,
  pauses: row.pauses,
})

/** The day a membership's ledger is read at: today, or the day a pause or cancel froze it. */
const frozenAt = (row: SubscriptionRow): AsOf | null =>
  row.frozenMonth === null ? null : { month: row.frozenMonth, day: row.frozenDay ?? 1 }

/** `now` as a day of the calendar (a list reads it once for all its rows). */
const readAt = (row: SubscriptionRow, now: Date | AsOf) =>
  frozenAt(row) ?? (now instanceof Date ? asOf(now) : now)

/**
 * What the i-th period not yet paid costs (0 is the next): periods before a change of amount
 * cost the old amount, later ones the new (the same count `amountDueSql` makes).
 */
const priceAt = (row: SubscriptionRow, i: number) => {
  const position = row.paidUntil + 1 + i * row.periodMonths
  return row.nextAmountFrom !== null && row.nextAmount !== null && position >= row.nextAmountFrom
    ? row.nextAmount
    : row.amount
}

/** What paying the next `n` periods costs. */
export const costOf = (row: SubscriptionRow, n: number) => {
  let total = 0
  for (let i = 0; i < n; i++) total += priceAt(row, i)
  return total
}

export type Figures = Standing & { amountDue: number }

export function figuresOf(row: SubscriptionRow, now: Date | AsOf): Figures {
  const figures = standing(scheduleOf(row), readAt(row, now))
  return { ...figures, amountDue: costOf(row, figures.unpaid) }
}

/** The ledger period by period, labelled in `lang`, with what each unpaid period costs now. */
export function ledgerOf(row: SubscriptionRow, now: Date, lang: Lang): LedgerEntry[] {
  const running = row.status === 'paused' ? frozenAt(row) : null
  const at = row.status === 'canceled' ? readAt(row, now) : asOf(now)
  let open = 0
  return ledgerPeriods(scheduleOf(row), at, running)
    .filter((p) => !(row.status === 'canceled' && p.state === 'upcoming'))
    .map((p) => ({
      period: p.period,
      label: membershipMonthLabel(p.period, lang, row.periodMonths),
      state: p.state,
      amount: p.state === 'unpaid' || p.state === 'upcoming' ? priceAt(row, open++) : null,
    }))
}

export const presentCharge = (c: SubscriptionChargeRow, withNote: boolean): SubscriptionCharge => ({
  id: c.id,
  bill_id: c.billId,
  periods: c.periods,
  amount: c.amount,
  status: c.status,
  source: c.source,
  note: withNote ? c.note : null,
  created_at: c.createdAt.toISOString(),
  paid_at: c.paidAt?.toISOString() ?? null,
})

/**
 * What a membership is to its member and to staff alike: `pending` until its first payment (an
 * unfinished checkout, which staff lists and figures leave out and no reminder is sent for),
 * then its stored status. A canceled one stays canceled.
 */
export const stateOf = (row: SubscriptionRow): MembershipState =>
  !row.startedAt && row.status !== 'canceled' ? 'pending' : row.status

/** Before its first payment a membership owes nothing: nothing has started. */
const NOTHING_YET = {
  elapsed_periods: 0,
  paid_periods: 0,
  unpaid_periods: 0,
  prepaid_periods: 0,
  amount_due: 0,
}

/** The fields a membership shows to its member and to staff alike. */
export function standingFields(row: SubscriptionRow, now: Date | AsOf) {
  if (!row.startedAt) return NOTHING_YET
  const f = figuresOf(row, now)
  return {
    elapsed_periods: f.elapsed,
    paid_periods: f.paid,
    unpaid_periods: f.unpaid,
    prepaid_periods: f.prepaid,
    amount_due: f.amountDue,
  }
}

// ---- Pay links ----------------------------------------------------------------------------------

const signatureOf = (secret: string, id: number, expires: number) =>
  createHmac('sha256', secret)
    .update(`subscription-pay:${id}:${expires}`)
    .digest('base64url')
    .slice(0, 22)

/** A reminder's pay link token: the reminder, its expiry (unix seconds) and a signature. */
export const payLinkToken = (secret: string, reminderId: number, expiresAt: Date) => {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `${reminderId}-${expires}-${signatureOf(secret, reminderId, expires)}`
}

/** The reminder a genuine token names (its expiry is checked against the reminder's own). */
export function readPayLinkToken(secret: string, token: string): number | null {
  const match = /^(\d{1,15})-(\d{1,12})-([A-Za-z0-9_-]{22})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(signatureOf(secret, id, Number(match[2])))
  const given = Buffer.from(match[3]!)
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}

type NewBill = { subscription: SubscriptionRow; bill: BillRow }

/**
 * Memberships: starting one, paying periods, the member's changes (amount, pause, resume,
 * cancel, reminders), reminders with pay links, and staff recording money received in person.
 * Time is read from `app.clock`.
 */
export class SubscriptionsService {
  constructor(private readonly app: FastifyInstance) {}

  private now() {
    return this.app.clock.now()
  }

  // ---- Starting a membership ---------------------------------------------------------------------

  /** The checks the database makes on a new membership, live and on submit. */
  async checkCreate(
    request: FastifyRequest,
    values: Partial<CreateSubscriptionInput>,
  ): Promise<{ errors: FieldErrors; type: SubscriptionTypeRow | null; start: number | null }> {
    const errors: FieldErrors = {}
    const type = values.type ? await findActiveType(this.app.db, values.type) : null
    if (values.type !== undefined && !type) errors.type = [encodeMessage('in')]
    if (type && values.amount !== undefined && values.amount < type.minAmount)
      errors.amount = [encodeMessage('amount_min', { min: type.minAmount })]
    else if (values.amount !== undefined)
      Object.assign(errors, await this.app.payments.overCap({ amount: values.amount }))
    const today = jalaliOf(this.now())
    const current = periodIndex(today.year, today.month)
    const start = values.start ? parseMonthKey(values.start) : current
    if (start === null || start < current || start > current + 11)
      errors.start = [encodeMessage('subscription_start')]
    if (!request.user && values.mobile === null) errors.mobile = [encodeMessage('guest_mobile')]
    return { errors, type, start }
  }

  /**
   * A new membership and the bill for its first periods, in one transaction. The amount per
   * period is the member's (at least the kind's minimum); the bill is that times `periods`.
   */
  async create(request: FastifyRequest, input: CreateSubscriptionInput): Promise<NewBill> {
    const { errors, type, start } = await this.checkCreate(request, input)
    if (Object.keys(errors).length || !type || start === null) throw new ValidationError(errors)
    const user = request.user
    const mobile = user ? user.mobile : input.mobile
    const today = jalaliOf(this.now())
    return this.app.db.transaction(async (tx) => {
      const subscription = await insertSubscription(tx, {
        typeId: type.id,
        userId: user?.id ?? null,
        mobile,
        amount: input.amount,
        periodMonths: type.periodMonths,
        startPeriod: start,
        dueDay: today.day,
        paidUntil: start - 1,
      })
      const bill = await this.charge(tx, subscription, type, input.periods, 'online')
      return { subscription, bill }
    })
  }

  /** A payment of the next `periods` periods: its charge and the bill that pays it. */
  private async charge(
    tx: Tx,
    row: SubscriptionRow,
    type: Pick<SubscriptionTypeRow, 'title'>,
    periods: number,
    source: 'online' | 'link',
  ) {
    const amount = costOf(row, periods)
    const charge = await insertCharge(tx, { subscriptionId: row.id, periods, amount, source })
    const bill = await this.app.payments.createBill(tx, payerOf(row), [
      { kind: 'subscription', itemId: charge.id, title: chargeTitle(type, periods), amount },
    ])
    await linkChargeBill(tx, charge.id, bill.id)
    return bill
  }

  /**
   * How many periods a payment covers: 1 to 12 (the input's limit), or `due`, everything due;
   * a canceled membership pays only what was due.
   */
  private periodsToPay(row: SubscriptionRow, periods: number | 'due', field = 'periods') {
    const { unpaid } = figuresOf(row, this.now())
    const n = periods === 'due' ? unpaid : periods
    if (n < 1) throw invalid(field, 'nothing_due')
    if (row.status === 'canceled' && n > unpaid) throw new AppError(409, 'subscription_canceled')
    // Up to 12 periods ahead at once; everything due, however much, in one bill.
    return n
  }

  /**
   * One payable bill per membership (005), under the membership's lock: with `reuse`, the unpaid
   * bill of an earlier charge for the same `periods` and `amount` (a double tap, a pay link
   * opened again) and that charge; otherwise null, the earlier unpaid bills canceled to make way
   * (409 `payment_in_progress` while one is being paid).
   */
  private async earlierBill(
    tx: Tx,
    row: SubscriptionRow,
    periods: number,
    amount: number,
    reuse: boolean,
  ) {
    const charges = await unpaidChargesOf(tx, row.id)
    const bill = await this.app.payments.makeWayFor(
      tx,
      charges.map((c) => ({
        billId: c.billId!,
        same: c.periods === periods && c.amount === amount,
      })),
      reuse,
    )
    return bill ? { bill, charge: charges.find((c) => c.billId === bill.id)! } : null
  }

  /** The member pays n periods (or everything due) of their own membership. */
  async pay(request: FastifyRequest, id: number, periods: number | 'due'): Promise<NewBill> {
    return this.app.db.transaction(async (tx) => {
      const row = await this.lockOwn(tx, request, id)
      const n = this.periodsToPay(row, periods)
      const earlier = await this.earlierBill(tx, row, n, costOf(row, n), true)
      if (earlier) return { subscription: row, bill: earlier.bill }
      const [type] = await typesByIds(tx, [row.typeId])
      return { subscription: row, bill: await this.charge(tx, row, type!, n, 'online') }
    })
  }

  private async lockOwn(tx: Tx, request: FastifyRequest, id: number) {
    const row = await lockSubscription(tx, id)
    if (!row || row.userId === null || row.userId !== request.user?.id) throw notFound()
    return row
  }

  /** The credit of a paid bill, inside the settlement's transaction. */
  async onPaid(tx: Tx, item: BillItemRow, bill: BillRow) {
    await creditCharge(tx, item.itemId, bill.paidAt ?? new Date())
  }

  // ---- The member's changes -------------------------------------------------------------------------

  /**
   * A new amount applies from the next period that has not fallen due: periods already due keep
   * their amount. With a change already waiting whose older periods are unpaid and whose new
   * periods have started, a third amount would be too many: 409 until those are paid.
   */
  private amountChange(row: SubscriptionRow, amount: number): Partial<SubscriptionRow> {
    const { unpaid } = figuresOf(row, this.now())
    const dueThrough = row.paidUntil + row.periodMonths * unpaid
    if (row.nextAmountFrom !== null && row.paidUntil + 1 < row.nextAmountFrom) {
      if (row.nextAmountFrom <= dueThrough) throw new AppError(409, 'subscription_settle_first')
      return amount === row.amount
        ? { nextAmount: null, nextAmountFrom: null }
        : { nextAmount: amount }
    }
    const base = row.nextAmount ?? row.amount
    if (unpaid === 0) return { amount, nextAmount: null, nextAmountFrom: null }
    return amount === base
      ? { amount: base, nextAmount: null, nextAmountFrom: null }
      : { amount: base, nextAmount: amount, nextAmountFrom: dueThrough + 1 }
  }

  async update(request: FastifyRequest, id: number, input: UpdateSubscriptionInput) {
    return this.app.db.transaction(async (tx) => {
      const row = await this.lockOwn(tx, request, id)
      if (row.status === 'canceled') throw new AppError(409, 'subscription_canceled')
      const values: Partial<SubscriptionRow> = {}
      if (input.amount !== undefined) {
        const [type] = await typesByIds(tx, [row.typeId])
        if (input.amount < type!.minAmount)
          throw invalid('amount', 'amount_min', { min: type!.minAmount })
        const max = await this.app.payments.maxBill(tx)
        if (input.amount > max) throw invalid('amount', 'amount_max', { max })
        Object.assign(values, this.amountChange(row, input.amount))
      }
      if (input.reminders !== undefined) values.reminders = input.reminders
      return updateSubscription(tx, row.id, values)
    })
  }

  /** Paused: nothing falls due until it is resumed. */
  async pause(request: FastifyRequest, id: number) {
    return this.app.db.transaction(async (tx) => {
      const row = await this.lockOwn(tx, request, id)
      if (row.status !== 'active') throw conflict()
      const at = asOf(this.now())
      return updateSubscription(tx, row.id, {
        status: 'paused',
        frozenMonth: at.month,
        frozenDay: at.day,
        pausedAt: this.now(),
      })
    })
  }

  /**
   * Resumed: the periods that fell due while paused are excused (never owed), and the ledger's
   * position moves past them.
   */
  async resume(request: FastifyRequest, id: number) {
    return this.app.db.transaction(async (tx) => {
      const row = await this.lockOwn(tx, request, id)
      const since = frozenAt(row)
      if (row.status !== 'paused' || !since) throw conflict()
      const at = asOf(this.now())
      const schedule = scheduleOf(row)
      const excused = periodsDueBetween(schedule, since, at)
      const moved = excused * row.periodMonths
      const due = periodsDue(schedule, at)
      const latestDue = due > 0 ? row.startPeriod + (due - 1) * row.periodMonths : null
      return updateSubscription(tx, row.id, {
        status: 'active',
        frozenMonth: null,
        frozenDay: null,
        pausedAt: null,
        excusedPeriods: row.excusedPeriods + excused,
        paidUntil: row.paidUntil + moved,
        nextAmountFrom: row.nextAmountFrom === null ? null : row.nextAmountFrom + moved,
        pauses: excused
          ? [
              ...row.pauses,
              {
                from: row.startPeriod + periodsDue(schedule, since) * row.periodMonths,
                periods: excused,
              },
            ]
          : row.pauses,
        // What fell due during the pause is not reminded of.
        remindedPeriod:
          latestDue === null ? row.remindedPeriod : Math.max(row.remindedPeriod ?? 0, latestDue),
      })
    })
  }

  /** Canceled for good: the ledger stops; what was due before may still be paid. */
  async cancel(request: FastifyRequest, id: number) {
    return this.app.db.transaction(async (tx) => {
      const row = await this.lockOwn(tx, request, id)
      if (row.status === 'canceled') throw conflict()
      const at = frozenAt(row) ?? asOf(this.now())
      return updateSubscription(tx, row.id, {
        status: 'canceled',
        frozenMonth: at.month,
        frozenDay: at.day,
        canceledAt: this.now(),
      })
    })
  }

  // ---- Reminders and their pay links --------------------------------------------------------------

  /**
   * Texts (and notifies) every running membership that owes and has not been reminded of its
   * latest due period: one reminder per membership and period (a unique index holds it even with
   * several instances), with a pay link valid 12 hours. Returns how many were sent.
   */
  async sendReminders(): Promise<number> {
    const at = asOf(this.now())
    let sent = 0
    let after = 0
    for (;;) {
      const batch = await reminderCandidates(this.app.db, at, REMINDER_BATCH, after)
      for (const candidate of batch) {
        try {
          if (await this.remind(candidate.id, Number(candidate.latestDue))) sent++
        } catch (err) {
          this.app.log.error({ err, subscription: candidate.id }, 'membership reminder failed')
        }
      }
      if (batch.length < REMINDER_BATCH) return sent
      after = batch[batch.length - 1]!.id
    }
  }

  private async remind(id: number, period: number): Promise<boolean> {
    const now = this.now()
    return this.app.db.transaction(async (tx) => {
      const row = await lockSubscription(tx, id)
      if (!row || row.status !== 'active' || !row.reminders || !row.startedAt) return false
      if ((row.remindedPeriod ?? 0) >= period) return false
      const figures = figuresOf(row, now)
      if (figures.unpaid < 1) return false
      await updateSubscription(tx, row.id, { remindedPeriod: period })
      const reminder = await insertReminder(tx, {
        subscriptionId: row.id,
        period,
        periods: figures.unpaid,
        amount: figures.amountDue,
        expiresAt: new Date(now.getTime() + PAY_LINK_HOURS * HOUR_MS),
      })
      if (!reminder) return false
      const [type] = await typesByIds(tx, [row.typeId])
      const member = row.userId
        ? (await userSummaries(tx, [row.userId])).get(row.userId)
        : undefined
      const to = member && !member.deleted ? member.mobile : row.mobile
      const token = payLinkToken(this.app.config.sessionSecret, reminder.id, reminder.expiresAt)
      const params = { title: type!.title, periods: figures.unpaid, amount: figures.amountDue }
      if (to) {
        await queueSms(this.app, tx, {
          to,
          text: textMessage('subscription_reminder', 'fa', {
            ...params,
            link: `${this.app.config.appUrl}/subscription/pay/${token}`,
          }),
          kind: 'reminder',
          userId: row.userId,
        })
      }
      if (row.userId) {
        await notify(tx, {
          userId: row.userId,
          kind: 'reminder',
          title: textMessage('subscription_reminder_title', 'fa', params),
          body: textMessage('subscription_reminder_body', 'fa', params),
          link: `/subscription/${row.id}`,
        })
      }
      return true
    })
  }

  /**
   * The reminder a link names, if the link is genuine (404), in time (410) and not yet used to
   * pay (410); with its membership.
   */
  private async openLink(tx: Tx | null, token: string) {
    const id = readPayLinkToken(this.app.config.sessionSecret, token)
    const reminder =
      id === null ? null : tx ? await lockReminder(tx, id) : await findReminder(this.app.db, id)
    if (!reminder) throw new AppError(404, 'link_invalid')
    if (reminder.expiresAt.getTime() <= this.now().getTime())
      throw new AppError(410, 'pay_link_expired')
    if (reminder.chargeId) {
      const db = tx ?? this.app.db
      const charge = await findCharge(db, reminder.chargeId)
      if (charge?.status === 'paid') {
        const bill = charge.billId ? await this.app.payments.bill(charge.billId, db) : null
        const receipt: Record<string, string> = bill
          ? { receipt: `/verify?bill=${bill.id}&token=${bill.token}` }
          : {}
        throw new AppError(410, 'pay_link_used', {}, {}, receipt)
      }
    }
    const row = tx
      ? await lockSubscription(tx, reminder.subscriptionId)
      : await findSubscription(this.app.db, reminder.subscriptionId)
    if (!row) throw new AppError(404, 'link_invalid')
    if (row.status === 'canceled') throw new AppError(409, 'subscription_canceled')
    const figures = figuresOf(row, this.now())
    if (figures.unpaid < 1) throw new AppError(409, 'nothing_due')
    return { reminder, row, figures }
  }

  /** What a pay link pays: everything due now. */
  async linkView(token: string, lang: Lang): Promise<PayLinkView> {
    const { reminder, row, figures } = await this.openLink(null, token)
    const [type] = await typesByIds(this.app.db, [row.typeId])
    return {
      subscription: { id: row.id, title: type!.title, amount: row.amount },
      periods: figures.unpaid,
      labels: ledgerOf(row, this.now(), lang)
        .filter((p) => p.state === 'unpaid')
        .map((p) => p.label),
      total: figures.amountDue,
      expires_at: reminder.expiresAt.toISOString(),
    }
  }

  /**
   * Pays what is due through a link, without signing in: the bill for exactly those periods,
   * the same one however often the link is opened while it is unpaid.
   */
  async linkPay(token: string): Promise<NewBill> {
    return this.app.db.transaction(async (tx) => {
      const { reminder, row, figures } = await this.openLink(tx, token)
      const amount = costOf(row, figures.unpaid)
      const earlier = await this.earlierBill(tx, row, figures.unpaid, amount, true)
      if (earlier) {
        if (reminder.chargeId !== earlier.charge.id)
          await linkReminderCharge(tx, reminder.id, earlier.charge.id)
        return { subscription: row, bill: earlier.bill }
      }
      const [type] = await typesByIds(tx, [row.typeId])
      const charge = await insertCharge(tx, {
        subscriptionId: row.id,
        periods: figures.unpaid,
        amount,
        source: 'link',
      })
      const bill = await this.app.payments.createBill(tx, payerOf(row), [
        {
          kind: 'subscription',
          itemId: charge.id,
          title: chargeTitle(type!, figures.unpaid),
          amount,
        },
      ])
      await linkChargeBill(tx, charge.id, bill.id)
      await linkReminderCharge(tx, reminder.id, charge.id)
      return { subscription: row, bill }
    })
  }

  // ---- Staff ------------------------------------------------------------------------------------

  /** The amount staff should have received for `periods` (for live checks of the form). */
  async cashTotal(id: number, periods: number | 'due') {
    const row = await findSubscription(this.app.db, id)
    if (!row) throw notFound()
    const n = this.periodsToPay(row, periods)
    return { periods: n, total: costOf(row, n) }
  }

  /**
   * Money received in person for a membership: a bill paid through the staff-only `cash`
   * gateway for exactly `periods` periods, the amount checked against what they cost, audited on
   * the membership and on the payment.
   */
  async recordCash(request: FastifyRequest, id: number, input: CashPaymentInput) {
    return this.app.db.transaction(async (tx) => {
      const row = await lockSubscription(tx, id)
      if (!row) throw notFound()
      const n = this.periodsToPay(row, input.periods)
      const total = costOf(row, n)
      if (input.amount !== total) throw invalid('amount', 'cash_amount', { periods: n, total })
      // The member's own unpaid bill goes: the money is in staff's hands (409 while at the bank).
      await this.earlierBill(tx, row, n, total, false)
      const [type] = await typesByIds(tx, [row.typeId])
      const charge = await insertCharge(tx, {
        subscriptionId: row.id,
        periods: n,
        amount: total,
        source: 'cash',
        note: input.note,
      })
      const bill = await this.app.payments.recordCashPayment(tx, {
        request,
        note: input.note,
        payer: payerOf(row),
        items: [
          { kind: 'subscription', itemId: charge.id, title: chargeTitle(type!, n), amount: total },
        ],
      })
      await linkChargeBill(tx, charge.id, bill.id)
      await recordAudit(tx, request, {
        action: 'cash_payment',
        resource: 'user-subscriptions',
        recordId: row.id,
        before: { paid_periods: row.paidPeriods },
        after: {
          paid_periods: row.paidPeriods + n,
          amount: total,
          note: input.note,
          bill: bill.id,
        },
      })
      return bill
    })
  }

  // ---- Presenting -------------------------------------------------------------------------------

  /** Memberships as their member sees them. */
  async present(rows: SubscriptionRow[], lang: Lang): Promise<Subscription[]> {
    const types = await typesByIds(this.app.db, [...new Set(rows.map((r) => r.typeId))])
    const now = this.now()
    return rows.map((row) => {
      const type = types.find((t) => t.id === row.typeId)!
      return {
        id: row.id,
        type: { id: type.id, slug: type.slug, title: type.title, period_months: row.periodMonths },
        amount: row.amount,
        next_amount: row.nextAmount,
        next_amount_from:
          row.nextAmountFrom === null ? null : membershipMonthLabel(row.nextAmountFrom, lang),
        status: stateOf(row),
        due_day: row.dueDay,
        start: monthKey(row.startPeriod),
        start_label: membershipMonthLabel(row.startPeriod, lang),
        // None is sent before the first payment, whatever the member chose.
        reminders: row.reminders && Boolean(row.startedAt),
        ...standingFields(row, now),
        ledger: row.startedAt ? ledgerOf(row, now, lang) : [],
        paused_at: row.pausedAt?.toISOString() ?? null,
        canceled_at: row.canceledAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
      }
    })
  }
}

/** Who a membership's bills are for: its account, or the guest's mobile. */
const payerOf = (row: SubscriptionRow) => ({
  userId: row.userId,
  guestMobile: row.userId ? null : row.mobile,
})

/** A bill item's title, «عضویت ماهانه (۳\u00a0دوره)»: the count stays with its word on a phone's line. */
export const chargeTitle = (type: Pick<SubscriptionTypeRow, 'title'>, periods: number) =>
  `${type.title} (${periods.toLocaleString('fa-IR')}\u00a0دوره)`

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: SubscriptionsService
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Active memberships, those owing, and what they owe, as of `now` (the dashboard home). */
export const membershipStanding = (db: Executor, now: Date) => membershipFigures(db, asOf(now))
