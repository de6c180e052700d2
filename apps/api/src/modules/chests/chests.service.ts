import {
  can,
  formatDate,
  textMessage,
  type ApproveChestInput,
  type AssignDischargeInput,
  type ChestOutcome,
  type CreateChestInput,
  type DrainRequestInput,
  type RecordDischargeInput,
} from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import {
  AppError,
  invalid,
  notFound,
  unauthenticated,
  ValidationError,
  type FieldErrors,
} from '../../lib/errors.ts'
import { holdersOf } from '../users/users.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { notify } from '../notifications/notifications.service.ts'
import type { BillItemRow, BillRow } from '../payments/payments.service.ts'
import { queueSms } from '../sms/sms.service.ts'
import { displayName, findUserById } from '../users/users.service.ts'
import {
  cancelOpenDischarge,
  codeTaken,
  findOption,
  findOwnChest,
  insertChest,
  insertChestPayment,
  insertDischarge,
  linkPaymentBill,
  unpaidOnlinePayments,
  lockChest,
  lockDischarge,
  markChestPaymentPaid,
  updateChest,
  updateDischarge,
} from './chests.repository.ts'
import {
  chestMaterials,
  chestTypes,
  type ChestDischargeRow,
  type ChestRow,
} from './chests.tables.ts'

/** Staff who may be sent to empty boxes: those whose role lets them record a visit. */
export const COLLECTOR_PERMISSION = 'chest-discharges.update'
/** Staff who manage boxes may record a visit assigned to another collector. */
const REASSIGN_PERMISSION = 'chests.update'

const OUTCOME_TEXTS = {
  not_full: 'chest_outcome_not_full',
  nobody_home: 'chest_outcome_nobody_home',
  box_missing: 'chest_outcome_box_missing',
} as const satisfies Record<Exclude<ChestOutcome, 'collected'>, string>

const userOf = (request: FastifyRequest) => {
  if (!request.user) throw unauthenticated()
  return request.user
}

/**
 * Charity boxes: requests, drain requests and what collectors count. Everything that writes
 * several rows (a count: the visit, the box's payment, its cash bill, the audit entry, the
 * owner's notification and text) happens in one transaction.
 */
export class ChestsService {
  constructor(private readonly app: FastifyInstance) {}

  /** A type the owner may choose (active), and a material if given (active too). */
  async assertOptions(
    db: Executor,
    input: { chest_type_id?: number; chest_material_id?: number | null },
    current?: ChestRow,
  ): Promise<FieldErrors | undefined> {
    const type =
      input.chest_type_id === undefined
        ? null
        : await findOption(db, chestTypes, input.chest_type_id)
    // Staff editing a box may keep the option it already has, even if it was switched off since.
    if (
      input.chest_type_id !== undefined &&
      (!type || (!type.active && current?.chestTypeId !== type.id))
    )
      return { chest_type_id: ['in'] }
    if (input.chest_material_id) {
      const material = await findOption(db, chestMaterials, input.chest_material_id)
      if (!material || (!material.active && current?.chestMaterialId !== material.id))
        return { chest_material_id: ['in'] }
    }
    return undefined
  }

  /** A box requested by its owner (the route's rules checked the type and material). */
  async request(request: FastifyRequest, input: CreateChestInput) {
    const user = userOf(request)
    return this.app.db.transaction(async (tx) => {
      const row = await insertChest(tx, {
        userId: user.id,
        chestTypeId: input.chest_type_id,
        chestMaterialId: input.chest_material_id,
        address: input.address,
        lat: input.lat,
        lng: input.lng,
        phone: input.phone ?? user.mobile,
        note: input.note,
      })
      await recordAudit(tx, request, {
        action: 'requested',
        resource: 'chests',
        recordId: row.id,
        after: row,
      })
      return row
    })
  }

  /** The owner's own box, or 404 (another person's box does not exist for them). */
  async own(request: FastifyRequest, id: number) {
    const row = await findOwnChest(this.app.db, userOf(request).id, id)
    if (!row) throw notFound()
    return row
  }

  /** "Please empty my box": one open request at a time, for a box in use. */
  async requestDrain(request: FastifyRequest, chestId: number, input: DrainRequestInput) {
    const user = userOf(request)
    await this.own(request, chestId)
    return this.app.db.transaction(async (tx) => {
      const chest = (await lockChest(tx, chestId))!
      if (chest.status !== 'delivered') throw new AppError(409, 'drain_request_not_delivered')
      const row = await insertDischarge(tx, {
        chestId,
        requestedBy: user.id,
        preferredDays: input.preferred_days,
        note: input.note,
      })
      if (!row) throw new AppError(409, 'drain_request_open')
      await recordAudit(tx, request, {
        action: 'requested',
        resource: 'chest-discharges',
        recordId: row.id,
        after: row,
      })
      return row
    })
  }

  /** The owner takes back a request no collector has been given yet. */
  async cancelOwnDrain(request: FastifyRequest, chestId: number, dischargeId: number) {
    await this.own(request, chestId)
    return this.app.db.transaction(async (tx) => {
      const row = await lockDischarge(tx, dischargeId)
      if (!row || row.chestId !== chestId) throw notFound()
      if (row.status === 'assigned') throw new AppError(409, 'chest_discharge_not_cancelable')
      if (row.status !== 'pending') throw new AppError(409, 'chest_discharge_closed')
      const after = await updateDischarge(tx, row.id, { status: 'canceled' })
      await recordAudit(tx, request, {
        action: 'canceled',
        resource: 'chest-discharges',
        recordId: row.id,
        before: { status: row.status },
        after: { status: after.status },
      })
      return after
    })
  }

  /**
   * Paying what is in the box online: an unpaid box payment and its bill, in one transaction,
   * under the box's lock. One payable bill per box and owner: the same amount again (a double
   * tap) gets the same bill; another amount replaces it, unless it is being paid (409).
   */
  async payOnline(request: FastifyRequest, chestId: number, amount: number) {
    const user = userOf(request)
    const chest = await this.own(request, chestId)
    if (chest.status !== 'delivered') throw new AppError(409, 'chest_not_in_use')
    return this.app.db.transaction(async (tx) => {
      const locked = await lockChest(tx, chestId)
      if (locked?.status !== 'delivered') throw new AppError(409, 'chest_not_in_use')
      const earlier = await unpaidOnlinePayments(tx, chestId, user.id)
      const same = await this.app.payments.makeWayFor(
        tx,
        earlier.map((p) => ({ billId: p.billId!, same: p.amount === amount })),
        true,
      )
      if (same) return same
      const payment = await insertChestPayment(tx, {
        chestId,
        source: 'online',
        userId: user.id,
        amount,
      })
      const bill = await this.app.payments.createBill(tx, { userId: user.id, guestMobile: null }, [
        {
          kind: 'chest',
          itemId: payment.id,
          title: textMessage('chest_online_title', 'fa', { code: chest.code ?? String(chest.id) }),
          amount,
        },
      ])
      await linkPaymentBill(tx, payment.id, bill.id)
      return bill
    })
  }

  /** A `chest` item was paid (online, or counted in cash): inside the settlement's transaction. */
  async onPaid(tx: Tx, item: BillItemRow, bill: BillRow) {
    await markChestPaymentPaid(tx, item.itemId, bill.paidAt ?? new Date())
  }

  /**
   * Serialises every change that gives a box this code (approving, editing), so two staff
   * members typing the same code at once get "entered code already exists", never a crash.
   */
  async claimCode(tx: Tx, code: string, chestId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chest-code:${code}`}))`)
    if (await codeTaken(tx, code, chestId)) throw invalid('code', 'code_taken')
  }

  /** Staff accept a request: the box gets its code (and material, when chosen now). */
  async approve(request: FastifyRequest, id: number, input: ApproveChestInput) {
    return this.app.db.transaction(async (tx) => {
      const before = await lockChest(tx, id)
      if (!before) throw notFound()
      if (before.status !== 'requested') throw new AppError(409, 'chest_status_changed')
      const errors = await this.assertOptions(tx, { chest_material_id: input.chest_material_id })
      if (errors) throw new ValidationError(errors)
      await this.claimCode(tx, input.code, id)
      const after = await updateChest(tx, id, {
        status: 'approved',
        code: input.code,
        chestMaterialId: input.chest_material_id ?? before.chestMaterialId,
        approvedAt: new Date(),
      })
      await this.audit(tx, request, 'approved', before, after)
      await notify(tx, {
        userId: after.userId,
        kind: 'reply',
        title: textMessage('chest_approved_title', 'fa'),
        body: textMessage('chest_approved_body', 'fa', { code: after.code! }),
        link: `/chest/${after.id}`,
      })
      return after
    })
  }

  /** The box reached its owner: it is in use, and may be emptied and paid. */
  async deliver(request: FastifyRequest, id: number) {
    return this.transition(request, id, 'delivered', ['approved'], { deliveredAt: new Date() })
  }

  /** The box is taken out of use; an open drain request goes with it. */
  async retire(request: FastifyRequest, id: number) {
    return this.app.db.transaction(async (tx) => {
      const before = await lockChest(tx, id)
      if (!before) throw notFound()
      if (before.status === 'retired') throw new AppError(409, 'chest_status_changed')
      const after = await updateChest(tx, id, { status: 'retired', retiredAt: new Date() })
      const canceled = await cancelOpenDischarge(tx, id)
      if (canceled)
        await recordAudit(tx, request, {
          action: 'canceled',
          resource: 'chest-discharges',
          recordId: canceled.id,
          before: { status: 'open' },
          after: { status: canceled.status, reason: 'chest_retired' },
        })
      await this.audit(tx, request, 'retired', before, after)
      return after
    })
  }

  private async transition(
    request: FastifyRequest,
    id: number,
    status: ChestRow['status'],
    from: ChestRow['status'][],
    values: Partial<ChestRow>,
  ) {
    return this.app.db.transaction(async (tx) => {
      const before = await lockChest(tx, id)
      if (!before) throw notFound()
      if (!from.includes(before.status)) throw new AppError(409, 'chest_status_changed')
      const after = await updateChest(tx, id, { ...values, status })
      await this.audit(tx, request, status, before, after)
      return after
    })
  }

  private audit(
    tx: Tx,
    request: FastifyRequest,
    action: string,
    before: ChestRow,
    after: ChestRow,
  ) {
    return recordAudit(tx, request, {
      action,
      resource: 'chests',
      recordId: after.id,
      before: { status: before.status, code: before.code },
      after: { status: after.status, code: after.code },
    })
  }

  /** Staff who may be sent to empty boxes. */
  collectors(db: Executor = this.app.db) {
    return holdersOf(db, COLLECTOR_PERMISSION).then((rows) =>
      rows.map((u) => ({ id: u.id, name: displayName(u) })),
    )
  }

  /** Who empties the box and when: the owner hears of it by notification and text. */
  async assign(request: FastifyRequest, id: number, input: AssignDischargeInput) {
    return this.app.db.transaction(async (tx) => {
      const before = await this.openDischarge(tx, id)
      const collector = (await this.collectors(tx)).find((c) => c.id === input.collector_id)
      if (!collector) throw invalid('collector_id', 'in')
      const after = await updateDischarge(tx, id, {
        status: 'assigned',
        collectorId: collector.id,
        scheduledFor: input.date,
      })
      await recordAudit(tx, request, {
        action: 'assigned',
        resource: 'chest-discharges',
        recordId: id,
        before: {
          status: before.status,
          collector_id: before.collectorId,
          date: before.scheduledFor,
        },
        after: { status: after.status, collector_id: after.collectorId, date: after.scheduledFor },
      })
      const chest = (await lockChest(tx, after.chestId))!
      const params = {
        code: chest.code ?? String(chest.id),
        date: formatDate(input.date, 'fa', 'long'),
      }
      await this.tellOwner(tx, chest, {
        sms: textMessage('chest_scheduled_sms', 'fa', params),
        title: textMessage('chest_scheduled_title', 'fa', params),
        body: textMessage('chest_scheduled_body', 'fa', params),
        kind: 'reminder',
      })
      return after
    })
  }

  /**
   * What the visit found. Counted money becomes a box payment paid through the staff-only cash
   * gateway (a bill in the owner's name, so every report counts it once); the request closes,
   * and the owner hears of it. All in one transaction. A visit assigned to a collector is
   * recorded by that collector, or by staff who manage boxes (`chests.update`, who may reassign
   * it); the money is credited to the assigned collector.
   */
  async record(request: FastifyRequest, id: number, input: RecordDischargeInput) {
    const staff = userOf(request)
    const manager = can(await request.access(), REASSIGN_PERMISSION)
    return this.app.db.transaction(async (tx) => {
      // Another collector hears only that the visit is not theirs, whatever became of it.
      const before = await this.openDischarge(tx, id, (row) => {
        if (row.collectorId !== null && row.collectorId !== staff.id && !manager)
          throw new AppError(403, 'chest_visit_not_yours')
      })
      const chest = (await lockChest(tx, before.chestId))!
      const code = chest.code ?? String(chest.id)
      const collectorId = before.collectorId ?? staff.id
      const amount = input.outcome === 'collected' ? input.amount! : null
      let billId: number | null = null
      if (amount !== null) {
        const payment = await insertChestPayment(tx, {
          chestId: chest.id,
          source: 'collection',
          dischargeId: id,
          userId: chest.userId,
          amount,
        })
        const collector = (await findUserById(tx, collectorId)) ?? staff
        const bill = await this.app.payments.recordCashPayment(tx, {
          request,
          note: [
            textMessage('chest_cash_note', 'fa', { code, collector: displayName(collector) }),
            input.note,
          ]
            .filter(Boolean)
            .join(' — '),
          payer: { userId: chest.userId, guestMobile: null },
          // The owner is told what was counted below; that text is their receipt.
          receipt: false,
          items: [
            {
              kind: 'chest',
              itemId: payment.id,
              title: textMessage('chest_payment_title', 'fa', { code }),
              amount,
            },
          ],
        })
        await linkPaymentBill(tx, payment.id, bill.id)
        billId = bill.id
      }
      const after = await updateDischarge(tx, id, {
        status: 'done',
        outcome: input.outcome,
        amount,
        collectorId,
        billId,
        recordedBy: staff.id,
        recordedAt: new Date(),
        note: input.note ?? before.note,
      })
      await recordAudit(tx, request, {
        action: 'recorded',
        resource: 'chest-discharges',
        recordId: id,
        before: { status: before.status },
        after: { status: after.status, outcome: after.outcome, amount, bill: billId },
      })
      await this.tellOwner(
        tx,
        chest,
        amount !== null
          ? {
              sms: textMessage('chest_counted_sms', 'fa', { code, amount }),
              title: textMessage('chest_counted_title', 'fa', { code }),
              body: textMessage('chest_counted_body', 'fa', { code, amount }),
              kind: 'receipt',
            }
          : this.visitTexts(code, input.outcome as keyof typeof OUTCOME_TEXTS),
      )
      return after
    })
  }

  private visitTexts(code: string, outcome: keyof typeof OUTCOME_TEXTS) {
    const said = textMessage(OUTCOME_TEXTS[outcome], 'fa')
    return {
      sms: textMessage('chest_visit_sms', 'fa', { code, outcome: said }),
      title: textMessage('chest_visit_title', 'fa', { code }),
      body: textMessage('chest_visit_body', 'fa', { outcome: said }),
      kind: 'reminder' as const,
    }
  }

  /** Staff drop an open request (asked twice by phone, box moved...). */
  async cancelDischarge(request: FastifyRequest, id: number) {
    return this.app.db.transaction(async (tx) => {
      const before = await this.openDischarge(tx, id)
      const after = await updateDischarge(tx, id, { status: 'canceled' })
      await recordAudit(tx, request, {
        action: 'canceled',
        resource: 'chest-discharges',
        recordId: id,
        before: { status: before.status },
        after: { status: after.status },
      })
      return after
    })
  }

  private async openDischarge(
    tx: Tx,
    id: number,
    mayAct: (row: ChestDischargeRow) => void = () => {},
  ): Promise<ChestDischargeRow> {
    const row = await lockDischarge(tx, id)
    if (!row) throw notFound()
    mayAct(row)
    if (row.status !== 'pending' && row.status !== 'assigned')
      throw new AppError(409, 'chest_discharge_closed')
    return row
  }

  /** The owner's notification and text, in the transaction of what they are told about. */
  private async tellOwner(
    tx: Tx,
    chest: ChestRow,
    message: { sms: string; title: string; body: string; kind: 'reminder' | 'receipt' },
  ) {
    await notify(tx, {
      userId: chest.userId,
      kind: message.kind,
      title: message.title,
      body: message.body,
      link: `/chest/${chest.id}`,
    })
    const owner = await findUserById(tx, chest.userId)
    if (owner)
      await queueSms(this.app, tx, {
        to: owner.mobile,
        text: message.sms,
        kind: 'notification',
        userId: owner.id,
      })
  }
}

/** How many drain requests are open (the dashboard home). */
export { countOpenDischarges } from './chests.repository.ts'
