import { formatToman, jalaliOf, jalaliYearStart, notice, type Statement } from '@kheyr/contracts'
import type { FastifyInstance } from 'fastify'
import type { Tx } from '../../db/client.ts'
import { imagePng } from '../media/images.service.ts'
import { notify } from '../notifications/notifications.service.ts'
import type { BillItemRow, BillRow } from '../payments/payments.service.ts'
import { storedGeneral } from '../settings/settings.service.ts'
import { queueSms } from '../sms/sms.service.ts'
import { findUserById } from '../users/users.service.ts'

/** The logo's width in pixels in the statement (drawn 56 points wide: sharp at print). */
const LOGO_PX = 240

/**
 * The receipt's address: `/verify` opens a bill for whoever holds its token (18 random bytes,
 * one per bill), so the link works for a guest and opens that bill alone.
 */
export const receiptPath = (bill: Pick<BillRow, 'id' | 'token'>) =>
  `/verify?bill=${bill.id}&token=${encodeURIComponent(bill.token)}`

/**
 * Tells the payer their bill was paid, inside the transaction that marks it paid (payments
 * calls it once per bill that became paid): a notification when the bill has an account, and
 * a text through the outbox to the account's mobile (a guest's: the mobile on the bill).
 */
export async function sendReceipt(
  app: FastifyInstance,
  tx: Tx,
  bill: BillRow,
  items: BillItemRow[],
) {
  const amount = formatToman(bill.total, 'fa')
  const owner = bill.userId ? await findUserById(tx, bill.userId) : null
  if (owner) {
    await notify(tx, {
      userId: owner.id,
      kind: 'receipt',
      title: notice('fa', 'notifications', 'receipt_title', { amount }),
      body: notice('fa', 'notifications', 'receipt_body', {
        items: items.map((i) => i.title).join('، '),
      }),
      link: receiptPath(bill),
    })
  }
  // A deleted account keeps its bills but is texted no more.
  const mobile = bill.userId ? owner?.mobile : bill.guestMobile
  if (!mobile) return
  const site = storedGeneral(await app.settings.all(tx)).site_name
  const link = `${app.config.appUrl}${receiptPath(bill)}`
  // Items a payer answered questions for (an obligation's people or days) are named in the text.
  const answered = items.filter((i) => i.answers).map((i) => i.title)
  await queueSms(app, tx, {
    to: mobile,
    text: answered.length
      ? notice('fa', 'sms', 'receipt_for', { site, amount, items: answered.join('، '), link })
      : notice('fa', 'sms', 'receipt', { site, amount, link }),
    kind: 'notification',
    userId: owner?.id ?? null,
  })
}

/**
 * Everything a donor paid for in a Jalali year (their paid bills' items, oldest first), with
 * the total, and the year of their first payment (the years worth offering).
 */
export async function statementOf(
  app: FastifyInstance,
  userId: number,
  year: number,
): Promise<Statement> {
  const from = jalaliYearStart(year)
  const to = jalaliYearStart(year + 1)
  const [rows, first, settings] = await Promise.all([
    app.payments.paidItemsOf(userId, from, to),
    app.payments.firstPaymentOf(userId),
    app.settings.all(),
  ])
  const general = storedGeneral(settings)
  return {
    year,
    from: from.toISOString(),
    to: to.toISOString(),
    entries: rows.map((r) => ({
      bill_id: r.billId,
      paid_at: r.paidAt!.toISOString(),
      kind: r.kind,
      title: r.title,
      amount: r.amount,
      gateway: r.gateway,
      reference: r.reference,
    })),
    total: rows.reduce((sum, r) => sum + BigInt(r.amount), 0n).toString(),
    first_year: first ? jalaliOf(first).year : null,
    charity: { name: general.site_name, logo: general.logo?.url ?? null },
  }
}

/** The charity's name and logo as the statement's letterhead shows them. */
export async function letterhead(app: FastifyInstance) {
  const general = storedGeneral(await app.settings.all())
  const logo = general.logo
    ? await imagePng(app, { url: general.logo.url, mediaId: general.logo.media_id }, LOGO_PX)
    : null
  return { name: general.site_name, logo }
}
