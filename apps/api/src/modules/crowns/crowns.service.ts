import {
  CROWN_CUTOFF_HOURS,
  encodeMessage,
  formatDate,
  formatToman,
  type CreateCrownInput,
  type Crown,
  type CrownOptions,
  type CrownSettings,
} from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import { ValidationError, type FieldErrors } from '../../lib/errors.ts'
import { staffHolding } from '../users/users.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { notify, notifyMany } from '../notifications/notifications.service.ts'
import type { BillItemRow, BillRow } from '../payments/payments.service.ts'
import { presentImages } from '../media/images.service.ts'
import { storedGeneral } from '../settings/settings.service.ts'
import { queueSms } from '../sms/sms.service.ts'
import {
  activeCrownTypes,
  crownLocationsByIds,
  crownLocationsList,
  CROWNS_SETTINGS_GROUP,
  crownTypesByIds,
  findCrownLocation,
  findCrownType,
  insertCrown,
  linkCrownBill,
  markCrownPaid,
  saveCrownSetting,
} from './crowns.repository.ts'
import type { CrownLocationRow, CrownRow, CrownTypeRow } from './crowns.tables.ts'

const HOUR_MS = 60 * 60 * 1000

/** The stored crown settings, defaults filled in for anything missing or malformed. */
const settingsFrom = (stored: Record<string, unknown>): CrownSettings => {
  const hours = Number(stored.cutoff_hours)
  return {
    cutoff_hours:
      Number.isInteger(hours) && hours >= CROWN_CUTOFF_HOURS.min && hours <= CROWN_CUTOFF_HOURS.max
        ? hours
        : CROWN_CUTOFF_HOURS.default,
  }
}

export const presentLocation = (r: CrownLocationRow) => ({
  id: r.id,
  name: r.name,
  address: r.address,
  lat: r.lat,
  lng: r.lng,
})

const imageOf = (r: CrownTypeRow) =>
  r.imageUrl ? { url: r.imageUrl, mediaId: r.imageMediaId } : null

/**
 * Crown orders: what the form offers, the checks an order passes (live and on submit), making
 * an order with its bill, and what happens when the bill is paid.
 */
export class CrownsService {
  constructor(private readonly app: FastifyInstance) {}

  async settings(db: Executor = this.app.db): Promise<CrownSettings> {
    return settingsFrom(await this.app.settings.group(CROWNS_SETTINGS_GROUP, db))
  }

  /** Changes the cut-off, audited; every instance reads the new value once it commits. */
  async saveSettings(request: FastifyRequest, input: CrownSettings): Promise<CrownSettings> {
    const before = await this.settings()
    const after = settingsFrom({ ...input })
    await this.app.db.transaction(async (tx) => {
      await saveCrownSetting(tx, 'cutoff_hours', after.cutoff_hours)
      await recordAudit(tx, request, {
        action: 'updated',
        resource: 'crown-settings',
        recordId: CROWNS_SETTINGS_GROUP,
        before,
        after,
      })
    })
    this.app.settings.invalidate()
    return after
  }

  /** Everything the order form needs: active types (cheapest first), active locations, cut-off. */
  async options(): Promise<CrownOptions> {
    const db = this.app.db
    const [types, locations, settings] = await Promise.all([
      activeCrownTypes(db),
      crownLocationsList(db),
      this.settings(db),
    ])
    const images = await presentImages(this.app, types.map(imageOf), db)
    return {
      types: types.map((t, i) => ({
        id: t.id,
        title: t.title,
        image: images[i] ?? null,
        price: t.price,
      })),
      locations: locations.map(presentLocation),
      cutoff_hours: settings.cutoff_hours,
    }
  }

  /**
   * What an order needs beyond its schema: a type and a location still offered, a ceremony far
   * enough ahead, and a mobile from a guest. Runs for live validation and on submit alike.
   */
  async check(
    values: Partial<CreateCrownInput>,
    request: FastifyRequest,
    db: Executor = this.app.db,
  ): Promise<FieldErrors> {
    const errors: FieldErrors = {}
    if (values.crown_type_id !== undefined) {
      const type = await findCrownType(db, values.crown_type_id)
      if (!type?.active) errors.crown_type_id = [encodeMessage('crown_type_unavailable')]
    }
    if (values.location_id !== undefined) {
      const location = await findCrownLocation(db, values.location_id)
      if (!location?.active) errors.location_id = [encodeMessage('location_unavailable')]
    }
    if (values.ceremony_at !== undefined) {
      const left = new Date(values.ceremony_at).getTime() - Date.now()
      const { cutoff_hours: hours } = await this.settings(db)
      if (left <= 0) errors.ceremony_at = [encodeMessage('ceremony_past')]
      else if (left < hours * HOUR_MS)
        errors.ceremony_at = [encodeMessage('crown_cutoff', { hours })]
    }
    if (!request.user && 'mobile' in values && !values.mobile)
      errors.mobile = [encodeMessage('required')]
    return errors
  }

  /** An unpaid order and its bill, in one transaction, at the type's own price. */
  async order(request: FastifyRequest, input: CreateCrownInput) {
    const user = request.user
    return this.app.db.transaction(async (tx) => {
      // Checked again inside the transaction: a type deactivated a moment ago is refused.
      const errors = await this.check(input, request, tx)
      if (Object.keys(errors).length) throw new ValidationError(errors)
      const type = (await findCrownType(tx, input.crown_type_id))!
      const location = (await crownLocationsByIds(tx, [input.location_id])).get(input.location_id)!
      const mobile = user ? user.mobile : input.mobile
      const crown = await insertCrown(tx, {
        userId: user?.id ?? null,
        mobile,
        guest: !user,
        deceased: input.deceased,
        giver: input.giver,
        message: input.message,
        crownTypeId: type.id,
        locationId: input.location_id,
        ceremonyAt: new Date(input.ceremony_at),
        amount: type.price,
      })
      const bill = await this.app.payments.createBill(
        tx,
        { userId: user?.id ?? null, guestMobile: user ? null : mobile },
        [
          {
            kind: 'crown',
            itemId: crown.id,
            // The receipt says where and when the crown stands, as the order did.
            title: `${type.title}، به یاد شادروان ${crown.deceased}؛ ${ceremonyText(location.name, crown.ceremonyAt)}`,
            amount: crown.amount,
          },
        ],
      )
      await linkCrownBill(tx, crown.id, bill.id)
      return { crown, bill }
    })
  }

  /**
   * An order's bill was paid, inside the settlement's own transaction: the order becomes paid
   * (once: a replay finds it paid already), the staff who handle crowns hear of it, the giver
   * gets a notification (with an account) and a receipt SMS through the outbox.
   */
  async onPaid(tx: Tx, item: BillItemRow, bill: BillRow) {
    const row = await markCrownPaid(tx, item.itemId, bill.paidAt ?? new Date())
    if (!row) return
    const [types, locations, siteName] = await Promise.all([
      crownTypesByIds(tx, [row.crownTypeId]),
      crownLocationsByIds(tx, [row.locationId]),
      this.app.settings.all(tx).then((all) => storedGeneral(all).site_name),
    ])
    const type = types.get(row.crownTypeId)!
    const location = locations.get(row.locationId)!
    const when = formatDate(row.ceremonyAt, 'fa', 'datetime')
    const ceremony = ceremonyText(location.name, row.ceremonyAt)

    await notifyMany(tx, await staffHolding(tx, 'crowns.view'), {
      kind: 'crown',
      title: `سفارش تاج گل به یاد شادروان ${row.deceased}`,
      body: `${type.title} از طرف ${row.giver}، ${location.name}، ${when}`,
      link: `/dashboard/crowns?id=${row.id}`,
    })
    if (row.userId)
      await notify(tx, {
        userId: row.userId,
        kind: 'receipt',
        title: `رسید سفارش تاج گل به یاد شادروان ${row.deceased}`,
        body: `${formatToman(row.amount, 'fa')} پرداخت شد. تاج گل در ${location.name}، ${when} قرار می‌گیرد.`,
        link: '/profile/crowns',
      })
    if (row.mobile)
      await queueSms(this.app, tx, {
        to: row.mobile,
        text: receiptText(row, {
          siteName,
          ceremony,
          amount: row.amount,
          bill,
          appUrl: this.app.config.appUrl,
        }),
        kind: 'notification',
        userId: row.userId,
      })
  }

  /** Orders as their giver sees them: with their type (and its image) and location. */
  async present(rows: CrownRow[], db: Executor = this.app.db): Promise<Crown[]> {
    const [types, locations] = await Promise.all([
      crownTypesByIds(
        db,
        rows.map((r) => r.crownTypeId),
      ),
      crownLocationsByIds(
        db,
        rows.map((r) => r.locationId),
      ),
    ])
    const typeRows = rows.map((r) => types.get(r.crownTypeId)!)
    const images = await presentImages(this.app, typeRows.map(imageOf), db)
    return rows.map((r, i) => ({
      id: r.id,
      deceased: r.deceased,
      giver: r.giver,
      message: r.message,
      type: { id: typeRows[i]!.id, title: typeRows[i]!.title, image: images[i] ?? null },
      location: presentLocation(locations.get(r.locationId)!),
      ceremony_at: r.ceremonyAt.toISOString(),
      amount: r.amount,
      status: r.status,
      refunded_at: r.refundedAt?.toISOString() ?? null,
      bill_id: r.billId,
      paid_at: r.paidAt?.toISOString() ?? null,
      printed_at: r.printedAt?.toISOString() ?? null,
      delivered_at: r.deliveredAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
    }))
  }
}

/** Where and when the ceremony is: «مسجد جامع، ۱۲ مهر ۱۴۰۵، ساعت ۱۰:۰۰». */
const ceremonyText = (place: string, at: Date) => `${place}، ${formatDate(at, 'fa', 'datetime')}`

/**
 * The receipt SMS: what was paid, for whom, where and when the crown stands, and the receipt's
 * link (it opens without signing in).
 */
export function receiptText(
  row: CrownRow,
  values: { siteName: string; ceremony: string; amount: number; bill: BillRow; appUrl: string },
) {
  const link = `${values.appUrl}/verify?bill=${values.bill.id}&token=${values.bill.token}`
  return [
    `${values.siteName}: سفارش تاج گل شما به یاد شادروان ${row.deceased} پرداخت شد.`,
    `مراسم: ${values.ceremony}`,
    `مبلغ: ${formatToman(values.amount, 'fa')}`,
    `رسید: ${link}`,
  ].join('\n')
}

/** How many paid crowns wait to be printed for ceremonies in a span (the dashboard home). */
export { countToPrint } from './crowns.repository.ts'
